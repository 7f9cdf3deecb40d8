import type { KitConfig } from './config/kit-config';
import type { LoginMethodGroup } from './config/login-methods';
import type { Flow } from './flows/flow';
import type { OtpChannel, OtpEvent, OtpState } from './flows/otp/otp.types';
import type { LogoutOptions, RefreshSessionOptions, Session, SessionState } from './session/session-types';
import type { LoginKitError } from './errors';
import type { PasskeyEvent, PasskeyFlowOptions, PasskeyManager, PasskeyState } from './flows/passkey/passkey.types';
import type { LinkedWallet, WalletEvent, WalletState } from './flows/wallet/wallet.types';
import type { WalletAccount, WalletConnector, WalletDiscovery } from './wallets/wallet-types';
import type { LinkedOauthProvider, OauthEvent, OauthProvider, OauthState } from './flows/oauth/oauth.types';
import type { OauthFlowOptions } from './flows/oauth/oauth-flow-factory';
import type { AccountApi, MfaChallenge, MfaRequiredHandler } from './api/account-types';
import type { StepUpEvent, StepUpState } from './flows/step-up/step-up.types';
import type { AppProofOptions, AppProofResult, ExpectedProofObjects } from './proofs/app-proof-types';
import type { SignupWallet } from './transport/relay-types';
import type { CaptchaAdapter, CaptchaTokenSource } from './captcha/captcha-types';
import type { ReturningContacts } from './flows/otp/returning-contacts';
import type { LoginKitEvent } from './events/login-kit-events';
import type { MockRelayOption } from './config/mock-relay-option';
import type { SessionCookieOptions } from './session/check-session-cookie-options';

/** Uncompressed P-256 hex keys the kit trusts to sign what the service's enclaves produce. */
export interface TrustedKeys {
  signer: string;
  notarizer: string;
  tlsFetcher: string;
}

/**
 * The kit's options. The relay and the keys it pins come one of two ways: `authProxyUrl` and
 * `trustedKeys` (both defaulting to the service's production relay and keys), or, in development,
 * `mockRelay` alone, which sets both itself; the types (and `createLoginKit`) refuse a mix.
 */
export type LoginKitOptions = LoginKitCommonOptions & (LoginKitRelayOptions | LoginKitMockRelayOptions);

/** The relay the kit talks to and the enclave keys it pins (production, or your own relay). */
export interface LoginKitRelayOptions {
  /**
   * The relay (`{auth_proxy_url}`). Default: the service's production relay,
   * `https://authproxy.turnkey.com` (`productionAuthProxyUrl`); set it for the mock relay
   * (`http://127.0.0.1:8787`) or a relay of your own. `kit.options.authProxyUrl` is the one in use.
   */
  authProxyUrl?: string;
  /** Enclave keys to pin. Defaults to the production keys. */
  trustedKeys?: TrustedKeys;
  mockRelay?: undefined;
}

/** Development only: the mock relay, whose address and keys the kit wires itself (`mockRelay`). */
export interface LoginKitMockRelayOptions {
  /**
   * The mock relay, for development and tests: the URL of a running one
   * (`'http://127.0.0.1:8787'`, `npx loginkit-mock-relay`) or, in the page with no server, a loader
   * of `loginkit/mock-relay` (`() => import('loginkit/mock-relay')`). Before its first request the
   * kit fetches the relay's enclave keys (`GET /__mock/keys`) and its enclave root for app proofs,
   * and points social logins at its mock identity provider (unless `oauthEndpoints` or `appProofs`
   * say otherwise). Replaces `authProxyUrl` and `trustedKeys`, which it cannot be combined with.
   * Refused (`origin_not_allowed`, and a console error) in a page whose host is not local:
   * `localhost` (or a subdomain of it), `127.0.0.1` or `[::1]`.
   */
  mockRelay: MockRelayOption;
  authProxyUrl?: undefined;
  trustedKeys?: undefined;
}

