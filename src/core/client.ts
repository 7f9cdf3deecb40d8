import { checkAuthProxyConfigId } from './config/check-auth-proxy-config-id';
import { setUpMockRelay } from './config/mock-relay-option';
import { productionAuthProxyUrl } from './config/production-auth-proxy-url';
import { isSafeLogoUrl } from './config/safe-logo-url';
import type { KitConfig } from './config/kit-config';
import { passkeySupportNow } from './crypto/passkey-support';
import { checkTrustedKeysFormat, productionTrustedKeys } from './crypto/trusted-keys';
import { checkHints, checkRpId } from './crypto/webauthn-options';
import { checkRedirectOrigins } from './oauth/check-redirect-origins';
import { LoginKitError, invalidInput, toLoginKitError } from './errors';
import type { Flow } from './flows/flow';
import { initialOtpState, transitionOtp } from './flows/otp/otp.machine';
import type { OtpEvent, OtpRules, OtpState } from './flows/otp/otp.types';
import type { ReturningContacts } from './flows/otp/returning-contacts';
import { createPasskeyCryptoLoader } from './flows/passkey/passkey-crypto-loader';
import { createLazyEffectFlow } from './flows/lazy-effect-flow';
import { initialPasskeyState, transitionPasskey } from './flows/passkey/passkey.machine';
import type { PasskeyEvent, PasskeyState } from './flows/passkey/passkey.types';
import type { LoginKit, LoginKitOptions } from './login-kit';
import { createLazyOauthFlow } from './flows/oauth/lazy-oauth-flow';
import type { OauthDeps } from './flows/oauth/oauth-deps';
import type { OauthState } from './flows/oauth/oauth.types';
import { parseOauthCallback } from './oauth/oauth-callback';
import { createLazyPasskeyManager } from './passkeys/lazy-passkey-manager';
import type { AccountApi, MfaRequiredHandler } from './api/account-types';
import type { Session } from './session/session-types';
import { checkSessionCookieOptions } from './session/check-session-cookie-options';
import { createSessionManager } from './session/session-manager';
import { createKeyStore } from './storage/key-store';
import { createSessionStore } from './storage/session-store';
import { createLazyApiClient, type LazyApiClient } from './transport/lazy-api-client';
import { createHttpClient } from './transport/http';
import { createLazyRelayClient, type LazyRelayClient } from './transport/lazy-relay-client';
import { withAppProofs } from './proofs/with-app-proofs';
import { requireBaseUrl } from './transport/validate';
import type { WalletClient } from './wallets/wallet-client';
import type { WalletEvent, WalletState } from './flows/wallet/wallet.types';
import type { StepUpFlowRegistry } from './flows/step-up/create-step-up-flow';
import type { CaptchaTokenSource } from './captcha/captcha-types';
import { createLoginKitEvents } from './events/login-kit-events';

const defaultResendCooldownMs = 30_000;

/**
 * The main API's default: Turnkey's API when the relay is Turnkey's auth proxy, else the relay's
 * own origin (the mock relay serves the main API too).
 */
export function defaultApiBaseUrl(authProxyUrl: string): string {
  const relay = new URL(requireBaseUrl(authProxyUrl, 'authProxyUrl'));
  const host = relay.hostname.toLowerCase();
  return host === 'turnkey.com' || host.endsWith('.turnkey.com') ? 'https://api.turnkey.com' : relay.origin;
}

function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(field, 'must be a non-empty string');
  return value;
}

/**
 * Fetches the code of the login methods the configuration offers, in the background, so their
 * flows are ready when a modal opens (a click must find them loaded to keep its gesture).
 */
function prefetchMethods(config: KitConfig, api: LazyApiClient, relay: LazyRelayClient): void {
  const ignore = (): undefined => undefined;
  relay.preload().catch(ignore);
  if (config.showPasskey) api.preload().catch(ignore);
  if ((config.oauthProviders ?? []).length > 0) import('./flows/oauth/oauth.effects').catch(ignore);
  if (config.showPasskey) import('./flows/passkey/passkey.effects').catch(ignore);
}

