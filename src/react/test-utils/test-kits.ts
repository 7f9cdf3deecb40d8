import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import {
  LoginKitError,
  createMachineFlow,
  initialOtpState,
  transitionOtp,
  transitionOauth,
  transitionPasskey,
  transitionWallet,
  type AccountApi,
  type LinkedWallet,
  type WalletConnector,
  type WalletDiscovery,
  type WalletEvent,
  type WalletState,
  type AppProofResult,
  type CaptchaTokenSource,
  type LinkedOauthProvider,
  type OauthEvent,
  type OauthState,
  type Authenticator,
  type Flow,
  type KitConfig,
  type LoginKit,
  type LoginKitEvent,
  type LoginKitOptions, type LoginKitRelayOptions, type LoginKitCommonOptions,
  type OtpEvent,
  type OtpRules,
  type OtpState,
  type PasskeyEvent,
  type PasskeyManager,
  type PasskeyState,
  type Session,
  type SessionState,
} from '../../core/internal';
// Test-only (excluded from the build): the hooks are tested against the in-process mock relay.
// eslint-disable-next-line loginkit/layer-boundaries
import { createMockRelay, type MockRelay, type RelayConfig } from '../../mock-relay/index';
import { fakeSessionListeners } from '../../core/session/test-utils/session-listeners';

let run = 0;

/** An in-process mock relay (config id `test-config`) with optional setting overrides. */
export function createTestRelay(config: Partial<RelayConfig> = {}): MockRelay {
  return createMockRelay({ config: { configId: 'test-config', ...config } });
}

/**
 * Options for the real createLoginKit against `relay`: its keys pinned, its fetch injected, a
 * fresh IndexedDB and storage key (tests never share sessions or keys).
 */
export function kitOptionsFor(relay: MockRelay, overrides: Partial<LoginKitRelayOptions & LoginKitCommonOptions> = {}): LoginKitOptions {
  run += 1;
  return {
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    fetch: (input, init) => relay.fetch(new Request(input, init)),
    indexedDB: new IDBFactory(),
    storageKey: `loginkit-test-${run}-${Math.random().toString(36).slice(2)}`,
    onWarning: () => undefined,
    ...overrides,
  };
}

/** The newest code the relay sent to `contact`. */
export function latestCode(relay: MockRelay, contact: string): string {
  const message = relay.mailbox.filter((mail) => mail.contact.toLowerCase() === contact.toLowerCase()).at(-1);
  if (message === undefined) throw new Error(`no code was sent to ${contact}`);
  return message.code;
}

export const fakeConfig: KitConfig = {
  organizationId: 'org-parent',
  otpChannels: ['email', 'sms'],
  otpLength: 6,
  otpAlphanumeric: false,
  sessionExpirationSeconds: 900,
  appName: 'Acme',
  logoUrl: 'https://acme.example/logo.png',
  showPasskey: false,
  showWallet: false,
};

