import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import {
  createMachineFlow,
  initialOtpState,
  transitionOtp,
  type Flow,
  type KitConfig,
  type LoginKit,
  type LoginKitOptions,
  type OtpEvent,
  type OtpRules,
  type OtpState,
  type Session,
  type SessionState,
} from '../../core/index';
// Test-only (excluded from the build): the hooks are tested against the in-process mock relay.
// eslint-disable-next-line loginkit/layer-boundaries
import { createMockRelay, type MockRelay, type RelayConfig } from '../../mock-relay/index';

let run = 0;

/** An in-process mock relay (config id `test-config`) with optional setting overrides. */
export function createTestRelay(config: Partial<RelayConfig> = {}): MockRelay {
  return createMockRelay({ config: { configId: 'test-config', ...config } });
}

/**
 * Options for the real createLoginKit against `relay`: its keys pinned, its fetch injected, a
 * fresh IndexedDB and storage key (tests never share sessions or keys).
 */
export function kitOptionsFor(relay: MockRelay, overrides: Partial<LoginKitOptions> = {}): LoginKitOptions {
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
  /** Every flow created, newest last; their effects do nothing, so tests send the results. */
  readonly flows: Flow<OtpState, OtpEvent>[];
  setSession(state: SessionState): void;
}

/**
 * A LoginKit without a relay: the real OTP machine with no effects (a test sends `codeSent`,
 * `loggedIn`… itself), a session state it sets, and vi.fn spies.
 */
export function createFakeKit(config: KitConfig = fakeConfig, configId = 'fake-config'): FakeKit {
  let session: SessionState = { status: 'signedOut' };
  const listeners = new Set<() => void>();
  const flows: Flow<OtpState, OtpEvent>[] = [];
  return {
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
    getSessionState: () => session,
    subscribeSession(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restoreSession: vi.fn<LoginKit['restoreSession']>(() => Promise.resolve(session)),
    logout: () => {
      session = { status: 'signedOut', reason: 'logout' };
      for (const listener of [...listeners]) listener();
      return Promise.resolve();
    },
    dispose: vi.fn<LoginKit['dispose']>(),
    flows,
    setSession(state) {
      session = state;
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
