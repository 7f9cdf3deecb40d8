import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginKit, type LoginKit, type LoginKitEvent, type OtpState } from '../../src/core/internal';
import { createMemoryStorage } from '../../src/core/storage/memory-storage';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { createHostileRelay, until } from '../attacks/hostile-relay';

/**
 * Issue 28, app-wide events: `subscribeEvents` reports a signup, a returning login and a restored
 * session differently, a logout with its reason, and each error a login screen shows; each session once.
 */
const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

/** One browser: its storage and IndexedDB, shared by the pages (kits) opened in it. */
function browser(relay: MockRelay) {
  const localStorage = createMemoryStorage();
  const indexedDB = new IDBFactory();
  return {
    /** A page load: a kit on this browser's storage, with the events it reports. */
    open() {
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: localStorage });
      const kit = createLoginKit({
        authProxyUrl: 'http://relay.test',
        authProxyConfigId: relay.config.configId,
        trustedKeys: relay.keys,
        indexedDB,
        fetch: createHostileRelay(relay).fetch,
        onWarning: () => undefined,
      });
      kits.push(kit);
      const events: LoginKitEvent[] = [];
      kit.subscribeEvents((event) => void events.push(event));
      return { kit, events };
    },
  };
}

async function logIn(relay: MockRelay, kit: LoginKit, email: string, { wrongCodeFirst = false } = {}): Promise<OtpState> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  const code = relay.mailbox.filter((message) => message.contact === email).at(-1)!.code;
  if (wrongCodeFirst) {
    flow.send({ type: 'setCode', code: code === '000000' ? '111111' : '000000' });
    flow.send({ type: 'submitCode' });
    await until(flow, ['codeInvalid']);
  }
  flow.send({ type: 'setCode', code });
  flow.send({ type: 'submitCode' });
  const state = await until(flow, ['success', 'failed', 'codeInvalid', 'codeExpired']);
  flow.dispose();
  return state;
}

const brief = (event: LoginKitEvent) =>
  event.type === 'login'
    ? { type: event.type, method: event.method, isNewUser: event.isNewUser, restored: event.restored, userId: event.session.userId }
    : event.type === 'logout'
      ? event
      : { type: event.type, code: event.error.code };

describe('app-wide events', () => {
  it('a signup, a logout, a returning login and a restored session: each reported once, told apart', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const device = browser(relay);
    const page = device.open();
    await page.kit.restoreSession();

    const signup = await logIn(relay, page.kit, 'ada@example.com');
    const userId = signup.status === 'success' ? signup.session.userId : 'none';
    await page.kit.logout();
    await logIn(relay, page.kit, 'ada@example.com');

    const reloaded = device.open();
    await reloaded.kit.restoreSession();

    expect(page.events.map(brief)).toEqual([
      { type: 'login', method: 'otp_email', isNewUser: true, restored: false, userId },
      { type: 'logout', reason: 'logout' },
      { type: 'login', method: 'otp_email', isNewUser: false, restored: false, userId },
    ]);
    expect(reloaded.events.map(brief)).toEqual([{ type: 'login', method: 'otp_email', isNewUser: false, restored: true, userId }]);
  });

  it('a wrong code is an error event, then the login', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const page = browser(relay).open();
    await page.kit.restoreSession();
    await logIn(relay, page.kit, 'grace@example.com', { wrongCodeFirst: true });
    expect(page.events.map((event) => event.type)).toEqual(['error', 'login']);
    expect(brief(page.events[0]!)).toEqual({ type: 'error', code: 'otp_invalid' });
  });

  it('a page with no session reports nothing as it loads', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const page = browser(relay).open();
    await page.kit.restoreSession();
    expect(page.events).toEqual([]);
  });
});