export interface FakeKit extends LoginKit {
  loadConfig: ReturnType<typeof vi.fn<LoginKit['loadConfig']>>;
  restoreSession: ReturnType<typeof vi.fn<LoginKit['restoreSession']>>;
  dispose: ReturnType<typeof vi.fn<LoginKit['dispose']>>;
  switchSession: ReturnType<typeof vi.fn<LoginKit['switchSession']>>;
  refreshSession: ReturnType<typeof vi.fn<LoginKit['refreshSession']>>;
  logoutOtherDevices: ReturnType<typeof vi.fn<LoginKit['logoutOtherDevices']>>;
  /** Tells `subscribeEvents` listeners `event`; `eventListeners` is how many there are. */
  emitEvent(event: LoginKitEvent): void;
  readonly eventListeners: number;
  /** Every flow created, newest last; their effects do nothing, so tests send the results. */
  readonly flows: Flow<OtpState, OtpEvent>[];
  /** Every passkey flow created, newest last: the real machine without effects, recording events. */
  readonly passkeyFlows: FakeFlow<PasskeyState, PasskeyEvent>[];
  readonly passkeys: FakePasskeyManager;
  /** Every social login flow created, newest last: the real machine without effects, recording events. */
  readonly oauthFlows: FakeFlow<OauthState, OauthEvent>[];
  /** What `completeOauthRedirect` answers (default: no provider answer in the address). */
  redirectResult: OauthState | undefined;
  /** What `account()` answers (set it in a test; absent: `method_disabled`). */
  accountApi?: AccountApi;
  /** The providers `listLinkedOauthProviders` answers. */
  linkedProviders: LinkedOauthProvider[];
  /** Every wallet flow created, newest last: the real machine without effects, recording events. */
  readonly walletFlows: FakeFlow<WalletState, WalletEvent>[];
  /** What `loadWallets()` finds; `setWallets` changes it (as wallets arriving later do). */
  readonly walletDiscovery: WalletDiscovery & { setWallets(wallets: readonly WalletConnector[]): void };
  /** What `listLinkedWallets` answers. */
  linkedWallets: LinkedWallet[];
  linkWallet: ReturnType<typeof vi.fn<LoginKit['linkWallet']>>;
  setSession(state: SessionState): void;
  setCaptchaTokenSource: ReturnType<typeof vi.fn<LoginKit['setCaptchaTokenSource']>>;
  /** The captcha token source registered last (by the modal's widget, or `useCaptcha`), while it is. */
  readonly captchaSource: CaptchaTokenSource | undefined;
  /** Sets what `getAppProofs` answers and tells `subscribeAppProofs` listeners. */
  setAppProofs(result: AppProofResult | undefined): void;
}

/**
 * A flow without effects: `send` records each event (in `events`) and applies `transition` when
 * given; `set` moves it to any state directly.
 */
export interface FakeFlow<State, Event> extends Flow<State, Event> {
  readonly events: Event[];
  readonly disposed: boolean;
  set(state: State): void;
}

export function createFakeFlow<State, Event>(initial: State, transition?: (state: State, event: Event) => State): FakeFlow<State, Event> {
  let state = initial;
  let disposed = false;
  const events: Event[] = [];
  const listeners = new Set<() => void>();
  const set = (next: State): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    events,
    get disposed() {
      return disposed;
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (disposed) return;
      events.push(event);
      const next = transition ? transition(state, event) : state;
      if (next !== state) set(next);
    },
    set,
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}

/** The idle state of a passkey flow in a browser with a platform authenticator. */
export const passkeyIdle: PasskeyState = { status: 'idle', support: { status: 'supported', platform: true } };

export interface FakePasskeyManager extends PasskeyManager {
  list: ReturnType<typeof vi.fn<PasskeyManager['list']>>;
  get: ReturnType<typeof vi.fn<PasskeyManager['get']>>;
  add: ReturnType<typeof vi.fn<PasskeyManager['add']>>;
  remove: ReturnType<typeof vi.fn<PasskeyManager['remove']>>;
  /** The stored passkeys (list answers a copy; add appends, remove deletes). */
  stored: Authenticator[];
}

