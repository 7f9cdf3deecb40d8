import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../errors';
import type { Session } from './session-types';
import { sessionFor, sessionTestBed } from './test-utils/session-fixtures';
import { watchPage } from './session-lifecycle';

const minute = 60_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A manager with one established 15-minute session, and the handles a test needs. */
async function signedIn(options: Parameters<ReturnType<typeof sessionTestBed>['manager']>[0] = {}, lifetimeMs = 15 * minute) {
  const bed = sessionTestBed(Math.ceil(Date.now() / 1000) * 1000); // whole seconds: expiry falls where the test says
  let wake: (online: boolean) => void = () => undefined;
  const refresh = bed.refresher();
  const warnings: LoginKitError[] = [];
  const manager = bed.manager({
    refresh,
    onWarning: (warning) => warnings.push(warning),
    watch: (callback) => {
      wake = callback;
      return () => undefined;
    },
    ...options,
  });
  const session = await sessionFor(bed.keys, bed.time.now(), lifetimeMs);
  await manager.establish(session);
  // `reopen`: a new manager on the same storage, keys and clock (a reload, or another tab).
  return { ...bed, reopen: bed.manager, manager, session, refresh, warnings, wake: (online = false) => wake(online) };
}

const activeKey = (manager: { getState(): { status: string; session?: Session } }) => manager.getState().session?.publicKey;

