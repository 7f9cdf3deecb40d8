import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage';
import { createSessionStore } from '../storage/session-store';
import type { SessionManager } from './session-manager';
import { sessionFor, sessionTestBed } from './test-utils/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const activeKey = (manager: SessionManager) => {
  const state = manager.getState();
  return state.status === 'signedIn' ? state.session.publicKey : undefined;
};
const keysOf = (manager: SessionManager) => manager.getSessions().map((session) => session.publicKey);

/** One tab, signed in as Ada and then as Grace (Grace active). */
async function twoUsers() {
  const bed = sessionTestBed();
  const manager = bed.manager();
  await manager.restore();
  const ada = await sessionFor(bed.keys, bed.time.now());
  const grace = await sessionFor(bed.keys, bed.time.now(), 900_000, { userId: 'user-2', organizationId: 'org-2', contact: 'grace@example.com' });
  await manager.establish(ada);
  await manager.establish(grace);
  return { ...bed, tab: manager, ada, grace };
}

describe('several sessions, one active', () => {
  it('keeps every user’s session; the newest login is active', async () => {
    const { tab: manager, ada, grace } = await twoUsers();
    expect(keysOf(manager)).toEqual([ada.publicKey, grace.publicKey]);
    expect(activeKey(manager)).toBe(grace.publicKey);
  });

  it('a new login of the same user replaces their older session and deletes its key', async () => {
    const { tab: manager, keys, time, ada, grace } = await twoUsers();
    const adaAgain = await sessionFor(keys, time.now());
    await manager.establish(adaAgain);
    expect(keysOf(manager)).toEqual([grace.publicKey, adaAgain.publicKey]);
    expect(await keys.get(ada.publicKey)).toBeUndefined();
  });

  it('keeps the same array until something changes (a stable snapshot for React)', async () => {
    const { tab: manager } = await twoUsers();
    expect(manager.getSessions()).toBe(manager.getSessions());
    await manager.check();
    const before = manager.getSessions();
    await manager.check();
    expect(manager.getSessions()).toBe(before);
  });

  it('switches the active session', async () => {
    const { tab: manager, ada, grace, store } = await twoUsers();
    const seen: (string | undefined)[] = [];
    manager.subscribe(() => seen.push(activeKey(manager)));
    await manager.switchTo(ada.publicKey);
    expect(activeKey(manager)).toBe(ada.publicKey);
    expect(store().read().activePublicKey).toBe(ada.publicKey);
    expect(seen).toEqual([ada.publicKey]);
    await manager.switchTo(grace.publicKey);
    expect(activeKey(manager)).toBe(grace.publicKey);
  });

  it('refuses to switch to a session it does not hold, naming publicKey', async () => {
    const { tab: manager } = await twoUsers();
    await expect(manager.switchTo(`02${'ee'.repeat(32)}`)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'publicKey' } });
  });

  it('refuses an expired session or one whose key is gone (session_expired), and forgets it', async () => {
    const { tab: manager, keys, ada, grace } = await twoUsers();
    await keys.delete(ada.publicKey);
    await expect(manager.switchTo(ada.publicKey)).rejects.toMatchObject({ code: 'session_expired' });
    expect(keysOf(manager)).toEqual([grace.publicKey]);
    expect(activeKey(manager)).toBe(grace.publicKey);
  });

  it('logout() ends the active session only: signed out, the others stay to switch to', async () => {
    const { tab: manager, keys, ada, grace } = await twoUsers();
    await manager.logout();
    expect(manager.getState()).toEqual({ status: 'signedOut', reason: 'logout' });
    expect(keysOf(manager)).toEqual([ada.publicKey]);
    expect(await keys.get(grace.publicKey)).toBeUndefined();
    await manager.switchTo(ada.publicKey);
    expect(activeKey(manager)).toBe(ada.publicKey);
  });

  it('logout({ publicKey }) ends that session; the active one stays', async () => {
    const { tab: manager, keys, ada, grace } = await twoUsers();
    await manager.logout({ publicKey: ada.publicKey });
    expect(activeKey(manager)).toBe(grace.publicKey);
    expect(keysOf(manager)).toEqual([grace.publicKey]);
    expect(await keys.get(ada.publicKey)).toBeUndefined();
  });

  it('logout({ all: true }) ends every session and deletes every key', async () => {
    const { tab: manager, keys, store } = await twoUsers();
    await manager.logout({ all: true });
    expect(manager.getState()).toEqual({ status: 'signedOut', reason: 'logout' });
    expect(manager.getSessions()).toEqual([]);
    expect(store().read()).toEqual({ sessions: [] });
    expect(await keys.list()).toEqual([]);
  });

  it('restores every held session and the active one after a reload', async () => {
    const { tab, manager, ada, grace } = await twoUsers();
    await tab.switchTo(ada.publicKey);
    tab.dispose();
    const reloaded = manager();
    expect(await reloaded.restore()).toEqual({ status: 'signedIn', session: ada });
    expect(keysOf(reloaded)).toEqual([ada.publicKey, grace.publicKey]);
  });
});

describe('other tabs (BroadcastChannel)', () => {
  it('follow a login, a switch, a refresh and a logout made in one tab', async () => {
    const bed = sessionTestBed();
    const refresh = bed.refresher();
    const tab = bed.manager({ refresh, autoRefresh: false });
    const other = bed.manager({ refresh, autoRefresh: false });
    await Promise.all([tab.restore(), other.restore()]);
    await followsEveryChange(bed, tab, other);
  });
});

describe('other tabs (storage event, without BroadcastChannel)', () => {
  it('follow a login, a switch, a refresh and a logout made in one tab', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    // The browser fires `storage` in the other documents of the origin when localStorage changes.
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    const storage = createMemoryStorage();
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      setItem(key, value);
      queueMicrotask(() => page.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: storage })));
    };
    const bed = sessionTestBed();
    const refresh = bed.refresher();
    const tab = bed.manager({ refresh, autoRefresh: false }, createSessionStore({ storage }));
    const other = bed.manager({ refresh, autoRefresh: false }, createSessionStore({ storage }));
    await Promise.all([tab.restore(), other.restore()]);
    await followsEveryChange(bed, tab, other);
  });
});

/** `other` sees each change `tab` makes (how fast is not asserted: the machine may be busy). */
async function followsEveryChange(bed: ReturnType<typeof sessionTestBed>, tab: SessionManager, other: SessionManager): Promise<void> {
  const within = { timeout: 30_000 }; // a hang guard: the machine may be busy
  const ada = await sessionFor(bed.keys, bed.time.now());
  const grace = await sessionFor(bed.keys, bed.time.now(), 900_000, { userId: 'user-2' });
  await tab.establish(ada);
  await expect.poll(() => activeKey(other), within).toBe(ada.publicKey);
  await tab.establish(grace);
  await expect.poll(() => keysOf(other), within).toEqual([ada.publicKey, grace.publicKey]);
  await tab.switchTo(ada.publicKey);
  await expect.poll(() => activeKey(other), within).toBe(ada.publicKey);
  const successor = await tab.refresh();
  await expect.poll(() => activeKey(other), within).toBe(successor.publicKey);
  await tab.logout();
  await expect.poll(() => other.getState(), within).toEqual({ status: 'signedOut', reason: 'logout' });
  expect(keysOf(other)).toEqual([grace.publicKey]);
  await other.logout({ all: true });
  await expect.poll(() => keysOf(tab), within).toEqual([]);
  tab.dispose();
  other.dispose();
}