/** A passkey as the API returns it (created 15 January 2026). */
export function fakeAuthenticator(id: string, name: string, overrides: Partial<Authenticator> = {}): Authenticator {
  const seconds = String(Date.UTC(2026, 0, 15, 12) / 1000);
  return {
    authenticatorId: id,
    authenticatorName: name,
    credentialId: `cred-${id}`,
    attestationType: 'none',
    aaguid: '00000000-0000-0000-0000-000000000000',
    model: 'Test authenticator',
    transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
    credential: { publicKey: `02${'cd'.repeat(32)}`, type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
    createdAt: { seconds, nanos: '0' },
    updatedAt: { seconds, nanos: '0' },
    ...overrides,
  };
}

/** An in-memory PasskeyManager with vi.fn spies. */
export function createFakePasskeyManager(stored: Authenticator[] = []): FakePasskeyManager {
  let next = stored.length + 1;
  const manager: FakePasskeyManager = {
    stored,
    list: vi.fn<PasskeyManager['list']>(() => Promise.resolve([...manager.stored])),
    get: vi.fn<PasskeyManager['get']>((id) => {
      const found = manager.stored.find((item) => item.authenticatorId === id);
      return found ? Promise.resolve(found) : Promise.reject(new LoginKitError('not_found', `no passkey ${id}`));
    }),
    add: vi.fn<PasskeyManager['add']>((name) => {
      const created = fakeAuthenticator(`auth-${next}`, name ?? `Passkey ${next}`);
      next += 1;
      manager.stored.push(created);
      return Promise.resolve(created);
    }),
    remove: vi.fn<PasskeyManager['remove']>((id) => {
      manager.stored = manager.stored.filter((item) => item.authenticatorId !== id);
      return Promise.resolve();
    }),
  };
  return manager;
}

/**
 * A LoginKit without a relay: the real OTP and passkey machines with no effects (a test sends
 * `codeSent`, `ceremonyDone`, `loggedIn`… itself), in-memory passkeys, a session state it sets,
 * and vi.fn spies.
 */
export function createFakeKit(config: KitConfig = fakeConfig, configId = 'fake-config'): FakeKit {
  let session: SessionState = { status: 'signedOut' };
  const sessionListeners = fakeSessionListeners(() => session);
  const eventListeners = new Set<(event: LoginKitEvent) => void>();
  let appProofs: AppProofResult | undefined;
  const proofListeners = new Set<() => void>();
  const flows: Flow<OtpState, OtpEvent>[] = [];
  const passkeyFlows: FakeFlow<PasskeyState, PasskeyEvent>[] = [];
  const oauthFlows: FakeFlow<OauthState, OauthEvent>[] = [];
  const walletFlows: FakeFlow<WalletState, WalletEvent>[] = [];
  let captchaSource: CaptchaTokenSource | undefined;
  // listSessions answers the signed-in session (one array per state, as the real kit keeps it).
  let listed: { state: SessionState; sessions: Session[] } = { state: session, sessions: [] };
  const signedInSession = (): Promise<Session> =>
    session.status === 'signedIn' ? Promise.resolve(session.session) : Promise.reject(new LoginKitError('session_expired', 'the fake kit is signed out'));
  const kit: FakeKit = {
    options: { authProxyUrl: 'http://relay.test', authProxyConfigId: configId },
    loadConfig: vi.fn<LoginKit['loadConfig']>(() => Promise.resolve(config)),
    createOtpFlow(kitConfig, initial) {
      const rules: OtpRules = {
        channels: kitConfig.otpChannels,
        otpLength: kitConfig.otpLength,
        otpAlphanumeric: kitConfig.otpAlphanumeric,
        resendCooldownMs: 30_000,
      };
      const flow = createMachineFlow<OtpState, OtpEvent>({
        initial: initialOtpState(rules, initial),
        transition: (state, event) => transitionOtp(state, event, rules),
        effect: () => undefined,
      });
      flows.push(flow);
      return flow;
    },
    createPasskeyFlow() {
      const flow = createFakeFlow<PasskeyState, PasskeyEvent>(passkeyIdle, (state, event) => transitionPasskey(state, event, { now: Date.now }));
      passkeyFlows.push(flow);
      return flow;
    },
    passkeys: createFakePasskeyManager(),
    createOauthFlow(kitConfig, options) {
      const rules = { providers: kitConfig.oauthProviders ?? [] };
      const flow = createFakeFlow<OauthState, OauthEvent>(options?.initial ?? { status: 'idle' }, (state, event) => transitionOauth(state, event, rules));
      oauthFlows.push(flow);
      return flow;
    },
    createWalletFlow() {
      const flow = createFakeFlow<WalletState, WalletEvent>({ status: 'idle' }, transitionWallet);
      walletFlows.push(flow);
      return flow;
    },
    walletFlows,
    walletDiscovery: createFakeWalletDiscovery(),
    loadWallets: () => Promise.resolve(kit.walletDiscovery),
    linkedWallets: [],
    listLinkedWallets: () => Promise.resolve([...kit.linkedWallets]),
    linkWallet: vi.fn<LoginKit['linkWallet']>(() => Promise.reject(new LoginKitError('method_disabled', 'the fake kit links no wallets'))),
    completeOauthRedirect: () => Promise.resolve(kit.redirectResult),
    listLinkedOauthProviders: () => Promise.resolve([...kit.linkedProviders]),
    account: () => (kit.accountApi ? Promise.resolve(kit.accountApi) : Promise.reject(new LoginKitError('method_disabled', 'the fake kit has no account API'))),
    setMfaHandler: vi.fn<LoginKit['setMfaHandler']>(() => () => undefined),
    setCaptchaTokenSource: vi.fn<LoginKit['setCaptchaTokenSource']>((source) => {
      captchaSource = source;
      return () => {
        if (captchaSource === source) captchaSource = undefined;
      };
    }),
    get captchaSource() {
      return captchaSource;
    },
    createStepUpFlow: vi.fn<LoginKit['createStepUpFlow']>(() => {
      throw new LoginKitError('method_disabled', 'the fake kit has no step-up');
    }),
    getSessionState: () => session,
    subscribeSession: (listener) => sessionListeners.subscribe(listener),
    subscribeEvents(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    emitEvent(event) {
      for (const listener of [...eventListeners]) listener(event);
    },
    get eventListeners() {
      return eventListeners.size;
    },
    restoreSession: vi.fn<LoginKit['restoreSession']>(() => Promise.resolve(session)),
    logout: () => {
      session = { status: 'signedOut', reason: 'logout' };
      sessionListeners.notify();
      return Promise.resolve();
    },
    dispose: vi.fn<LoginKit['dispose']>(),
    listSessions: () => {
      if (listed.state !== session) listed = { state: session, sessions: session.status === 'signedIn' ? [session.session] : [] };
      return listed.sessions;
    },
    switchSession: vi.fn<LoginKit['switchSession']>(() => Promise.resolve()),
    refreshSession: vi.fn<LoginKit['refreshSession']>(signedInSession),
    logoutOtherDevices: vi.fn<LoginKit['logoutOtherDevices']>(signedInSession),
    fetchWithSession: () => Promise.reject(new LoginKitError('session_expired', 'the fake kit signs no requests')),
    signRequest: () => Promise.reject(new LoginKitError('session_expired', 'the fake kit signs no requests')),
    flows,
    passkeyFlows,
    oauthFlows,
    redirectResult: undefined,
    linkedProviders: [],
    setSession(state) {
      session = state;
      sessionListeners.notify();
    },
    getAppProofs: () => appProofs,
    subscribeAppProofs(listener) {
      proofListeners.add(listener);
      return () => void proofListeners.delete(listener);
    },
    verifyAppProofs: () => Promise.reject(new LoginKitError('method_disabled', 'the fake kit verifies no app proofs')),
    setAppProofs(result) {
      appProofs = result;
      for (const listener of [...proofListeners]) listener();
    },
  };
  return kit;
}

/** A wallet discovery whose wallets a test sets. */
export function createFakeWalletDiscovery(initial: readonly WalletConnector[] = []): FakeKit['walletDiscovery'] {
  let wallets = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => wallets,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (id) => wallets.find((wallet) => wallet.id === id),
    dispose: () => listeners.clear(),
    setWallets(next) {
      wallets = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export const fakeSession: Session = {
  publicKey: `02${'ab'.repeat(32)}`,
  organizationId: 'org-ada',
  userId: 'user-ada',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: Date.now() + 900_000,
  createdAt: Date.now(),
  method: 'otp_email',
  contact: 'ada@example.com',
};
