import { invalidInput, type LoginKitError } from '../errors';
import type { KeyStore } from '../storage/key-store';
import type { SessionStore } from '../storage/session-store';
import type { SessionLifecycle } from './session-lifecycle';
import type { LogoutOptions, RefreshSessionOptions, Session, SessionState } from './session-types';

export interface SessionManagerDeps {
  store: SessionStore;
  keys: KeyStore;
  /** The pinned notarizer key (uncompressed) that signs session JWTs. */
  notarizerKey: Uint8Array | string;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * Makes a session's successor: create_read_write_session stamped with the session's key, to a
   * new key (already in the key store when this resolves). Without it nothing is refreshed.
   */
  refresh?: (session: Session, options: RefreshSessionOptions) => Promise<Session>;
  /** Refresh every read-write session shortly before it expires (default true). */
  autoRefresh?: boolean;
  /** How long before expiry the refresh runs and `beforeExpiry` is called (default 60; at most half a session's life). */
  refreshBeforeExpirySeconds?: number;
  /** Called once per session (in each tab) when it enters that window and will expire: not refreshed automatically, or its refresh failed. */
  beforeExpiry?: (session: Session) => void;
  /** Called once per session (in each tab) when it expires: here, in another tab, or while the page was closed. */
  onExpired?: (session: Session) => void;
  /** Failed automatic refreshes, and callbacks that threw. */
  onWarning?: (warning: LoginKitError) => void;
  /** Runs `task` while no other tab runs one under `name`. Default: Web Locks where present, else at once. */
  exclusive?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /**
   * Calls `wake` whenever timers may have run late (`online`: the network came back). Default:
   * the page becoming visible again, `pageshow`, and `online`.
   */
  watch?: (wake: (online: boolean) => void) => () => void;
}

export interface SessionManager {
  getState(): SessionState;
  /** Every session held in this browser (the active one included); a new array on each change. */
  getSessions(): readonly Session[];
  /** The active session while it has not expired (an expired one is expired instead). */
  active(): Session | undefined;
  /** Listeners fire on every change of the state or the sessions (this tab's and other tabs'), with the state and the one before. */
  subscribe(listener: SessionListener): () => void;
  /** Reads the persisted sessions, checks the active one's key and token, and arms the timers. */
  restore(): Promise<SessionState>;
  /** Stores a new session (its key is already in the key store), replacing the same user's older one, and makes it active. */
  establish(session: Session): Promise<void>;
  /** Makes another held session the active one (`session_expired` when it has expired or lost its key). */
  switchTo(publicKey: string): Promise<void>;
  /** Forgets the active session (or the one named, or all) and deletes their keys. */
  logout(options?: LogoutOptions): Promise<void>;
  /** Replaces the active session by its successor now (`session_expired` when signed out). */
  refresh(options?: RefreshSessionOptions): Promise<Session>;
  /** Re-checks expiry and runs what is due (as when the page wakes up). */
  check(): Promise<void>;
  dispose(): void;
}

/** Called on each change: the session state now, and the one before (the same object when only the list of sessions changed). */
export type SessionListener = (state: SessionState, previous: SessionState) => void;

/** Where the lifecycle publishes what the app sees. */
export interface SessionView {
  readonly state: SessionState;
  readonly sessions: readonly Session[];
  publish(state: SessionState, sessions: readonly Session[]): void;
}

/**
 * Owns "who is logged in": the persisted sessions (metadata, never key material), which one is
 * active, expiry and refresh, logout, and other tabs' changes. This part (state and listeners)
 * loads with the page; the rest (session-lifecycle.ts) on the first subscribe or call, which the
 * provider's restore makes at mount.
 */
export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  const before = deps.refreshBeforeExpirySeconds;
  if (before !== undefined && !(typeof before === 'number' && before >= 0 && before < Infinity)) {
    throw invalidInput('refreshBeforeExpirySeconds', 'must be a number of seconds, 0 or more');
  }
  const now = deps.now ?? Date.now;
  const listeners = new Set<SessionListener>();
  let disposed = false;
  let lifecycle: Promise<SessionLifecycle> | undefined;
  let loaded: SessionLifecycle | undefined;
  const view: SessionView = {
    state: { status: 'loading' },
    sessions: [],
    publish(state, sessions) {
      const previous = view.state;
      Object.assign(view, { state, sessions });
      for (const listener of [...listeners]) listener(state, previous);
    },
  };
  const load = (): Promise<SessionLifecycle> =>
    (lifecycle ??= import('./session-lifecycle').then(
      ({ createSessionLifecycle }) => {
        loaded = createSessionLifecycle(deps, view);
        if (disposed) loaded.dispose();
        return loaded;
      },
      (error: unknown) => {
        lifecycle = undefined; // a failed load may be retried
        throw error;
      },
    ));

  return {
    getState: () => view.state,
    getSessions: () => view.sessions,
    active() {
      const state = view.state;
      if (state.status !== 'signedIn') return undefined;
      if (state.session.expiresAt > now()) return state.session;
      load().then((running) => running.check(), () => undefined);
      return undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      load().catch(() => undefined); // starts following other tabs
      return () => listeners.delete(listener);
    },
    restore: async () => (await load()).restore(),
    establish: async (session) => (await load()).establish(session),
    switchTo: async (publicKey) => (await load()).switchTo(publicKey),
    logout: async (options) => (await load()).logout(options),
    refresh: async (options) => (await load()).refresh(options),
    check: async () => (await load()).check(),
    dispose() {
      disposed = true;
      listeners.clear();
      loaded?.dispose(); // at once: no timer of a closed page may run
    },
  };
}
