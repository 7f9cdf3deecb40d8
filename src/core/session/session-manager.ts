import type { KeyStore } from '../storage/key-store';
import type { SessionStore } from '../storage/session-store';
import type { Session, SessionState } from './session-types';

export interface SessionManagerDeps {
  store: SessionStore;
  keys: KeyStore;
  /** The pinned notarizer key (uncompressed) that signs session JWTs. */
  notarizerKey: Uint8Array | string;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface SessionManager {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Reads the persisted session, checks its key and token, and arms the expiry timer. */
  restore(): Promise<SessionState>;
  /** Stores a new session (its key is already in the key store) and makes it active. */
  establish(session: Session): Promise<void>;
  /** Forgets the active session and deletes its key. */
  logout(): Promise<void>;
  dispose(): void;
}

/**
 * Keys no stored session uses are swept on restore once they are this old: keys of logins that
 * never finished (a closed tab, an abandoned popup). Younger ones may belong to a login still
 * going on in some tab (a social login's redirect may take up to 30 minutes).
 */
export const orphanKeyGraceMs = 60 * 60_000;

/** Longest delay setTimeout honours; longer expiries re-arm on wake. */
const maxTimerMs = 2_147_483_647;

/**
 * Owns "who is logged in": persisted session metadata (never key material), expiry, logout,
 * and other tabs' changes (the store's broadcast).
 */
export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  let state: SessionState = { status: 'loading' };
  let timer: unknown;

  const set = (next: SessionState): void => {
    state = next;
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (next.status === 'signedIn') {
      const delay = next.session.expiresAt - now();
      timer = setTimer(() => void expire(next.session), Math.max(0, Math.min(delay, maxTimerMs)));
    }
    for (const listener of [...listeners]) listener();
  };

  const expire = async (session: Session): Promise<void> => {
    if (state.status !== 'signedIn' || state.session.publicKey !== session.publicKey) return;
    if (session.expiresAt > now()) return set(state); // timer capped or fired early: re-arm
    await forget(session);
    set({ status: 'signedOut', reason: 'expired' });
  };

  const forget = async (session: Session): Promise<void> => {
    const stored = deps.store.read();
    deps.store.write({ sessions: stored.sessions.filter((s) => s.publicKey !== session.publicKey) });
    await deps.keys.delete(session.publicKey);
  };

  const isUsable = async (session: Session): Promise<boolean> => {
    if (session.expiresAt <= now()) return false;
    if (session.token !== undefined) {
      try {
        const { verifySessionJwt } = await import('../crypto/jwt');
        verifySessionJwt(session.token, deps.notarizerKey, now());
      } catch {
        return false;
      }
    }
    return (await deps.keys.get(session.publicKey)) !== undefined;
  };

  const load = async (): Promise<SessionState> => {
    const stored = deps.store.read();
    const active = stored.sessions.find((s) => s.publicKey === stored.activePublicKey);
    if (active === undefined) return { status: 'signedOut' };
    if (await isUsable(active)) return { status: 'signedIn', session: active };
    await forget(active);
    return { status: 'signedOut', reason: active.expiresAt <= now() ? 'expired' : undefined };
  };

  const unsubscribeStore = deps.store.subscribe((origin) => {
    if (origin === 'remote') void load().then(set);
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async restore() {
      set(await load());
      const inUse = deps.store.read().sessions.map((session) => session.publicKey);
      void deps.keys.retainOnly(inUse, { createdBefore: now() - orphanKeyGraceMs }).catch(() => undefined);
      return state;
    },
    async establish(session) {
      const stored = deps.store.read();
      deps.store.write({
        activePublicKey: session.publicKey,
        sessions: [...stored.sessions.filter((s) => s.publicKey !== session.publicKey), session],
      });
      set({ status: 'signedIn', session });
    },
    async logout() {
      if (state.status === 'signedIn') await forget(state.session);
      set({ status: 'signedOut', reason: 'logout' });
    },
    dispose() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      unsubscribeStore();
      listeners.clear();
    },
  };
}
