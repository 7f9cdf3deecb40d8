/**
 * The session manager's working part, loaded after the page (see session-manager.ts): restore,
 * login, switch, logout, expiry and refresh timers, and other tabs' changes. Timers are
 * re-checked when the page wakes (visible again, back from the cache, online), so sleep and
 * background throttling are survived; an expired session is forgotten, never used.
 */
import { LoginKitError, invalidInput, toLoginKitError } from '../errors';
import type { PersistedSessions } from '../storage/session-store';
import type { SessionManager, SessionManagerDeps, SessionView } from './session-manager';
import type { RefreshSessionOptions, Session } from './session-types';

export type SessionLifecycle = Pick<SessionManager, 'restore' | 'establish' | 'switchTo' | 'logout' | 'refresh' | 'dispose'> & { check(): void };

/**
 * Keys no stored session uses are swept on restore once they are this old: keys of logins that
 * never finished (a closed tab, an abandoned popup). Younger ones may belong to a login still
 * going on in some tab (a social login's redirect may take up to 30 minutes).
 *
 * Here, not in session-manager.ts: this lazy file then imports nothing of the manager's at run time,
 * so esbuild keeps the manager with the rest of the page's shared code instead of a chunk of its own
 * (issue 27).
 */
export const orphanKeyGraceMs = 60 * 60_000;

/** Longest delay setTimeout honours; longer waits re-arm when they fire. */
const maxTimerMs = 2_147_483_647;
/** Failures worth one more automatic refresh when the network comes back. */
const offlineCodes = ['network', 'timeout', 'unavailable'];
const noop = (): undefined => undefined;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface PageTarget {
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

/** The page's wake-up events: visible again, back from the back/forward cache, online. */
export function watchPage(wake: (online: boolean) => void): () => void {
  const page = globalThis as PageTarget & { document?: PageTarget & { visibilityState?: string } };
  const doc = page.document;
  const visible = (): void => {
    if (doc?.visibilityState !== 'hidden') wake(false);
  };
  const shown = (): void => wake(false);
  const online = (): void => wake(true);
  doc?.addEventListener?.('visibilitychange', visible);
  page.addEventListener?.('pageshow', shown);
  page.addEventListener?.('online', online);
  return () => {
    doc?.removeEventListener?.('visibilitychange', visible);
    page.removeEventListener?.('pageshow', shown);
    page.removeEventListener?.('online', online);
  };
}

/** Web Locks, as far as they are used here: the request resolves with the task's result. */
type Locks = { request<T>(name: string, task: () => Promise<T>): Promise<T> };

function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks;
  return locks ? locks.request(name, task) : task();
}

