import type { KitConfig } from '../../config/kit-config';
import type { Flow } from '../flow';
import { createLazyEffectFlow } from '../lazy-effect-flow';
import type { OauthFlowOptions } from './oauth-flow-factory';
import { initialOauthState, transitionOauth } from './oauth.machine';
import type { OauthDeps } from './oauth-deps';
import type { OauthEvent, OauthRules, OauthState } from './oauth.types';

/**
 * The client's social login flow, its effects (most of the social login's code) in a chunk of
 * their own. A click that comes before they arrive opens the popup late, outside the click; a
 * browser that blocks it gets the redirect fallback. `createOauthFlowFactory` is the same flow
 * with the effects bundled in.
 */
export function createLazyOauthFlow(deps: OauthDeps, config: KitConfig, options: OauthFlowOptions = {}): Flow<OauthState, OauthEvent> {
  const rules: OauthRules = { providers: config.oauthProviders ?? [] };
  return createLazyEffectFlow({
    initial: options.initial ?? initialOauthState(),
    transition: (state: OauthState, event: OauthEvent) => transitionOauth(state, event, rules),
    load: () =>
      import('./oauth.effects').then(({ createOauthEffects }) =>
        createOauthEffects(deps, {
          providers: rules.providers,
          clientIds: config.oauthClientIds ?? {},
          ...(config.oauthRedirectUrl === undefined ? {} : { redirectUrl: config.oauthRedirectUrl }),
          prepare: options.intent ?? 'login',
          ...(options.invalidateExisting === true ? { invalidateExisting: true } : {}),
        }),
      ),
    loadFailed: (error): OauthEvent => ({ type: 'authFailed', error }),
  });
}
