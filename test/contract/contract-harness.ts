/**
 * The contract tests' world: the real kit (`createLoginKit`, real crypto, fake IndexedDB) logged
 * in by OTP against the in-process mock relay, plus a second account of the same relay that
 * talks to the main API raw (stamped requests that skip the kit's checks), so one operation can
 * be tried from both sides: the kit's typed call and the mock's answer to a bad request.
 */
import { IDBFactory } from 'fake-indexeddb';
import { expect } from 'vitest';
import { randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import type { SigningKey } from '../../src/core/crypto/signing-key';
import { toHex } from '../../src/core/encoding/hex';
import { createLoginKit, type AccountApi, type LoginKit, type LoginKitError, type OtpState, type Session, type SignupWallet } from '../../src/core/internal';
import { parseActivityResponse, type Activity } from '../../src/core/transport/activity';
import { createMockRelay, type MockRelay, type RelayConfig } from '../../src/mock-relay/index';
import { ApiTestClient, type Operation } from '../../src/mock-relay/test-utils/api-test-client';
import { call, testConfigId, type CallResult } from '../../src/mock-relay/test-utils/relay-test-client';

export const appOrigin = 'https://app.example.com';
/** The address the relay sees every request come from, unless a test says otherwise. */
export const defaultClientAddress = '198.51.100.7';

/** The relay settings every contract test starts with (policies, private keys, credentials, a webhook). */
export const contractRelayConfig: Partial<RelayConfig> = {
  configId: testConfigId,
  enabledProviders: ['email', 'sms', 'google', 'x'],
  policies: [
    { policyName: 'Profile edits', effect: 'EFFECT_ALLOW', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'" },
    { policyName: 'Reviewed keys', effect: 'EFFECT_ALLOW', notes: 'seeded' },
  ],
  privateKeys: [
    { privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] },
    { privateKeyName: 'payouts', curve: 'CURVE_ED25519', addressFormats: ['ADDRESS_FORMAT_SOLANA'] },
  ],
  oauth2Credentials: [{ oauth2CredentialId: 'cred-x', provider: 'OAUTH2_PROVIDER_X', clientId: 'mock-x-client' }],
  // The parent organization's endpoint hears every sub-organization's activities.
  webhookEndpoints: [{ endpointId: 'audit-log', name: 'Audit log', url: 'https://hooks.example.com/audit' }],
};

/** The second account: signed up with a plain P-256 API key, stamping raw main-API requests. */
export interface RawAccount {
  organizationId: string;
  userId: string;
  key: SigningKey;
  api: ApiTestClient;
  submit(operation: Operation, parameters: Record<string, unknown>): Promise<CallResult>;
  query(path: string, body: Record<string, unknown>): Promise<CallResult>;
  /** A submit that must succeed: its activity. */
  completed(operation: Operation, parameters: Record<string, unknown>): Promise<Activity>;
}

export interface ContractHarness {
  relay: MockRelay;
  kit: LoginKit;
  account: AccountApi;
  session: Session;
  /** The main-API paths the kit has sent, oldest first. */
  sent: string[];
  /** The address the kit's next requests come from (undefined: `defaultClientAddress`). */
  network: { clientAddress?: string };
  /** Webhook deliveries the relay made (it never reaches the network). */
  deliveries: { url: string; body: string }[];
  raw: RawAccount;
}

async function until(flow: { getSnapshot(): OtpState; subscribe(l: () => void): () => void }, statuses: OtpState['status'][]): Promise<OtpState> {
  const current = flow.getSnapshot();
  if (statuses.includes(current.status)) return current;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}, expected ${statuses.join('|')}`)), 5000);
    const stop = flow.subscribe(() => {
      const state = flow.getSnapshot();
      if (statuses.includes(state.status)) {
        clearTimeout(timer);
        stop();
        resolve(state);
      }
    });
  });
}

function stubLocalStorage(): void {
  const storage = new Map<string, string>();
  const stub = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
    clear: () => storage.clear(),
    key: (i: number) => [...storage.keys()][i] ?? null,
    get length() {
      return storage.size;
    },
  } satisfies Storage;
  Object.defineProperty(globalThis, 'localStorage', { value: stub, configurable: true });
}

/** The last code the relay "sent" to `contact`. */
export function lastCode(relay: MockRelay, contact: string): { code: string; otpId: string } {
  const message = relay.mailbox.filter((m) => m.contact === contact).at(-1);
  if (!message) throw new Error(`no code sent to ${contact}`);
  return { code: message.code, otpId: message.otpId };
}

async function signUpRaw(relay: MockRelay, email: string): Promise<RawAccount> {
  const key = signingKeyFromPrivateKey(randomPrivateKey());
  const signup = await call(relay, '/v1/signup_v2', {
    userEmail: email,
    apiKeys: [{ apiKeyName: 'raw key', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }],
    authenticators: [],
    oauthProviders: [],
  });
  if (signup.status !== 200) throw new Error(`signup_v2 failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const organizationId = signup.body.organizationId as string;
  const api = new ApiTestClient(relay, { origin: appOrigin, now: Date.now });
  const raw: RawAccount = {
    organizationId,
    userId: signup.body.userId as string,
    key,
    api,
    submit: (operation, parameters) => api.submit(operation, organizationId, parameters, key),
    query: (path, body) => api.query(path, { organizationId, ...body }, key),
    async completed(operation, parameters) {
      const result = await raw.submit(operation, parameters);
      if (result.status !== 200) throw new Error(`${operation} failed: ${result.status} ${JSON.stringify(result.body)}`);
      return parseActivityResponse(result.body, operation);
    },
  };
  return raw;
}