/** The returning-contact hints `rememberReturningContacts` asks for: this browser's (true, the default), none (false), or the app's store. */
function returningContactsOption(value: unknown): boolean | ReturningContacts {
  if (value === undefined || value === true) return true;
  if (value === false) return false;
  const store = value as Partial<ReturningContacts> | null;
  if (typeof store?.has !== 'function' || typeof store.remember !== 'function' || typeof store.forget !== 'function') {
    throw invalidInput('rememberReturningContacts', 'must be a boolean or a store with has(), remember() and forget()');
  }
  return value as ReturningContacts;
}

/** Wires the framework-free client together: one per app (the React provider makes it). */
export function createLoginKit(given: LoginKitOptions): LoginKit {
  if (typeof given !== 'object' || given === null) throw invalidInput('options', 'expected an object');
  const authProxyConfigId = checkAuthProxyConfigId(given.authProxyConfigId);
  // Development: the mock relay sets the relay's address, keys and fetch itself (its keys load
  // before the first request, and the session's restore waits for them).
  const mock = given.mockRelay === undefined ? undefined : setUpMockRelay(given);
  const options = mock?.options ?? given;
  const authProxyUrl = options.authProxyUrl ?? productionAuthProxyUrl;
  const trustedKeys = mock ? mock.options.trustedKeys : checkTrustedKeysFormat(options.trustedKeys ?? productionTrustedKeys);
  const restoreSessions = (): ReturnType<LoginKit['restoreSession']> => (mock ? mock.ready().then(() => sessions.restore()) : sessions.restore());
  const captchaOption: unknown = options.captcha;
  if (captchaOption !== undefined && captchaOption !== false && typeof (captchaOption as { render?: unknown } | null)?.render !== 'function') {
    throw invalidInput('captcha', 'must be an adapter with render() (turnstileCaptcha()) or false');
  }
  const warned = new Set<string>();
  const onWarning = (warning: LoginKitError): void => {
    if (options.onWarning) return options.onWarning(warning);
    if (warned.has(warning.code)) return;
    warned.add(warning.code);
    // The one place core prints: a warning the app did not ask to handle itself.
    // eslint-disable-next-line no-console
    console.warn(`[loginkit] ${warning.code}: ${warning.message}`);
  };

  const http = createHttpClient({ fetch: options.fetch, timeoutMs: options.timeoutMs });
  const api = createLazyApiClient({ baseUrl: options.apiBaseUrl ?? defaultApiBaseUrl(authProxyUrl), http });
  const keys = createKeyStore({ indexedDB: options.indexedDB, onWarning });
  // Each signup's app proofs are checked once its session is established (proofs/).
  // Code sends and signups (otp_init_v2, signup_v2) carry a captcha token from the registered source
  // while the relay publishes a site key (protocol.md section 15); the relay client asks for it.
  // Registered sources, the latest last: a step-up dialog's widget over an account panel's takes
  // the requests while it is open, and the panel's again once it closes.
  const captchaSources: CaptchaTokenSource[] = [];
  const lazyRelay = createLazyRelayClient({
    authProxyUrl,
    configId: authProxyConfigId,
    http,
    captchaToken: (request) => (loadedConfig?.captchaSiteKey === undefined ? undefined : captchaSources.at(-1)?.(request)),
  });
  const appProofs = withAppProofs(lazyRelay, {
    options: options.appProofs,
    signupWallet: options.signupWallet,
    onAppProofs: options.onAppProofs,
    api,
    keys,
    now: Date.now,
    activeSession: () => sessions.active(),
    subscribeSession: (listener) => sessions.subscribe(listener),
  });
  const relay = appProofs.relay;
  const rpIdOption = options.rpId === undefined ? undefined : checkRpId(options.rpId);
  const redirectOrigins = checkRedirectOrigins(options.oauthRedirectOrigins);
  const rpNameOption = optionalText(options.rpName, 'rpName');
  // The configuration's extension members, from the kit's own options (protocol.md section 11).
  const appNameOption = optionalText(options.appName, 'appName');
  const logoUrlOption = optionalText(options.logoUrl, 'logoUrl');
  if (logoUrlOption !== undefined && !isSafeLogoUrl(logoUrlOption)) throw invalidInput('logoUrl', 'must be an https: URL or a data:image/ URI');
  const store = createSessionStore({ key: `${options.storageKey ?? 'loginkit'}:sessions`, onWarning });
  const sessions = createSessionManager({
    store,
    keys,
    get notarizerKey() {
      return trustedKeys.notarizer;
    },
    // The refresh code (and the account API it uses) loads when a refresh is due.
    refresh: (session, refreshOptions) =>
      import('./session/session-refresh').then(({ refreshSession }) =>
        refreshSession({ api, keys, trustedKeys, now: Date.now, lifetimeSeconds: () => loadConfig().then((kitConfig) => kitConfig.sessionExpirationSeconds) }, session, refreshOptions),
      ),
    autoRefresh: options.autoRefresh,
    refreshBeforeExpirySeconds: options.refreshBeforeExpirySeconds,
    beforeExpiry: options.beforeSessionExpiry,
    onExpired: options.onSessionExpired,
    onWarning,
  });
  // App-wide events (the provider's onLogin, onLogout, onError): logins as the login flows report
  // them, restored sessions and logouts from the session state.
  const events = createLoginKitEvents(sessions);
  const establishSession = (session: Session): Promise<void> => {
    events.establishing(session);
    return sessions.establish(session);
  };
  const resendCooldownMs = options.resendCooldownMs ?? defaultResendCooldownMs;
  const returningContacts = returningContactsOption(options.rememberReturningContacts);
  /** This browser's hint store, made once (its code comes with the code login's, not up front). */
  let localHints: Promise<ReturningContacts | undefined> | undefined;
  const returningContactsStore = (): Promise<ReturningContacts | undefined> => {
    if (returningContacts !== true) return Promise.resolve(returningContacts === false ? undefined : returningContacts);
    localHints ??= import('./flows/otp/returning-contacts').then(
      ({ localReturningContacts }) => localReturningContacts(`${options.storageKey ?? 'loginkit'}:returning-contacts`),
      () => {
        localHints = undefined; // not loaded: this login looks the account up, the next one tries again
        return undefined;
      },
    );
    return localHints;
  };

  /** The load under way or done, shared by every caller; `stop` aborts its request. */
  let config: { promise: Promise<KitConfig>; stop: () => void; loaded?: true } | undefined;
  let loadedConfig: KitConfig | undefined;
  const loadConfig = (call: { signal?: AbortSignal; reload?: boolean } = {}): Promise<KitConfig> => {
    // Try again on a load still under way (a stalled relay): end it and ask anew.
    if (call.reload === true && config !== undefined && config.loaded !== true) {
      config.stop();
      config = undefined;
    }
    if (config === undefined) {
      const controller = new AbortController();
      const signal = { signal: controller.signal };
      // Beside the configuration, not after it: the captcha site key (protocol.md section 15). A
      // relay without the endpoint, or a failed answer, means no captcha.
      const clientParams =
        options.captcha === false ? Promise.resolve(undefined) : lazyRelay.walletKitClientParams(signal).then((params) => params.turnstileSiteKey, () => undefined);
      // The configuration's readers load in parallel with the requests (config-readers.ts).
      const promise: Promise<KitConfig> = Promise.all([relay.walletKitConfig(signal), clientParams, import('./config/config-readers')]).then(
        ([response, captchaSiteKey, { toKitConfig, warnConfigDifferences }]) => {
          const local = { otpChannels: options.otpChannels, methods: options.methods, oauthProviders: options.oauthProviders, appName: appNameOption, logoUrl: logoUrlOption };
          // `response` is checked already (the relay client's walletKitConfig reads it).
          const merged = toKitConfig(response, local);
          if (captchaSiteKey !== undefined) merged.config.captchaSiteKey = captchaSiteKey;
          warnConfigDifferences(merged.differences, options.warnings);
          loadedConfig = merged.config;
          if (config?.promise === promise) config.loaded = true;
          prefetchMethods(merged.config, api, lazyRelay);
          return merged.config;
        },
        (error: unknown) => {
          if (config?.promise === promise) config = undefined; // a failed load may be retried
          throw error;
        },
      );
      config = { promise, stop: () => controller.abort() };
    }
    const { promise } = config;
    const signal = call.signal;
    if (signal === undefined) return promise;
    // The caller stops waiting; the load goes on for the others (a remount is not a Try again).
    return new Promise<KitConfig>((resolve, reject) => {
      const abort = (): void => reject(new LoginKitError('network', 'Loading the configuration was cancelled', { cause: signal.reason, details: { aborted: true } }));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  };

  const createOtpFlow = (kitConfig: KitConfig, initial?: Parameters<LoginKit['createOtpFlow']>[1]): Flow<OtpState, OtpEvent> => {
    const rules: OtpRules = {
      channels: kitConfig.otpChannels,
      otpLength: kitConfig.otpLength,
      otpAlphanumeric: kitConfig.otpAlphanumeric,
      resendCooldownMs,
    };
    // The effects (the protocol, the checks of what the relay answers) load as the flow is created
    // (the modal opening), long before a code is sent; the machine runs at once.
    return createLazyEffectFlow({
      initial: initialOtpState(rules, initial),
      transition: (state: OtpState, event: OtpEvent) => transitionOtp(state, event, rules),
      load: () =>
        Promise.all([import('./flows/otp/otp.effects'), returningContactsStore()]).then(([{ createOtpEffects }, hints]) =>
          createOtpEffects({
            relay,
            keys,
            trustedKeys,
            resendCooldownMs,
            now: Date.now,
            establishSession,
            invalidateExisting: initial?.invalidateExisting,
            // Digests scoped to this relay configuration and organization: two apps on one origin do not mix.
            ...(hints === undefined ? {} : { returningContacts: { store: hints, scope: [options.authProxyConfigId, kitConfig.organizationId] } }),
          }),
        ),
      loadFailed: (error, state): OtpEvent =>
        state.status === 'verifying' ? { type: 'verifyFailed', error, now: Date.now() } : { type: 'sendFailed', error, now: Date.now() },
    });
  };

  /** The WebAuthn relying party, resolved when a passkey is used (the page's host name by default). */
  const relyingParty = (appName?: string): { rpId: string; rpName: string } => {
    const hostname = (globalThis as { location?: { hostname?: string } }).location?.hostname;
    const rpId = rpIdOption ?? (hostname ? checkRpId(hostname) : undefined);
    if (rpId === undefined) throw invalidInput('rpId', 'required outside a browser page: the host name passkeys are registered for');
    return { rpId, rpName: rpNameOption ?? appName ?? loadedConfig?.appName ?? rpId };
  };
  const passkeyCrypto = createPasskeyCryptoLoader();

  const createPasskeyFlow = (kitConfig: KitConfig, flowOptions?: Parameters<LoginKit['createPasskeyFlow']>[1]): Flow<PasskeyState, PasskeyEvent> => {
    const rules = { now: Date.now };
    const hints = checkHints(flowOptions?.hints);
    // The effects (most of the passkey code) load in the background, like the social login's.
    return createLazyEffectFlow({
      initial: initialPasskeyState(passkeySupportNow()),
      transition: (state: PasskeyState, event: PasskeyEvent) => transitionPasskey(state, event, rules),
      load: () =>
        import('./flows/passkey/passkey.effects').then(({ createPasskeyEffects }) =>
          createPasskeyEffects({
            api,
            relay,
            keys,
            crypto: passkeyCrypto,
            organizationId: kitConfig.organizationId,
            sessionExpirationSeconds: kitConfig.sessionExpirationSeconds,
            relyingParty: () => relyingParty(kitConfig.appName),
            now: Date.now,
            establishSession,
            invalidateExisting: flowOptions?.invalidateExisting,
            ...(hints === undefined ? {} : { hints }),
          }),
        ),
      onLoaded: (effects, flow) => effects.start(flow),
      loadFailed: (error): PasskeyEvent => ({ type: 'ceremonyFailed', error }),
    });
  };

  const passkeys = createLazyPasskeyManager({
    api,
    keys,
    crypto: passkeyCrypto,
    // An expired session is never used to stamp: it reads as signed out (and is expired at once).
    getSessionState: () => {
      const session = currentSession();
      return session === undefined ? { status: 'signedOut', reason: 'expired' } : { status: 'signedIn', session };
    },
    relyingParty: () => relyingParty(),
    now: Date.now,
    account: () => loadAccount(),
  });

  /** The active session while it lasts: an expired one is refused (`session_expired`) before any request. */
  const currentSession = (): Session | undefined => sessions.active();
  // The social login's code loads when it is used (see lazy-oauth-flow.ts).
  const linkedProviders = () => import('./oauth/linked-providers-api').then(({ createLinkedProvidersApi }) => createLinkedProvidersApi({ api, keys, currentSession }));
  const oauthDeps: OauthDeps = {
    relay,
    api,
    keys,
    trustedKeys,
    establishSession,
    now: Date.now,
    ...(options.oauthEndpoints === undefined ? {} : { endpoints: options.oauthEndpoints }),
    ...(redirectOrigins === undefined ? {} : { redirectOrigins }),
    currentSession,
    createOauthProviders: async (userId, providers) => (await linkedProviders()).createOauthProviders(userId, providers),
    listOauthProviders: async (userId) => (await linkedProviders()).listOauthProviders(userId),
  };
  // Every other operation of the main API: its code (schemas, readers, client) loads on the first call.
  // The handler `setMfaHandler` registered (the step-up dialog's); the `onMfaRequired` option wins.
  let mfaHandler: MfaRequiredHandler | undefined;
  const stepUpFlows: StepUpFlowRegistry = new WeakMap();
  let account: Promise<AccountApi> | undefined;
  const loadAccount = (): Promise<AccountApi> =>
    (account ??= import('./api/account-api').then(
      ({ createAccountApi }) =>
        createAccountApi({
          api,
          keys,
          currentSession,
          trustedKeys,
          now: Date.now,
          relay,
          passkeys: { relyingParty },
          mfaHandler: () => options.onMfaRequired ?? mfaHandler,
          stepUps: stepUpFlows,
          stepUpDeps: { oauth: oauthDeps, passkeyCrypto, loadConfig, resendCooldownMs },
        }),
      (error: unknown) => {
        account = undefined; // a failed load may be retried
        throw error;
      },
    ));
  // The session cookie for server-rendered pages (opt-in): its code loads only when it is asked for.
  let stopCookie: (() => void) | undefined;
  let disposed = false;
  const cookieOptions = options.sessionCookie === undefined || options.sessionCookie === false ? undefined : checkSessionCookieOptions(options.sessionCookie);
  const page = globalThis as { document?: Document; location?: { origin?: string } };
  if (cookieOptions !== undefined && page.document !== undefined && page.location?.origin !== undefined) {
    const document = page.document;
    const origin = page.location.origin;
    import('./session/session-cookie').then(
      ({ keepSessionCookie }) => {
        if (disposed) return;
        stopCookie = keepSessionCookie(
          { currentSession, keys, now: Date.now, getState: () => sessions.getState(), subscribe: (listener) => sessions.subscribe(listener), document, origin },
          cookieOptions,
        );
      },
      (error: unknown) => onWarning(toLoginKitError(error, 'network')),
    );
  }
  // Requests to the app's own backend, signed by the session: their code loads on the first one.
  const signRequest = (input: RequestInfo | URL, init?: RequestInit): Promise<Request> =>
    import('./session/sign-session-request').then(({ signSessionRequest }) => signSessionRequest({ currentSession, keys, now: Date.now }, input, init));
  const completeRedirect = async (url: string): Promise<OauthState | undefined> => {
    if (parseOauthCallback(url) === undefined) return undefined; // most page loads: nothing to load
    const { completeOauthRedirect } = await import('./flows/oauth/complete-oauth-redirect');
    const outcome = await completeOauthRedirect(oauthDeps, url);
    if (outcome?.status === 'success') events.loggedIn(outcome.session, outcome.isNewUser);
    return outcome;
  };
  let redirectResult: Promise<OauthState | undefined> | undefined;
  // External wallets: their whole client (machine, effects, discovery, linking) is a chunk of its own.
  let walletClient: Promise<WalletClient> | undefined;
  let loadedWallets: WalletClient | undefined;
  const wallets = (): Promise<WalletClient> =>
    (walletClient ??= import('./wallets/wallet-client').then(
      ({ createWalletClient }) =>
        (loadedWallets = createWalletClient({
          connectors: options.walletConnectors,
          api,
          relay,
          keys,
          establishSession,
          currentSession,
          loadAccount,
          appName: () => loadedConfig?.appName ?? (globalThis as { location?: { hostname?: string } }).location?.hostname ?? 'this app',
        })),
      (error: unknown) => {
        walletClient = undefined; // a failed load may be retried
        throw toLoginKitError(error, 'network');
      },
    ));

  return {
    // With the relay it talks to: the production one when `authProxyUrl` was left out.
    options: Object.freeze({ ...given, authProxyUrl }),
    loadConfig,
    createOtpFlow: (kitConfig, flowOptions) => events.observe(createOtpFlow(kitConfig, flowOptions)),
    createPasskeyFlow: (kitConfig, flowOptions) => events.observe(createPasskeyFlow(kitConfig, flowOptions)),
    passkeys,
    // The machine comes with the effects: events sent before they load are replayed.
    createWalletFlow: (kitConfig, flowOptions) =>
      events.observe(
        createLazyEffectFlow<WalletState, WalletEvent, ReturnType<WalletClient['walletFlowParts']>>({
          initial: { status: 'idle' },
          load: () => wallets().then((client) => client.walletFlowParts(kitConfig, flowOptions)),
          onLoaded: (effects, flow) => effects.start(flow),
          loadFailed: (error): WalletEvent => ({ type: 'walletFailed', error }),
        }),
      ),
    createStepUpFlow: (challenge) => {
      const create = stepUpFlows.get(challenge);
      if (create === undefined) throw invalidInput('challenge', 'must be an mfaRequired outcome of this kit');
      return create();
    },
    setCaptchaTokenSource: (source) => {
      if (source === undefined) {
        captchaSources.length = 0;
        return () => undefined;
      }
      captchaSources.push(source);
      return () => {
        const at = captchaSources.lastIndexOf(source);
        if (at !== -1) captchaSources.splice(at, 1);
      };
    },
    setMfaHandler: (handler) => {
      mfaHandler = handler;
      return () => {
        if (mfaHandler === handler) mfaHandler = undefined;
      };
    },
    loadWallets: () => wallets().then((client) => client.loadWallets()),
    listLinkedWallets: () => wallets().then((client) => client.listLinkedWallets()),
    linkWallet: (walletId, account) => wallets().then((client) => client.linkWallet(walletId, account)),
    createOauthFlow: (kitConfig, flowOptions) => events.observe(createLazyOauthFlow(oauthDeps, kitConfig, flowOptions)),
    completeOauthRedirect: (url) => {
      if (url !== undefined) return completeRedirect(url);
      const href = (globalThis as { location?: { href?: string } }).location?.href;
      // After the persisted session is read, so the restored state cannot replace the new session.
      redirectResult ??=
        href === undefined
          ? Promise.resolve(undefined)
          : restoreSessions()
              .catch(() => undefined)
              .then(() => completeRedirect(href));
      return redirectResult;
    },
    account: loadAccount,
    listLinkedOauthProviders: () => import('./flows/oauth/list-linked-oauth-providers').then(({ listLinkedOauthProviders }) => listLinkedOauthProviders(oauthDeps)),
    getAppProofs: () => appProofs.latest(),
    subscribeAppProofs: (listener) => appProofs.subscribe(listener),
    verifyAppProofs: (proofs, expected) => appProofs.verify(proofs, expected),
    fetchWithSession: (input, init) => signRequest(input, init).then((request) => fetch(request)),
    signRequest,
    getSessionState: () => sessions.getState(),
    subscribeSession: (listener) => sessions.subscribe(listener),
    subscribeEvents: (listener) => events.subscribe(listener),
    restoreSession: restoreSessions,
    logout: (logoutOptions) => sessions.logout(logoutOptions),
    listSessions: () => sessions.getSessions(),
    switchSession: (publicKey) => sessions.switchTo(publicKey),
    refreshSession: (refreshOptions) => sessions.refresh(refreshOptions),
    logoutOtherDevices: () => sessions.refresh({ invalidateExisting: true }),
    dispose: () => {
      disposed = true;
      stopCookie?.();
      loadedWallets?.dispose();
      sessions.dispose();
      store.close();
    },
  };
}
