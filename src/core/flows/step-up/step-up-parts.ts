/**
 * The step-up's machine and effects as one lazily loaded chunk (`kit.createStepUpFlow` loads it
 * as the flow is created): none of it is in the page's initial JavaScript.
 */
import type { MfaChallenge } from '../../api/account-types';
import type { LoadedEffects } from '../lazy-effect-flow';
import type { OauthDeps } from '../oauth/oauth-deps';
import { createStepUpEffects, type StepUpEffectDeps } from './step-up.effects';
import { transitionStepUp } from './step-up.machine';
import type { StepUpEvent, StepUpState } from './step-up.types';

export type StepUpParts = LoadedEffects<StepUpState, StepUpEvent> & { transition: typeof transitionStepUp };

/** What the kit has for the step-up beyond its social login's deps (client.ts passes those as they are, to stay small). */
export type StepUpKitDeps = Pick<StepUpEffectDeps, 'trustedKeys' | 'passkeyCrypto' | 'relyingParty' | 'loadConfig' | 'resendCooldownMs'>;

export function createStepUpParts(challenge: MfaChallenge, kit: OauthDeps, more: StepUpKitDeps): StepUpParts {
  const deps: StepUpEffectDeps = {
    ...more,
    api: kit.api,
    relay: kit.relay,
    keys: kit.keys,
    currentSession: () => kit.currentSession?.(),
    now: kit.now,
    oauth: { ...(kit.window === undefined ? {} : { window: kit.window }), ...(kit.endpoints === undefined ? {} : { endpoints: kit.endpoints }), ...(kit.redirectOrigins === undefined ? {} : { redirectOrigins: kit.redirectOrigins }) },
  };
  return { ...createStepUpEffects(challenge, deps), transition: transitionStepUp };
}
