import type { MfaChallenge } from '../../api/account-types';
import type { Flow } from '../flow';
import { createLazyEffectFlow } from '../lazy-effect-flow';
import type { OauthDeps } from '../oauth/oauth-deps';
import type { StepUpKitDeps, StepUpParts } from './step-up-parts';
import type { StepUpEvent, StepUpState } from './step-up.types';

/** What a step-up needs from the kit: its social login's deps, and the rest. */
export interface StepUpFlowDeps {
  oauth: OauthDeps;
  kit: StepUpKitDeps;
}

/**
 * The flows `kit.createStepUpFlow` makes, by challenge: the account API (a lazy chunk) registers
 * one for each challenge it hands out, so none of the step-up's wiring is in the page's initial
 * JavaScript, and a challenge this kit did not make is refused.
 */
export type StepUpFlowRegistry = WeakMap<object, () => Flow<StepUpState, StepUpEvent>>;

/** A step-up flow for `challenge`: its machine and effects load as it is created (a chunk of their own); `preparing` runs then. */
export function createStepUpFlow(challenge: MfaChallenge, deps: StepUpFlowDeps): Flow<StepUpState, StepUpEvent> {
  return createLazyEffectFlow<StepUpState, StepUpEvent, StepUpParts>({
    initial: { status: 'preparing', challenge },
    effectOnStart: true,
    load: () => import('./step-up-parts').then(({ createStepUpParts }) => createStepUpParts(challenge, deps.oauth, deps.kit)),
    loadFailed: (error): StepUpEvent => ({ type: 'prepareFailed', error }),
  });
}