describe('refresh before expiry', () => {
  it('refreshes 60 s before expiry: the new key replaces the old one in the session, and the old key is deleted', async () => {
    const { manager, session, refresh, time, keys, store } = await signedIn();
    time.advance(14 * minute - 1_000);
    expect(refresh.calls).toEqual([]);
    time.advance(1_000);
    expect(refresh.calls).toEqual([session]);
    await expect.poll(() => activeKey(manager)).not.toBe(session.publicKey);
    const next = manager.getState().status === 'signedIn' ? (manager.getState() as { session: Session }).session : undefined;
    expect(next).toMatchObject({ userId: session.userId, organizationId: session.organizationId, method: 'otp_email', contact: 'ada@example.com' });
    expect(next?.token).toBeUndefined(); // a credential session: no JWT
    expect(store().read()).toEqual({ activePublicKey: next?.publicKey, sessions: [next] });
    await expect.poll(() => keys.get(session.publicKey)).toBeUndefined();
    expect(await keys.get(next!.publicKey)).toBeDefined();
  });

  it('refreshes each successor in its turn, once, without beforeSessionExpiry (nothing expires)', async () => {
    const beforeExpiry = vi.fn();
    const { manager, session, refresh, time } = await signedIn({ beforeExpiry });
    time.advance(14 * minute);
    await expect.poll(() => refresh.calls.length).toBe(1);
    await expect.poll(() => activeKey(manager)).not.toBe(session.publicKey);
    time.advance(13 * minute); // the successor lives 15 minutes from its refresh
    expect(refresh.calls).toHaveLength(1);
    time.advance(1 * minute);
    await expect.poll(() => refresh.calls.length).toBe(2);
    expect(manager.getState().status).toBe('signedIn');
    expect(beforeExpiry).not.toHaveBeenCalled();
  });

  it('never refreshes before half of a short session’s life (no refresh loop)', async () => {
    const { refresh, time } = await signedIn({}, 60_000);
    time.advance(29_000);
    expect(refresh.calls).toHaveLength(0);
    time.advance(1_000);
    expect(refresh.calls).toHaveLength(1);
  });

  it('with autoRefresh off, calls beforeSessionExpiry once when the session is about to expire, and onSessionExpired once when it does', async () => {
    const beforeExpiry = vi.fn();
    const onExpired = vi.fn();
    const { manager, session, refresh, time, wake } = await signedIn({ autoRefresh: false, beforeExpiry, onExpired, refreshBeforeExpirySeconds: 120 });
    time.advance(13 * minute - 1);
    expect(beforeExpiry).not.toHaveBeenCalled();
    time.advance(1);
    expect(beforeExpiry).toHaveBeenCalledWith(session);
    wake();
    await manager.check();
    time.advance(1 * minute);
    expect(beforeExpiry).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
    time.advance(1 * minute);
    expect(manager.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(onExpired).toHaveBeenCalledWith(session);
    wake();
    time.advance(10 * minute);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(refresh.calls).toHaveLength(0);
  });

  it('reports a failed refresh once (onWarning, then beforeSessionExpiry), keeps the session until it expires, and does not retry', async () => {
    const failing = vi.fn(() => Promise.reject(new LoginKitError('unauthenticated', 'the key was revoked')));
    const beforeExpiry = vi.fn();
    const onExpired = vi.fn();
    const { manager, session, time, warnings, wake } = await signedIn({ refresh: failing, beforeExpiry, onExpired });
    time.advance(14 * minute);
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toMatchObject({ code: 'unauthenticated', message: expect.stringContaining('stays until it expires') });
    await expect.poll(() => beforeExpiry.mock.calls).toEqual([[session]]);
    expect(activeKey(manager)).toBe(session.publicKey);
    wake();
    wake(true);
    time.advance(59_000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(manager.getState().status).toBe('signedIn');
    time.advance(1_000);
    expect(manager.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveLength(1);
    expect(beforeExpiry).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('tries a refresh that failed offline once more when the browser is back online', async () => {
    const bed = sessionTestBed();
    const succeed = bed.refresher();
    const refresh = vi.fn((session: Session) =>
      refresh.mock.calls.length === 1 ? Promise.reject(new LoginKitError('network', 'offline')) : succeed(session, {}),
    );
    const { manager, session, time, wake, warnings } = await signedIn({ refresh });
    time.advance(14 * minute);
    await expect.poll(() => warnings.map((warning) => warning.code)).toEqual(['network']);
    wake(); // visible again: still tried once
    expect(refresh).toHaveBeenCalledTimes(1);
    wake(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    await expect.poll(() => activeKey(manager)).not.toBe(session.publicKey);
  });
});

describe('callbacks', () => {
  it('reports a callback that throws through onWarning and carries on', async () => {
    const { manager, time, warnings } = await signedIn({
      autoRefresh: false,
      beforeExpiry: () => {
        throw new Error('app bug');
      },
    });
    time.advance(14 * minute);
    expect(warnings.map((warning) => warning.message)).toEqual(['app bug']);
    time.advance(1 * minute);
    expect(manager.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
  });

  it('reports a session that expired while the page was closed when it is restored', async () => {
    const onExpired = vi.fn();
    const { manager, session, time, reopen } = await signedIn({ autoRefresh: false });
    manager.dispose();
    time.sleep(16 * minute);
    const reloaded = reopen({ onExpired });
    expect(await reloaded.restore()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(onExpired).toHaveBeenCalledWith(session);
    await reloaded.check();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('reports a session another tab expired, once', async () => {
    const { manager, session, time, reopen } = await signedIn({ autoRefresh: false });
    const onExpired = vi.fn();
    const other = reopen({ onExpired });
    await other.restore();
    time.sleep(16 * minute);
    await manager.check(); // this tab notices first and forgets it
    await expect.poll(() => other.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(onExpired).toHaveBeenCalledWith(session);
    await other.check();
    expect(onExpired).toHaveBeenCalledTimes(1);
    other.dispose();
  });
});

describe('sleep and background tabs', () => {
  it('re-checks on wake: a session that expired while the machine slept is forgotten at once', async () => {
    const onExpired = vi.fn();
    const { manager, session, time, keys, wake } = await signedIn({ autoRefresh: false, onExpired });
    time.sleep(16 * minute); // no timer ran
    expect(manager.getState().status).toBe('signedIn');
    wake();
    expect(manager.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(onExpired).toHaveBeenCalledWith(session);
    await expect.poll(() => keys.get(session.publicKey)).toBeUndefined();
  });

  it('runs a refresh that fell due while the tab was asleep when it wakes', async () => {
    const { refresh, time, wake } = await signedIn();
    time.sleep(14.5 * minute);
    expect(refresh.calls).toHaveLength(0);
    wake();
    expect(refresh.calls).toHaveLength(1);
  });

  it('never hands out an expired session: active() refuses it and expires it', async () => {
    const { manager, session, time } = await signedIn({ autoRefresh: false });
    expect(manager.active()).toEqual(session);
    time.sleep(15 * minute);
    expect(manager.active()).toBeUndefined();
    await expect.poll(() => manager.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    await expect(manager.refresh()).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('listens to visibilitychange (when visible), pageshow and online on the page', () => {
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('document', doc);
    const wakes: boolean[] = [];
    const stop = watchPage((online) => wakes.push(online));
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(new Event('pageshow'));
    page.dispatchEvent(new Event('online'));
    expect(wakes).toEqual([false, false, true]);
    stop();
    page.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wakes).toHaveLength(3);
  });
});

describe('explicit refresh', () => {
  it('refreshes the active session now, passing invalidateExisting through', async () => {
    const { manager, session, refresh, keys } = await signedIn({ autoRefresh: false });
    const next = await manager.refresh({ invalidateExisting: true });
    expect(refresh.calls).toEqual([session]);
    expect(refresh.options).toEqual([{ invalidateExisting: true }]);
    expect(activeKey(manager)).toBe(next.publicKey);
    expect(await keys.list()).toEqual([next.publicKey]);
  });

  it('refuses when signed out', async () => {
    const bed = sessionTestBed();
    const manager = bed.manager({ refresh: bed.refresher() });
    await manager.restore();
    await expect(manager.refresh()).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('rejects a bad refreshBeforeExpirySeconds naming it', () => {
    const bed = sessionTestBed();
    expect(() => bed.manager({ refreshBeforeExpirySeconds: -1 })).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'refreshBeforeExpirySeconds' } }));
  });
});

describe('refresh across tabs', () => {
  it('with Web Locks, one tab refreshes and the others follow its successor', async () => {
    const held = new Map<string, Promise<unknown>>();
    vi.stubGlobal('navigator', {
      locks: {
        request<T>(name: string, task: () => Promise<T>): Promise<T> {
          const previous = held.get(name) ?? Promise.resolve();
          const run = previous.then(task, task);
          held.set(name, run.catch(() => undefined));
          return run;
        },
      },
    });
    const bed = sessionTestBed();
    const refresh = bed.refresher();
    const tabs = [bed.manager({ refresh }), bed.manager({ refresh }), bed.manager({ refresh })];
    await Promise.all(tabs.map((tab) => tab.restore()));
    const session = await sessionFor(bed.keys, bed.time.now());
    await tabs[0]!.establish(session);
    await expect.poll(() => tabs.map((tab) => activeKey(tab))).toEqual([session.publicKey, session.publicKey, session.publicKey]);
    bed.time.advance(14 * minute);
    await expect.poll(() => new Set(tabs.map((tab) => activeKey(tab))).size).toBe(1);
    await expect.poll(() => activeKey(tabs[2]!)).not.toBe(session.publicKey);
    expect(refresh.calls).toEqual([session]);
    expect(await bed.keys.list()).toEqual([activeKey(tabs[0]!)]);
    for (const tab of tabs) tab.dispose();
  });

  it('without Web Locks, tabs that refresh together keep one successor and delete the other keys', async () => {
    const bed = sessionTestBed();
    const refresh = bed.refresher();
    const tabs = [bed.manager({ refresh }), bed.manager({ refresh })];
    await Promise.all(tabs.map((tab) => tab.restore()));
    const session = await sessionFor(bed.keys, bed.time.now());
    await tabs[0]!.establish(session);
    await expect.poll(() => activeKey(tabs[1]!)).toBe(session.publicKey);
    bed.time.advance(14 * minute);
    await expect.poll(() => activeKey(tabs[0]!)).not.toBe(session.publicKey);
    await expect.poll(() => activeKey(tabs[1]!)).toBe(activeKey(tabs[0]!));
    await expect.poll(() => bed.keys.list()).toEqual([activeKey(tabs[0]!)]);
    for (const tab of tabs) tab.dispose();
  });
});
