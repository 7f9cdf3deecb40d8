import type { KitConfig } from '../../config/kit-config';
import { createMachineFlow, type Flow } from '../flow';
import { initialOauthState, transitionOauth } from './oauth.machine';
import type { OauthDeps } from './oauth-deps';
import { createOauthEffects } from './oauth.effects';
import type { OauthEvent, OauthIntent, OauthRules, OauthState } from './oauth.types';

export interface OauthFlowOptions {
  /**
   * What the flow prepares as it is created: `login` (default) makes the session key K for a
   * social login; `link` prepares only PKCE and state (the logged-in session's key is used).
   */
  intent?: OauthIntent;
  /** Start in this state, e.g. the result of `completeOauthRedirect` so the modal can show it. */
  initial?: OauthState;
  /**
   * A login revokes the user's session keys on every other device (oauth_login
   * `invalidateExisting`). Kept with the pending login, so it also holds after a full-page redirect.
   */
  invalidateExisting?: boolean;
}

/**
 * The social login flow for the lead's client wiring: `createOauthFlowFactory(deps)(config)` is
 * a new flow, created when the modal opens (that is when K and the PKCE values are prepared).
 * Send `signIn`/`link`/`retry` from the click handler itself: the popup opens inside `send`.
 */
export function createOauthFlowFactory(deps: OauthDeps): (config: KitConfig, options?: OauthFlowOptions) => Flow<OauthState, OauthEvent> {
  return (config, options = {}) => {
    const rules: OauthRules = { providers: config.oauthProviders ?? [] };
    const effects = createOauthEffects(deps, {
      providers: rules.providers,
      clientIds: config.oauthClientIds ?? {},
      ...(config.oauthRedirectUrl === undefined ? {} : { redirectUrl: config.oauthRedirectUrl }),
      prepare: options.intent ?? 'login',
      ...(options.invalidateExisting === true ? { invalidateExisting: true } : {}),
    });
    return createMachineFlow<OauthState, OauthEvent>({
      initial: options.initial ?? initialOauthState(),
      transition: (state, event) => transitionOauth(state, event, rules),
      effect: effects.run,
      onDispose: () => void effects.dispose(),
    });
  };
}