/** Every option but the relay and its keys (`LoginKitRelayOptions` or `LoginKitMockRelayOptions`). */
export interface LoginKitCommonOptions {
  /**
   * The `X-Auth-Proxy-Config-Id` of your relay configuration (required). `createLoginKit` (and so
   * `<LoginKitProvider>` on its first render) throws `invalid_input` naming `authProxyConfigId` when
   * it is missing, empty, whitespace or a placeholder left from a guide (`'<your …>'`).
   */
  authProxyConfigId: string;
  /** Local narrowing of the relay's configuration (the server wins where they disagree). */
  otpChannels?: OtpChannel[];
  /** The login methods to show, in display order (default: the relay configuration's order); methods the relay does not offer are dropped. */
  methods?: LoginMethodGroup[];
  /** The social providers to offer, in display order (default: the relay configuration's order); providers the relay does not offer are dropped. */
  oauthProviders?: OauthProvider[];
  /**
   * The warning listing every difference between these local options and the relay's
   * configuration (one `console.warn` per configuration load): on in development builds
   * (`process.env.NODE_ENV !== 'production'` as your bundler sets it), off in production.
   * `true` forces it, `false` silences it.
   */
  warnings?: boolean;
  /** The main API (`{base_url}`). Default: `https://api.turnkey.com` when the relay is on turnkey.com, else the relay's origin (the mock relay serves both). */
  apiBaseUrl?: string;
  /** WebAuthn relying party id for passkeys (default: the page's hostname). */
  rpId?: string;
  /** Relying party name shown in the browser's passkey prompt (default: the app's name, `appName`, else the hostname). */
  rpName?: string;
  /**
   * The app's name: the modal's title ("Log in to …"), the passkey prompt's relying party name
   * (unless `rpName`), the name a code email or text is sent for. Turnkey's relay configuration has
   * no such member; a relay that sends one (the mock relay's `appName` setting, an extension) wins.
   * Default: none (the modal says "Log in"; codes name the page's hostname).
   */
  appName?: string;
  /**
   * The logo the modal shows above its title: an `https:` URL or a `data:image/…` URI (checked:
   * `invalid_input` naming `logoUrl` otherwise). Like `appName`, a relay that sends one wins.
   */
  logoUrl?: string;
  /**
   * Authorization endpoint per social provider (default: the providers' production endpoints).
   * Against the mock relay use `mockOauthEndpoints(authProxyUrl)`.
   */
  oauthEndpoints?: Partial<Record<OauthProvider, string>>;
  /**
   * Origins besides the page's own that the relay's `oauthRedirectUrl` may point to (e.g. a
   * dedicated `https://login.example.com` callback page). A redirect URL on any other origin is
   * refused (`config_invalid` naming `oauthRedirectUrl`) before a login window opens: the provider
   * would hand the person's login result to that origin.
   */
  oauthRedirectOrigins?: readonly string[];
  /** Per-request timeout in ms (default 15000). */
  timeoutMs?: number;
  /** Injected fetch (tests, in-process mock relay). Defaults to globalThis.fetch. */
  fetch?: typeof fetch;
  /** Called for non-fatal problems such as `storage_unavailable`. Defaults to a single console.warn in development. */
  onWarning?: (warning: LoginKitError) => void;
  /** IndexedDB factory (tests). Defaults to globalThis.indexedDB. */
  indexedDB?: IDBFactory;
  /** Milliseconds between OTP sends to one contact (default 30000); a relay's Retry-After wins. */
  resendCooldownMs?: number;
  /** Storage key prefix for persisted sessions (default `loginkit`). */
  storageKey?: string;
  /**
   * Refresh each session shortly before it expires (default true): `create_read_write_session`
   * stamped with the session's key, to a new key that replaces it. A failed refresh is reported
   * through `onWarning` and the session kept until it expires; it is not retried in a loop.
   */
  autoRefresh?: boolean;
  /** How long before expiry the refresh runs and `beforeSessionExpiry` is called (default 60; at most half a session's life). */
  refreshBeforeExpirySeconds?: number;
  /**
   * Called once per session (in each tab) `refreshBeforeExpirySeconds` before it expires, when it
   * will: autoRefresh is off, the session is read-only, or its refresh failed. A cue to log in again.
   */
  beforeSessionExpiry?: (session: Session) => void;
  /** Called once per session (in each tab) when it expires: in this tab, in another, or while the page was closed. */
  onSessionExpired?: (session: Session) => void;
  /**
   * An HD wallet every new account gets at signup (signup_v2 `wallet`, created with the
   * sub-organization), e.g. one Ethereum account. Its addresses come back with app proofs.
   */
  signupWallet?: SignupWallet;
  /**
   * External wallets the page's discovery cannot find (EIP-6963, `window.ethereum` and the Wallet
   * Standard are read by the kit), e.g. your own WalletConnect bridge: listed after the discovered
   * ones, in this order. Each implements `WalletConnector` (`loginkit/core`); its `id` must be unique.
   * Checked when discovery starts (the first `loadWallets`, e.g. the modal offering wallets): a bad
   * one fails it with `invalid_input` naming `walletConnectors[i].<member>`.
   */
  walletConnectors?: readonly WalletConnector[];
  /** Checking app proofs and their boot proof (default: on, against the AWS Nitro root); see docs/app-proofs.md. */
  appProofs?: AppProofOptions;
  /**
   * Called with the outcome of each signup's app proofs once its session is established:
   * `verified`, `invalid` (with a `proof_invalid` error; the user stays logged in, the app
   * decides) or `absent` (the service returned none).
   */
  onAppProofs?: (result: AppProofResult) => void;
  /**
   * Called when an account API operation's activity waits on the user's MFA (an MFA policy
   * applies: protocol.md section 14). Resolve with what the call should resolve with — typically
   * `stepUpOutcome(kit.createStepUpFlow(challenge))` while a UI drives the flow: `completed` with
   * the operation's result, `rejected`, or the challenge itself (left waiting). Without it the call
   * resolves with the `mfaRequired` challenge.
   */
  onMfaRequired?: MfaRequiredHandler;
  /**
   * Bot protection (protocol.md section 15). The kit reads `wallet_kit_client_params` with the
   * configuration; when the relay publishes a captcha site key, the code and signup requests carry a
   * token (`X-Captcha-Token`) from the widget the modal shows, or from the source an app registers
   * (`setCaptchaTokenSource`, `useCaptcha`). Default: Cloudflare Turnstile (`turnstileCaptcha()`,
   * loaded only with a site key); another adapter (hCaptcha, reCAPTCHA, the mock relay's test widget
   * through `turnstileCaptcha({ scriptUrl })`); `false`: never asked for, never sent.
   */
  captcha?: CaptchaAdapter | false;
  /**
   * Remember on this browser which contacts logged in with a code (default `true`): a SHA-256
   * digest per contact, scoped to this relay configuration and organization, never the address or
   * number; the 8 most recent, kept after logout, in localStorage under `<storageKey>:returning-contacts`
   * (in memory where storage is blocked). A remembered contact's next code login skips the account
   * lookup: 2 relay calls after the last digit instead of 3. `false`: nothing is read or written,
   * and every code login looks the account up. A `ReturningContacts` store keeps the digests
   * elsewhere (`memoryReturningContacts()`: for the page's life only).
   */
  rememberReturningContacts?: boolean | ReturningContacts;
  /**
   * Keep a short-lived cookie for server-rendered pages (off by default): the session JWT (or a
   * stamped whoami) and a stamp by the session key over the page's origin and the time it was
   * written, rewritten every third of `maxAgeSeconds` (default 300) while the page is open and
   * deleted at logout; `verifySessionCookie` (loginkit/server) reads it in a server component or
   * middleware. It proves a recent page of this session, not a request: docs/server.md.
   */
  sessionCookie?: boolean | SessionCookieOptions;
}

