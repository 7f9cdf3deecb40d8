import type { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';

/** The social login providers the kit supports, as `wallet_kit_config` names them. */
export type OauthProvider = 'google' | 'apple' | 'x' | 'discord';

/** `login`: log in or sign up with the provider. `link`: add the provider to the logged-in user. */
export type OauthIntent = 'login' | 'link';

/**
 * Every state of the social login (and of linking a provider to the logged-in user). The popup is
 * opened from the click itself (`signIn`/`link`/`retry` are sent from the click handler), so the
 * browser keeps the user activation; a blocked popup falls back to a full-page redirect.
 */
export type OauthState =
  /** Choosing a provider. `error` is set after a refused choice (`method_disabled`) or a refused return (`oauth_state_mismatch`). */
  | { status: 'idle'; error?: LoginKitError }
  /** The provider's popup is open; the UI offers "popup blocked? continue in this tab" (`continueInTab`). */
  | { status: 'authorizing'; provider: OauthProvider; intent: OauthIntent }
  /** The page is leaving for the provider (full-page redirect); the flow completes on return. */
  | { status: 'redirecting'; provider: OauthProvider; intent: OauthIntent }
  /** The provider answered; the relay is exchanging the token for an account and a session. */
  | { status: 'completing'; provider: OauthProvider; intent: OauthIntent }
  /**
   * The attempt failed: `popup_closed`, `timeout`, `popup_blocked`, `oauth_state_mismatch`,
   * `oauth_nonce_mismatch`, `oauth_provider_error` (details: `providerError`,
   * `providerErrorDescription`), network or relay errors. `retry` opens the popup again.
   */
  | { status: 'failed'; provider: OauthProvider; intent: OauthIntent; error: LoginKitError }
  | { status: 'success'; provider: OauthProvider; intent: 'login'; session: Session; isNewUser: boolean }
  /** The provider was added to the logged-in user. */
  | { status: 'linked'; provider: OauthProvider; intent: 'link'; providerIds: string[] };

export type OauthStatus = OauthState['status'];

export type OauthEvent =
  // user actions (`signIn`, `link` and `retry` must be sent from the click handler itself)
  | { type: 'signIn'; provider: OauthProvider }
  | { type: 'link'; provider: OauthProvider }
  | { type: 'continueInTab' }
  | { type: 'retry' }
  | { type: 'back' }
  /** Stops waiting on the relay (`completing`): back to `idle`, with no error; its requests are aborted. */
  | { type: 'cancel' }
  // effect results
  | { type: 'popupBlocked' }
  | { type: 'authorized' }
  | { type: 'authFailed'; error: LoginKitError }
  | { type: 'loggedIn'; session: Session; isNewUser: boolean }
  | { type: 'linked'; providerIds: string[] };

/** Rules the machine applies; they come from wallet_kit_config. */
export interface OauthRules {
  /** Providers offered, in the server's order. */
  providers: readonly OauthProvider[];
}

/** An OAuth provider linked to a user (spec section 2's OAuth provider read object, the fields the kit uses). */
export interface LinkedOauthProvider {
  providerId: string;
  providerName: string;
  issuer: string;
  audience: string;
  subject: string;
}
