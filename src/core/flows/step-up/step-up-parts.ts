/**
 * The step-up's machine and effects as one lazily loaded chunk (`kit.createStepUpFlow` loads it
 * as the flow is created): none of it is in the page's initial JavaScript.
 */
import type { MfaChallenge } from '../../api/account-types';
import type { LoadedEffects } from '../lazy-effect-flow';
import { createStepUpEffects, type StepUpEffectDeps } from './step-up.effects';
import { transitionStepUp } from './step-up.machine';
import type { StepUpEvent, StepUpState } from './step-up.types';

export type StepUpParts = LoadedEffects<StepUpState, StepUpEvent> & { transition: typeof transitionStepUp };

export function createStepUpParts(challenge: MfaChallenge, deps: StepUpEffectDeps): StepUpParts {
  return { ...createStepUpEffects(challenge, deps), transition: transitionStepUp };
}
