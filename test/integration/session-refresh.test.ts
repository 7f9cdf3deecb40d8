import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyStore, createLoginKit, fromBase64Url, utf8Decode, type LoginKit, type LoginKitError, type LoginKitRelayOptions, type LoginKitCommonOptions, type OtpState, type Session } from '../../src/core/internal';
import { createMockRelay, type MockRelay, type RelayConfig } from '../../src/mock-relay/index';

/**
 * Session refresh, "log out other devices" and `invalidateExisting` end to end: the real client,
 * crypto and key store against the real mock relay handler (no network). A "device" is its own
 * IndexedDB and storage key.
 */

interface Sent {
  path: string;
  body: Record<string, unknown>;
  /** The public key of the X-Stamp, when the request was stamped with an API key. */
  stampedBy?: string;
}

const kits: LoginKit[] = [];
let devices = 0;

afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(config: Partial<RelayConfig> = {}) {
  const relay = createMockRelay({ config });
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
    clear: () => storage.clear(),
    key: (i: number) => [...storage.keys()][i] ?? null,
    get length() {
      return storage.size;
    },
  } satisfies Storage);
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const stamp = request.headers.get('X-Stamp');
    sent.push({
      path: new URL(request.url).pathname,
      body: JSON.parse((await request.clone().text()) || '{}') as Record<string, unknown>,
      ...(stamp === null ? {} : { stampedBy: (JSON.parse(utf8Decode(fromBase64Url(stamp))) as { publicKey: string }).publicKey }),
    });
    return relay.fetch(request);
  };
  /** A kit on a device of its own (or on `device`'s, as another tab). */
  const device = (options: Partial<LoginKitRelayOptions & LoginKitCommonOptions> = {}) => {
    devices += 1;
    const indexedDB = new IDBFactory();
    const warnings: LoginKitError[] = [];
    const kit = createLoginKit({
      authProxyUrl: 'http://relay.test',
      authProxyConfigId: relay.config.configId,
      trustedKeys: relay.keys,
      indexedDB,
      fetch,
      storageKey: `refresh-test-${devices}`,
      onWarning: (warning) => warnings.push(warning),
      ...options,
    });
    kits.push(kit);
    return { kit, keys: createKeyStore({ indexedDB }), warnings };
  };
  return { relay, sent, device };
}

async function until(flow: { getSnapshot(): OtpState; subscribe(listener: () => void): () => void }, statuses: OtpState['status'][]): Promise<OtpState> {
  await vi.waitFor(() => expect(statuses).toContain(flow.getSnapshot().status), { timeout: 30_000 });
  return flow.getSnapshot();
}

async function logIn(kit: LoginKit, relay: MockRelay, contact: string, invalidateExisting?: boolean): Promise<Session> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email', ...(invalidateExisting === undefined ? {} : { invalidateExisting }) });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  flow.send({ type: 'setCode', code: relay.mailbox.filter((mail) => mail.contact === contact).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  const state = await until(flow, ['success', 'failed', 'codeInvalid']);
  if (state.status !== 'success') throw new Error(JSON.stringify(state));
  return state.session;
}

const activeOf = (kit: LoginKit): Session | undefined => {
  const state = kit.getSessionState();
  return state.status === 'signedIn' ? state.session : undefined;
};

