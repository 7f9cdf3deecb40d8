import type { OauthEndpoints } from '../../oauth/authorize-url';
import type { OauthWindow } from '../../oauth/oauth-window';
import type { Session } from '../../session/session-types';
import type { KeyStore } from '../../storage/key-store';
import type { ApiClient } from '../../transport/api-client';
import type { RelayClient } from '../../transport/relay-client';
import type { LinkedOauthProvider } from './oauth.types';

/** What the social login needs from the client (the lead wires these in client.ts). */
export interface OauthDeps {
  relay: RelayClient;
  /** The main API: the login's session key confirms with it that the user holds this social identity. */
  api: ApiClient;
  keys: KeyStore;
  /** The pinned notarizer key (uncompressed, bytes or hex) that signs session JWTs. */
  trustedKeys: { notarizer: Uint8Array | string };
  /** Stores the new session and makes it the active one. */
  establishSession: (session: Session) => Promise<void>;
  now: () => number;
  /** The browser window (open, location, history, sessionStorage, messages). Default: globalThis, looked up when used. */
  window?: OauthWindow;
  /** Authorization endpoints (the `oauthEndpoints` option); default: the providers' production endpoints. */
  endpoints?: Partial<OauthEndpoints>;
  /** Origins besides the page's that the relay's `oauthRedirectUrl` may point to (the `oauthRedirectOrigins` option). */
  redirectOrigins?: readonly string[];
  /** How long the popup may stay open (default 5 minutes). */
  popupTimeoutMs?: number;
  /** How often the popup is checked (default 250 ms). */
  popupPollMs?: number;
  /** How old a pending redirect login may be on return (default 30 minutes). */
  redirectMaxAgeMs?: number;
  /** The logged-in session (for linking). */
  currentSession?: () => Session | undefined;
  /** Main API `create_oauth_providers` (V2) for the logged-in user. */
  createOauthProviders?: (userId: string, providers: { providerName: string; oidcToken: string }[]) => Promise<{ providerIds: string[] }>;
  /** The logged-in user's linked providers. */
  listOauthProviders?: (userId: string) => Promise<LinkedOauthProvider[]>;
}