export function createSessionLifecycle(deps: SessionManagerDeps, view: SessionView): SessionLifecycle {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const beforeMs = (deps.refreshBeforeExpirySeconds ?? 60) * 1000;
  const { store, keys } = deps;
  const exclusive = deps.exclusive ?? webLock;
  let timer: unknown;
  let disposed = false;
  /** The sessions this tab has seen stored: one of them gone when expired is reported expired. */
  let known: readonly Session[] = view.sessions;
  /** Per public key: beforeExpiry called, onExpired called, automatic refresh tried, worth a retry online. */
  const warned = new Set<string>();
  const ended = new Set<string>();
  const tried = new Set<string>();
  const offline = new Set<string>();
  const refreshing = new Map<string, Promise<Session | undefined>>();

  const report = (callback: ((session: Session) => void) | undefined, session: Session): void => {
    try {
      callback?.(session);
    } catch (error) {
      deps.onWarning?.(toLoginKitError(error));
    }
  };
  /** beforeExpiry, once per session: it will expire (not refreshed automatically, or the refresh failed). */
  const warn = (session: Session): void => {
    if (warned.has(session.publicKey)) return;
    warned.add(session.publicKey);
    report(deps.beforeExpiry, session);
  };

  /** When the refresh (and beforeExpiry) is due: `refreshBeforeExpirySeconds` ahead, never before half its life. */
  const dueAt = (session: Session): number => Math.max(session.expiresAt - beforeMs, (session.createdAt + session.expiresAt) / 2);
  const refreshable = (session: Session): boolean =>
    deps.autoRefresh !== false && deps.refresh !== undefined && session.sessionType === 'SESSION_TYPE_READ_WRITE' && !tried.has(session.publicKey);
  /** Whether something is still to do at `dueAt` (nothing while its refresh runs: its end re-arms the timer). */
  const pending = (session: Session): boolean =>
    !refreshing.has(session.publicKey) && ((deps.beforeExpiry !== undefined && !warned.has(session.publicKey)) || refreshable(session));

  const schedule = (): void => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (disposed) return;
    let next = Infinity;
    for (const session of view.sessions) next = Math.min(next, session.expiresAt, pending(session) ? dueAt(session) : Infinity);
    if (next < Infinity) timer = setTimer(check, Math.max(0, Math.min(next - now(), maxTimerMs)));
  };

  /** Takes what is stored as this tab's view; `reason` says why an active session went away. */
  const adopt = (stored: PersistedSessions, reason?: 'logout' | 'expired'): void => {
    const time = now();
    const { state, sessions } = view;
    for (const session of known) {
      const held = stored.sessions.some((other) => other.publicKey === session.publicKey);
      if (session.expiresAt <= time && !held && !ended.has(session.publicKey)) {
        ended.add(session.publicKey);
        report(deps.onExpired, session);
      }
    }
    const active = stored.sessions.find((session) => session.publicKey === stored.activePublicKey);
    let next = state;
    if (active !== undefined) {
      if (state.status !== 'signedIn' || !same(state.session, active)) next = { status: 'signedIn', session: active };
    } else if (state.status === 'signedIn') {
      next = { status: 'signedOut', reason: reason ?? (state.session.expiresAt <= time ? 'expired' : 'logout') };
    } else if (state.status === 'loading' || reason !== undefined) {
      next = reason === undefined ? { status: 'signedOut' } : { status: 'signedOut', reason };
    }
    known = stored.sessions;
    const listChanged = !same(sessions, stored.sessions);
    if (next !== state || listChanged) view.publish(next, listChanged ? stored.sessions : sessions);
    schedule();
  };

  /** Removes sessions from the store (at once) and deletes their keys. */
  const forget = (publicKeys: readonly string[]): Promise<unknown> => {
    const stored = store.read();
    const activePublicKey = publicKeys.includes(stored.activePublicKey ?? '') ? undefined : stored.activePublicKey;
    store.write({ activePublicKey, sessions: stored.sessions.filter((session) => !publicKeys.includes(session.publicKey)) });
    return Promise.all(publicKeys.map((publicKey) => keys.delete(publicKey)));
  };

  const isUsable = async (session: Session): Promise<boolean> => {
    if (session.expiresAt <= now()) return false;
    if (session.token !== undefined) {
      try {
        const { verifySessionJwt } = await import('../crypto/jwt');
        await verifySessionJwt(session.token, deps.notarizerKey, now());
      } catch {
        return false;
      }
    }
    return (await keys.get(session.publicKey)) !== undefined;
  };

  /**
   * Replaces the stored session `publicKey` by its successor, one tab at a time: when another tab
   * got there first the session is no longer stored, and nothing is sent (undefined).
   */
  const refreshOne = (publicKey: string, options: RefreshSessionOptions): Promise<Session | undefined> => {
    const make = deps.refresh;
    if (make === undefined) return Promise.reject(new LoginKitError('method_disabled', 'Sessions cannot be refreshed here'));
    const task = exclusive(`loginkit:refresh:${publicKey}`, async () => {
      const current = store.read().sessions.find((session) => session.publicKey === publicKey);
      if (current === undefined || current.expiresAt <= now()) return undefined;
      const next = await make(current, options);
      const stored = store.read();
      if (!stored.sessions.some((session) => session.publicKey === publicKey)) {
        await keys.delete(next.publicKey); // logged out meanwhile
        return undefined;
      }
      store.write({
        activePublicKey: stored.activePublicKey === publicKey ? next.publicKey : stored.activePublicKey,
        sessions: stored.sessions.map((session) => (session.publicKey === publicKey ? next : session)),
      });
      await keys.delete(publicKey).catch(noop);
      return next;
    }).finally(() => {
      refreshing.delete(publicKey);
      adopt(store.read());
    });
    refreshing.set(publicKey, task);
    return task;
  };

  /** The automatic refresh: tried once per session; a failure is reported, the session kept until it expires. */
  const refreshInBackground = (session: Session): void => {
    tried.add(session.publicKey);
    refreshOne(session.publicKey, {}).catch((error: unknown) => {
      const cause = toLoginKitError(error);
      if (offlineCodes.includes(cause.code)) offline.add(session.publicKey);
      deps.onWarning?.(
        new LoginKitError(cause.code, `The session could not be refreshed; it stays until it expires (${cause.message})`, { cause, details: cause.details }),
      );
      if (store.read().sessions.some((held) => held.publicKey === session.publicKey)) warn(session);
    });
  };

  const check = (): void => {
    if (disposed) return;
    const time = now();
    const expired = view.sessions.filter((session) => session.expiresAt <= time).map((session) => session.publicKey);
    if (expired.length > 0) {
      forget(expired).catch(noop);
      adopt(store.read());
    }
    for (const session of view.sessions) {
      if (time < dueAt(session) || refreshing.has(session.publicKey)) continue;
      if (refreshable(session)) refreshInBackground(session);
      else warn(session);
    }
    schedule();
  };

  const activeSession = (): Session => {
    const state = view.state;
    if (state.status !== 'signedIn') throw new LoginKitError('session_expired', 'Log in first: there is no active session');
    if (state.session.expiresAt <= now()) {
      check();
      throw new LoginKitError('session_expired', 'The session has expired: log in again');
    }
    return state.session;
  };

  const unsubscribeStore = store.subscribe((origin) => {
    if (origin === 'remote' && !disposed) adopt(store.read());
  });
  const unwatch = (deps.watch ?? watchPage)((online) => {
    if (online) for (const publicKey of offline) tried.delete(publicKey);
    if (online) offline.clear();
    check();
  });

  return {
    async restore() {
      const stored = store.read();
      const active = stored.sessions.find((session) => session.publicKey === stored.activePublicKey);
      const dead = stored.sessions.filter((session) => session.expiresAt <= now()).map((session) => session.publicKey);
      if (active !== undefined && !dead.includes(active.publicKey) && !(await isUsable(active))) dead.push(active.publicKey);
      if (dead.length > 0) {
        // Sessions that expired while the page was closed are reported as expired too.
        known = [...known, ...stored.sessions.filter((session) => !known.some((other) => other.publicKey === session.publicKey))];
        await forget(dead);
      }
      adopt(store.read(), active !== undefined && dead.includes(active.publicKey) && active.expiresAt <= now() ? 'expired' : undefined);
      const inUse = store.read().sessions.map((session) => session.publicKey);
      void keys.retainOnly(inUse, { createdBefore: now() - orphanKeyGraceMs }).catch(noop);
      check();
      return view.state;
    },
    async establish(session) {
      const stored = store.read();
      const replaced = stored.sessions
        .filter((other) => other.publicKey !== session.publicKey && other.userId === session.userId && other.organizationId === session.organizationId)
        .map((other) => other.publicKey);
      store.write({
        activePublicKey: session.publicKey,
        sessions: [...stored.sessions.filter((other) => other.publicKey !== session.publicKey && !replaced.includes(other.publicKey)), session],
      });
      adopt(store.read());
      await Promise.all(replaced.map((publicKey) => keys.delete(publicKey).catch(noop)));
    },
    async switchTo(publicKey) {
      const target = store.read().sessions.find((session) => session.publicKey === publicKey);
      if (target === undefined) throw invalidInput('publicKey', 'names no session held in this browser');
      if (!(await isUsable(target))) {
        await forget([publicKey]);
        adopt(store.read());
        throw new LoginKitError('session_expired', 'That session has expired or its key is gone: log in again', { details: { field: 'publicKey' } });
      }
      const stored = store.read();
      if (stored.sessions.some((session) => session.publicKey === publicKey)) store.write({ ...stored, activePublicKey: publicKey });
      adopt(store.read());
    },
    async logout(options = {}) {
      const stored = store.read();
      const chosen = options.all === true ? stored.sessions.map((session) => session.publicKey) : [options.publicKey ?? stored.activePublicKey];
      const publicKeys = chosen.filter((publicKey): publicKey is string => stored.sessions.some((session) => session.publicKey === publicKey));
      const deleted = forget(publicKeys);
      const activeGone = publicKeys.includes(stored.activePublicKey ?? '') || view.state.status !== 'signedIn';
      adopt(store.read(), activeGone ? 'logout' : undefined);
      await deleted;
    },
    async refresh(options = {}) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const current = activeSession();
        const running = refreshing.get(current.publicKey);
        if (running !== undefined) {
          await running.catch(noop); // then refresh its successor
          continue;
        }
        const next = await refreshOne(current.publicKey, options);
        if (next !== undefined) return next;
      }
      throw new LoginKitError('session_expired', 'The session changed while it was being refreshed: try again');
    },
    check,
    dispose() {
      if (disposed) return;
      disposed = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      unsubscribeStore();
      unwatch();
    },
  };
}