describe('session refresh against the mock relay', () => {
  it('refreshes before expiry: create_read_write_session stamped with the session key, to a new non-extractable key that replaces it', async () => {
    const { relay, sent, device } = setup({ sessionExpirationSeconds: 4 });
    const { kit, keys, warnings } = device({ refreshBeforeExpirySeconds: 3 });
    const first = await logIn(kit, relay, 'ada@example.com');
    await vi.waitFor(() => expect(activeOf(kit)?.publicKey).not.toBe(first.publicKey), { timeout: 30_000, interval: 50 });
    const next = activeOf(kit)!;

    const refresh = sent.find((request) => request.path === '/public/v1/submit/create_read_write_session')!;
    expect(refresh.stampedBy).toBe(first.publicKey);
    expect(refresh.body).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', organizationId: first.organizationId, parameters: { expirationSeconds: '4' } });
    expect((refresh.body.parameters as { targetPublicKey: string }).targetPublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(refresh.body.parameters).not.toHaveProperty('invalidateExisting');

    expect(next).toMatchObject({ organizationId: first.organizationId, userId: first.userId, method: 'otp_email', contact: 'ada@example.com' });
    expect(next.expiresAt - next.createdAt).toBe(4_000);
    expect(await keys.get(first.publicKey)).toBeUndefined();
    expect((await keys.get(next.publicKey))?.privateKey.extractable).toBe(false);

    // The successor stamps the user's requests.
    await expect((await kit.account()).getUser()).resolves.toMatchObject({ userId: first.userId });
    expect(sent.filter((request) => request.path === '/public/v1/query/get_user').at(-1)?.stampedBy).not.toBe(first.publicKey);
    expect(warnings).toEqual([]);
  });

  it('kit.refreshSession() refreshes now; the new key stamps the account API', async () => {
    const { relay, sent, device } = setup();
    const { kit, keys } = device();
    const first = await logIn(kit, relay, 'grace@example.com');
    const next = await kit.refreshSession();
    expect(next.publicKey).not.toBe(first.publicKey);
    expect(activeOf(kit)).toEqual(next);
    expect(next.expiresAt - next.createdAt).toBe(relay.config.sessionExpirationSeconds * 1000);
    expect(await keys.list()).toEqual([next.publicKey]);
    const user = await (await kit.account()).getUser();
    expect(user).toMatchObject({ userId: first.userId });
    expect(sent.at(-1)).toMatchObject({ path: '/public/v1/query/get_user', stampedBy: next.publicKey });
  });

  it('logoutOtherDevices revokes the user’s session keys elsewhere; this device stays logged in', async () => {
    const { relay, sent, device } = setup();
    const laptop = device();
    const phone = device();
    await logIn(laptop.kit, relay, 'lin@example.com');
    await logIn(phone.kit, relay, 'lin@example.com');
    await expect((await phone.kit.account()).getUser()).resolves.toBeDefined();

    const kept = await laptop.kit.logoutOtherDevices();
    expect(sent.find((request) => request.path === '/public/v1/submit/create_read_write_session')?.body.parameters).toMatchObject({ invalidateExisting: true });
    expect(activeOf(laptop.kit)).toEqual(kept);
    await expect((await laptop.kit.account()).getUser()).resolves.toMatchObject({ userId: kept.userId });
    await expect((await phone.kit.account()).getUser()).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('an OTP login with invalidateExisting logs the user out on the other devices', async () => {
    const { relay, sent, device } = setup();
    const laptop = device();
    const phone = device();
    await logIn(laptop.kit, relay, 'kim@example.com');
    await logIn(phone.kit, relay, 'kim@example.com', true);
    expect(sent.filter((request) => request.path === '/v1/otp_login_v2').map((request) => request.body.invalidateExisting)).toEqual([undefined, true]);
    await expect((await phone.kit.account()).getUser()).resolves.toBeDefined();
    await expect((await laptop.kit.account()).getUser()).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('a failed refresh is reported through onWarning and the session kept', async () => {
    const { relay, device } = setup({ sessionExpirationSeconds: 4 });
    const laptop = device({ refreshBeforeExpirySeconds: 3 });
    const phone = device({ autoRefresh: false });
    const first = await logIn(laptop.kit, relay, 'sam@example.com');
    await logIn(phone.kit, relay, 'sam@example.com', true); // revokes the laptop's key: its refresh will be refused
    await vi.waitFor(() => expect(laptop.warnings.map((warning) => warning.code)).toEqual(['unauthenticated']), { timeout: 30_000, interval: 50 });
    expect(activeOf(laptop.kit)?.publicKey).toBe(first.publicKey);
  });
});

describe('an expired session never stamps a request', () => {
  it('refuses with session_expired before any request, and signs out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock only: the kit's timers stay real
    const { relay, sent, device } = setup();
    const { kit } = device({ autoRefresh: false });
    await logIn(kit, relay, 'old@example.com');
    const account = await kit.account();
    const before = sent.length;
    vi.setSystemTime(Date.now() + 16 * 60_000); // the machine slept past the expiry; no timer ran

    await expect(account.getUser()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.passkeys.list()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.listLinkedOauthProviders()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.refreshSession()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.logoutOtherDevices()).rejects.toMatchObject({ code: 'session_expired' });
    expect(sent.length).toBe(before);
    await vi.waitFor(() => expect(kit.getSessionState()).toEqual({ status: 'signedOut', reason: 'expired' }));
  });
});