/** The framework-free client that every React hook and UI screen goes through. */
export interface LoginKit {
  /** The options it was created with, `authProxyUrl` resolved (the production relay when left out, the mock relay's with `mockRelay`). */
  readonly options: Readonly<LoginKitCommonOptions & { authProxyUrl: string; trustedKeys?: TrustedKeys; mockRelay?: MockRelayOption }>;
  /**
   * Loads wallet_kit_config once (cached; concurrent calls share one request). `signal` ends this
   * caller's wait (the load goes on for the others); `reload` ends a load still under way (a
   * stalled relay) and asks anew — a loaded configuration is kept.
   */
  loadConfig(options?: { signal?: AbortSignal; reload?: boolean }): Promise<KitConfig>;
  /** A new OTP login flow, driven by `send(event)`; `invalidateExisting` logs the user out everywhere else (otp_login_v2). */
  createOtpFlow(config: KitConfig, initial?: { channel?: OtpChannel; contact?: string; invalidateExisting?: boolean }): Flow<OtpState, OtpEvent>;
  /**
   * A new passkey login/signup flow. Send `login` / `createPasskey` from the click handler itself.
   * `invalidateExisting`: a login revokes the user's other session keys (create_read_write_session).
   */
  createPasskeyFlow(config: KitConfig, options?: PasskeyFlowOptions): Flow<PasskeyState, PasskeyEvent>;
  /** The logged-in user's passkeys (list, add, remove); fails with `session_expired` when signed out. */
  readonly passkeys: PasskeyManager;
  /**
   * A new external-wallet login/signup flow (protocol.md section 13). Send `select` with one of
   * `loadWallets()`' wallets; `invalidateExisting`: the login revokes the user's other session keys.
   */
  createWalletFlow(config: KitConfig, options?: { invalidateExisting?: boolean }): Flow<WalletState, WalletEvent>;
  /**
   * The external wallets on the page (EIP-6963, a lone `window.ethereum`, Wallet Standard Solana
   * wallets), found from the first call on (one discovery per client; its code loads then).
   * Wallets that arrive later are added to it.
   */
  loadWallets(): Promise<WalletDiscovery>;
  /** The logged-in user's linked external wallets (API keys on secp256k1 / Ed25519); `session_expired` when signed out. */
  listLinkedWallets(): Promise<LinkedWallet[]>;
  /**
   * Links a wallet to the logged-in user (`create_api_keys` with the wallet's key): connects, and
   * for Ethereum asks one signature (the key is only known from one). A wallet already linked to
   * any account is `already_exists`.
   */
  linkWallet(walletId: string, account?: WalletAccount): Promise<LinkedWallet>;
  /**
   * A new social login flow (or, with `{intent: 'link'}`, linking a provider to the logged-in
   * user). It prepares the session key and PKCE values as it is created; send `signIn` / `link` /
   * `retry` from the click handler itself so the popup opens with the user's gesture.
   */
  createOauthFlow(config: KitConfig, options?: OauthFlowOptions): Flow<OauthState, OauthEvent>;
  /**
   * Completes a social login that came back to this page by full-page redirect (or, in the login
   * popup, hands the answer to the opener). Without `url` it reads the page's address once and
   * caches the outcome (the React provider calls it on mount); `undefined` when the address holds
   * no provider answer.
   */
  completeOauthRedirect(url?: string): Promise<OauthState | undefined>;
  /** The logged-in user's linked social logins; `session_expired` when signed out. */
  listLinkedOauthProviders(): Promise<LinkedOauthProvider[]>;
  /**
   * Every operation of the main API for the logged-in user (the user, API keys, policies, MFA
   * policies, private keys and their export, session profiles, IP allowlists, webhook endpoints,
   * and the reads), stamped with the session's key: `(await kit.account()).updateUser({...})`.
   * Its code loads on the first call (the page's initial JavaScript stays as it is); its methods
   * fail with `session_expired` when signed out.
   */
  account(): Promise<AccountApi>;
  /**
   * A step-up for an activity an MFA policy holds (an account API call's `mfaRequired` outcome):
   * proves the policy's remaining steps with the methods usable here (passkey, a code to the
   * account's own email or phone, a linked social login, this session), then reads the
   * operation's result — or rejects the activity. Its code loads as it is created (`preparing`
   * runs then); send `choose` and `retry` from the click handler itself (a prompt or popup opens).
   * A challenge this kit's account API did not hand out is `invalid_input` naming `challenge`.
   */
  createStepUpFlow(challenge: MfaChallenge): Flow<StepUpState, StepUpEvent>;
  /**
   * Registers who completes an account call an MFA policy holds, when the `onMfaRequired` option
   * is not given (that one always wins): `<StepUpDialog>` (loginkit/ui) registers itself while it is
   * mounted. `undefined`, or calling the returned function, unregisters it; without a handler such
   * a call resolves with the `mfaRequired` challenge. The last registered handler is used.
   */
  setMfaHandler(handler: MfaRequiredHandler | undefined): () => void;
  /**
   * Registers who gives captcha tokens (protocol.md section 15): asked right before each otp_init_v2
   * and signup_v2, while the configuration has a `captchaSiteKey`, by every flow (code login, social,
   * passkey and wallet signups, step-ups, contact changes). The modal registers its widget while it is
   * open; a headless app registers its own (`useCaptcha` does it). The latest registered source
   * still registered is used (a step-up dialog's over an account panel's, the panel's again once
   * the dialog closes); calling the returned function unregisters it, `undefined` unregisters every
   * source. Without a source requests go without a token, and the relay decides (`captcha_required`).
   */
  setCaptchaTokenSource(source: CaptchaTokenSource | undefined): () => void;
  /** The latest signup's app proof outcome (undefined until one is checked; see `onAppProofs`). */
  getAppProofs(): AppProofResult | undefined;
  /** Fires when a new app proof outcome is available. */
  subscribeAppProofs(listener: () => void): () => void;
  /**
   * Checks app proofs of anything else, e.g. an activity's `appProofs` (submitted with
   * `generateAppProofs`): signatures, what they name, and their boot proof (fetched with the
   * active session's key). `session_expired` when signed out.
   */
  verifyAppProofs(proofs: readonly unknown[] | undefined, expected: ExpectedProofObjects): Promise<AppProofResult>;
  /**
   * `fetch` to your own backend as the logged-in user: the request carries the session JWT (or, for
   * a session without one, a stamped `whoami` for the backend to forward to the service) and a
   * stamp by the session's key over its method, origin, path and query, body hash, time and a
   * nonce, which `verifySessionRequest` (`loginkit/server`) checks. `session_expired` when signed
   * out. Uses the page's `fetch` (not the `fetch` option, which reaches the relay). docs/server.md.
   */
  fetchWithSession(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** The request `fetchWithSession` would send, signed, for another HTTP client (send it as is: the stamp covers its body). */
  signRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Request>;
  /** The current session state; `subscribe` fires on login, logout, expiry and other tabs' changes. */
  getSessionState(): SessionState;
  /** Calls `listener` on each change of the session state (or of the sessions held), with the state and the one before. */
  subscribeSession(listener: (state: SessionState, previous: SessionState) => void): () => void;
  /**
   * App-wide events: `login` (with `isNewUser`, and `restored` for a session read from storage or
   * made in another tab), `logout` (with its reason), and `error` for each error a login flow shows.
   */
  subscribeEvents(listener: (event: LoginKitEvent) => void): () => void;
  /** Restores a persisted session (called once by the provider). */
  restoreSession(): Promise<SessionState>;
  /**
   * Logs out of the active session (or the one `publicKey` names, or `all`): forgets it, deletes
   * its key, tells other tabs. Other sessions stay held (`switchSession`).
   */
  logout(options?: LogoutOptions): Promise<void>;
  /** Every session held in this browser, one per user, the active one included (same array until a change). */
  listSessions(): readonly Session[];
  /** Makes another held session the active one; `session_expired` when it has expired or lost its key. */
  switchSession(publicKey: string): Promise<void>;
  /** Replaces the active session by a new one now (a new key; the old key is deleted); `session_expired` when signed out. */
  refreshSession(options?: RefreshSessionOptions): Promise<Session>;
  /** Revokes the user's session keys everywhere else (`refreshSession({ invalidateExisting: true })`); this browser stays logged in. */
  logoutOtherDevices(): Promise<Session>;
  /** Stops timers and channels. */
  dispose(): void;
}
