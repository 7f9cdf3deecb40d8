import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit, type LoginKit, type OtpState, type Session } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';

/**
 * Two tabs of one origin: two kits on one localStorage, one IndexedDB and one storage key (so
 * one BroadcastChannel name), against the mock relay. What one tab does reaches the other within
 * a second, over BroadcastChannel and, where it is missing, over the `storage` event.
 */

const kits: LoginKit[] = [];
let runs = 0;

afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  vi.unstubAllGlobals();
});

/** A localStorage that, like a browser, fires `storage` at the other documents (here: `page`) on a change. */
function sharedStorage(page?: EventTarget): Storage {
  const items = new Map<string, string>();
  const changed = (key: string): void => {
    if (page) queueMicrotask(() => page.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: storage })));
  };
  const storage: Storage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
      changed(key);
    },
    removeItem: (key) => {
      items.delete(key);
      changed(key);
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  return storage;
}

function twoTabs(relay: MockRelay): [LoginKit, LoginKit] {
  runs += 1;
  const options = {
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => relay.fetch(new Request(input, init)),
    storageKey: `cross-tab-${runs}`,
    autoRefresh: false,
    onWarning: () => undefined,
  };
  const tabs: [LoginKit, LoginKit] = [createLoginKit(options), createLoginKit(options)];
  kits.push(...tabs);
  return tabs;
}

async function logIn(kit: LoginKit, relay: MockRelay, contact: string): Promise<Session> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  const until = async (statuses: OtpState['status'][]): Promise<OtpState> => {
    await vi.waitFor(() => expect(statuses).toContain(flow.getSnapshot().status), { timeout: 30_000 });
    return flow.getSnapshot();
  };
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await until(['enteringCode']);
  flow.send({ type: 'setCode', code: relay.mailbox.filter((mail) => mail.contact === contact).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  const state = await until(['success', 'failed']);
  if (state.status !== 'success') throw new Error(JSON.stringify(state));
  flow.dispose();
  return state.session;
}

const within = { timeout: 30_000, interval: 20 }; // a hang guard: the machine may be busy
const activeKey = (kit: LoginKit) => {
  const state = kit.getSessionState();
  return state.status === 'signedIn' ? state.session.publicKey : undefined;
};
const heldKeys = (kit: LoginKit) => kit.listSessions().map((session) => session.publicKey);

async function followsEveryChange(relay: MockRelay, [tab, other]: [LoginKit, LoginKit]): Promise<void> {
  await Promise.all([tab.restoreSession(), other.restoreSession()]);
  const ada = await logIn(tab, relay, 'ada@example.com');
  await vi.waitFor(() => expect(activeKey(other)).toBe(ada.publicKey), within);

  const grace = await logIn(other, relay, 'grace@example.com');
  await vi.waitFor(() => expect(heldKeys(tab)).toEqual([ada.publicKey, grace.publicKey]), within);
  expect(activeKey(tab)).toBe(grace.publicKey);

  await tab.switchSession(ada.publicKey);
  await vi.waitFor(() => expect(activeKey(other)).toBe(ada.publicKey), within);

  const refreshed = await tab.refreshSession();
  await vi.waitFor(() => expect(activeKey(other)).toBe(refreshed.publicKey), within);
  // The other tab stamps with the successor (the keys are shared by the origin's IndexedDB).
  await expect((await other.account()).getUser()).resolves.toMatchObject({ userId: ada.userId });

  await other.logout();
  await vi.waitFor(() => expect(tab.getSessionState()).toEqual({ status: 'signedOut', reason: 'logout' }), within);
  expect(heldKeys(tab)).toEqual([grace.publicKey]);

  await tab.logout({ all: true });
  await vi.waitFor(() => expect(other.listSessions()).toEqual([]), within);
}

describe('sessions across tabs', () => {
  it('a login, switch, refresh and logout in one tab reach the other (BroadcastChannel)', async () => {
    vi.stubGlobal('localStorage', sharedStorage());
    const relay = createMockRelay();
    await followsEveryChange(relay, twoTabs(relay));
  });

  it('the same over the storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('localStorage', sharedStorage(page));
    const relay = createMockRelay();
    await followsEveryChange(relay, twoTabs(relay));
  });
});
