import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLoginKit, type LoginKit, type OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';

/**
 * The whole OTP login through the real client, real crypto and the real mock relay handler,
 * over fetch Requests (no network). The relay is the only stand-in.
 */
function setup(config: Parameters<typeof createMockRelay>[0] = {}) {
  const relay = createMockRelay(config);
  const storage = new Map<string, string>();
  const localStorageStub = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
    clear: () => storage.clear(),
    key: (i: number) => [...storage.keys()][i] ?? null,
    get length() {
      return storage.size;
    },
  } satisfies Storage;
  Object.defineProperty(globalThis, 'localStorage', { value: localStorageStub, configurable: true });
  const indexedDB = new IDBFactory();
  const makeKit = (): LoginKit =>
    createLoginKit({
      authProxyUrl: 'http://relay.test',
      authProxyConfigId: relay.config.configId,
      trustedKeys: relay.keys,
      indexedDB,
      fetch: (input, init) => relay.fetch(new Request(input, init)),
      onWarning: (warning) => {
        throw warning;
      },
    });
  return { relay, kit: makeKit(), makeKit };
}

async function until(flow: { getSnapshot(): OtpState; subscribe(l: () => void): () => void }, statuses: OtpState['status'][]): Promise<OtpState> {
  const current = flow.getSnapshot();
  if (statuses.includes(current.status)) return current;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}, expected ${statuses.join('|')}`)), 30_000); // a hang guard, not a speed limit (the machine may be busy)
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

const lastCode = (relay: MockRelay, contact: string): string => {
  const message = relay.mailbox.filter((m) => m.contact === contact).at(-1);
  if (!message) throw new Error(`no code sent to ${contact}`);
  return message.code;
};

async function logIn(kit: LoginKit, relay: MockRelay, channel: 'email' | 'sms', contact: string, code?: string) {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  const sent = await until(flow, ['enteringCode']);
  flow.send({ type: 'setCode', code: code ?? lastCode(relay, sent.contact) });
  flow.send({ type: 'submitCode' });
  return { flow, state: await until(flow, ['success', 'codeInvalid', 'codeExpired', 'attemptsExceeded', 'failed', 'rateLimited']) };
}

describe('OTP login end to end (client + mock relay)', () => {
  it('signs a new email user up, then logs the same user in to the same sub-organization', async () => {
    const { kit, relay } = setup();
    const first = await logIn(kit, relay, 'email', 'ada@example.com');
    expect(first.state).toMatchObject({ status: 'success', isNewUser: true });
    const session = first.state.status === 'success' ? first.state.session : undefined;
    expect(kit.getSessionState()).toEqual({ status: 'signedIn', session });

    await kit.logout();
    expect(kit.getSessionState()).toMatchObject({ status: 'signedOut', reason: 'logout' });

    const second = await logIn(kit, relay, 'email', 'ada@example.com');
    expect(second.state).toMatchObject({ status: 'success', isNewUser: false });
    if (second.state.status !== 'success' || !session) throw new Error('unreachable');
    expect(second.state.session.organizationId).toBe(session.organizationId);
    expect(second.state.session.userId).toBe(session.userId);
    expect(second.state.session.publicKey).not.toBe(session.publicKey);
  });

  it('a flow reset after a login makes a new key for the next login (the first belongs to its session)', async () => {
    const { kit, relay } = setup();
    const first = await logIn(kit, relay, 'email', 'again@example.com');
    if (first.state.status !== 'success') throw new Error(first.state.status);
    await kit.logout();
    const { flow } = first;
    flow.send({ type: 'reset' });
    flow.send({ type: 'setContact', contact: 'again@example.com' });
    flow.send({ type: 'submitContact' });
    const sent = await until(flow, ['enteringCode']);
    flow.send({ type: 'setCode', code: lastCode(relay, sent.status === 'enteringCode' ? sent.contact : '') });
    flow.send({ type: 'submitCode' });
    const second = await until(flow, ['success', 'failed']);
    if (second.status !== 'success') throw new Error(JSON.stringify(second));
    expect(second.session.publicKey).not.toBe(first.state.session.publicKey);
    expect(second.session.organizationId).toBe(first.state.session.organizationId);
    expect(await kit.restoreSession()).toEqual({ status: 'signedIn', session: second.session }); // its key is in the store
  });

  it('signs a user up by SMS', async () => {
    const { kit, relay } = setup();
    const { state } = await logIn(kit, relay, 'sms', '+1 415 555 0100');
    expect(state).toMatchObject({ status: 'success', contact: '+14155550100', session: { method: 'otp_sms', contact: '+14155550100' } });
  });

  it('a wrong code ends in codeInvalid, and the right code then logs in', async () => {
    const { kit, relay } = setup();
    const { flow, state } = await logIn(kit, relay, 'email', 'typo@example.com', '000001');
    const right = lastCode(relay, 'typo@example.com');
    if (right === '000001') return; // one in a million: the guess was right
    expect(state).toMatchObject({ status: 'codeInvalid', error: { code: 'otp_invalid' }, code: '000001' });
    flow.send({ type: 'setCode', code: right });
    flow.send({ type: 'submitCode' });
    expect(await until(flow, ['success', 'failed'])).toMatchObject({ status: 'success' });
  });

  it('restores the session in a new client (a reload) and logs out there', async () => {
    const { kit, relay, makeKit } = setup();
    const { state } = await logIn(kit, relay, 'email', 'reload@example.com');
    if (state.status !== 'success') throw new Error(state.status);
    kit.dispose();

    const reloaded = makeKit();
    expect(await reloaded.restoreSession()).toEqual({ status: 'signedIn', session: state.session });
    await reloaded.logout();
    expect(await makeKit().restoreSession()).toMatchObject({ status: 'signedOut' });
  });

  it('refuses a session whose token was signed by a key the kit does not pin', async () => {
    const { relay } = setup();
    const impostor = createMockRelay(); // its own enclave keys
    const kit = createLoginKit({
      authProxyUrl: 'http://relay.test',
      authProxyConfigId: relay.config.configId,
      trustedKeys: impostor.keys,
      indexedDB: new IDBFactory(),
      fetch: (input, init) => relay.fetch(new Request(input, init)),
    });
    const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
    flow.send({ type: 'setContact', contact: 'mallory@example.com' });
    flow.send({ type: 'submitContact' });
    await until(flow, ['enteringCode']);
    flow.send({ type: 'setCode', code: lastCode(relay, 'mallory@example.com') });
    flow.send({ type: 'submitCode' });
    expect(await until(flow, ['failed', 'success'])).toMatchObject({ status: 'failed', error: { code: 'signature_invalid' } });
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });
});