/**
 * A relay, a kit logged in by email OTP as ada@example.com, and a raw account (raw@example.com).
 * With `signupWallet`, Ada's signup creates that HD wallet (the kit option of the same name).
 */
export async function createContractHarness(config: Partial<RelayConfig> = {}, kitOptions: { signupWallet?: SignupWallet } = {}): Promise<ContractHarness> {
  stubLocalStorage();
  const deliveries: { url: string; body: string }[] = [];
  const relay = createMockRelay({
    config: { ...contractRelayConfig, ...config },
    defaultOrigin: appOrigin,
    clientAddress: defaultClientAddress,
    webhookFetch: async (url, init) => {
      deliveries.push({ url, body: typeof init.body === 'string' ? init.body : new TextDecoder().decode(init.body as Uint8Array) });
      return new Response('', { status: 200 });
    },
  });
  const sent: string[] = [];
  const network: { clientAddress?: string } = {};
  const kit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    rpId: 'app.example.com',
    fetch: (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.startsWith('/public/')) sent.push(path);
      return relay.fetch(request, network.clientAddress === undefined ? {} : { clientAddress: network.clientAddress });
    },
    onWarning: (warning) => {
      throw warning;
    },
    ...kitOptions,
  });

  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact: 'ada@example.com' });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  flow.send({ type: 'setCode', code: lastCode(relay, 'ada@example.com').code });
  flow.send({ type: 'submitCode' });
  const state = await until(flow, ['success', 'failed', 'codeInvalid']);
  if (state.status !== 'success') throw new Error(`the OTP login ended ${state.status}`);
  flow.dispose();

  return { relay, kit, account: await kit.account(), session: state.session, sent, network, deliveries, raw: await signUpRaw(relay, 'raw@example.com') };
}

/** Runs `call` and returns the LoginKitError it rejects with (failing when it resolves). */
export async function refusal(call: () => Promise<unknown>): Promise<LoginKitError> {
  try {
    await call();
  } catch (error) {
    return error as LoginKitError;
  }
  throw new Error('expected a refusal, but the call succeeded');
}

/** The result of a completed outcome (failing on consensus outcomes). */
export function completed<Result>(outcome: { status: string; result?: Result }): Result {
  expect(outcome.status).toBe('completed');
  return (outcome as { result: Result }).result;
}

/** The error body of protocol.md section 1 with an ErrorInfo naming `field`, as the mock sends it for bad input. */
export function expectInvalidArgument(response: CallResult, field: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({
    code: 3,
    message: expect.stringMatching(new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `)),
    details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_ARGUMENT', domain: 'loginkit.mock', metadata: { field } }],
  });
}
