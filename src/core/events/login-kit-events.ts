import type { LoginKitError } from '../errors';
import type { Flow } from '../flows/flow';
import type { LoginMethod, Session, SessionState } from '../session/session-types';

/** A person logged in, or a session came back (see `restored`). */
export interface LoginEvent {
  session: Session;
  method: LoginMethod;
  /** The login created the account (a signup). Always false when `restored`. */
  isNewUser: boolean;
  /**
   * Not a login made in this page: the session was read from storage as the page loaded, or was
   * made by a login in another tab of this browser.
   */
  restored: boolean;
}

/** The active session went away: the person logged out (here or in another tab), or it expired. */
export interface LogoutEvent {
  reason: 'logout' | 'expired';
}

/** What `subscribeEvents` reports, app-wide: logins, logouts, and every error a login screen shows. */
export type LoginKitEvent = ({ type: 'login' } & LoginEvent) | ({ type: 'logout' } & LogoutEvent) | { type: 'error'; error: LoginKitError };

/** A login flow's state, as far as the events read it. */
type ObservedState = { status: string; session?: Session; isNewUser?: boolean; error?: LoginKitError };

export interface LoginKitEvents {
  subscribe(listener: (event: LoginKitEvent) => void): () => void;
  /** Reports `flow`'s successes (logins) and each new error it shows, while anyone listens. */
  observe<State, Event>(flow: Flow<State, Event>): Flow<State, Event>;
  /** A session this page's own login is about to establish: its success is reported by its flow, with `isNewUser`. */
  establishing(session: Session): void;
  /** A login that ended outside a flow (a social login's full-page redirect). */
  loggedIn(session: Session, isNewUser: boolean): void;
}

/**
 * The app-wide events of one client. Logins come from the login flows' success states (which know
 * whether the account is new); restored sessions and logouts from the session state's changes. Each
 * session is reported once, whichever source sees it first. Nothing is watched before the first
 * listener subscribes.
 */
export function createLoginKitEvents(sessions: { subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void }): LoginKitEvents {
  const listeners = new Set<(event: LoginKitEvent) => void>();
  const reported = new Set<string>();
  const ownLogins = new Set<string>();
  let stopSessions: (() => void) | undefined;

  const emit = (event: LoginKitEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };
  const login = (session: Session, isNewUser: boolean, restored: boolean): void => {
    if (reported.has(session.publicKey)) return;
    reported.add(session.publicKey);
    emit({ type: 'login', session, method: session.method, isNewUser: restored ? false : isNewUser, restored });
  };
  const onSession = (state: SessionState, previous: SessionState): void => {
    if (state.status === 'signedIn' && previous.status !== 'signedIn' && !ownLogins.has(state.session.publicKey)) login(state.session, false, true);
    if (state.status === 'signedOut' && previous.status === 'signedIn') emit({ type: 'logout', reason: state.reason ?? 'logout' });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      stopSessions ??= sessions.subscribe(onSession);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopSessions?.();
        stopSessions = undefined;
      };
    },
    observe(flow) {
      let previous = flow.getSnapshot() as ObservedState;
      const stop = flow.subscribe(() => {
        const state = flow.getSnapshot() as ObservedState;
        const before = previous;
        previous = state;
        if (listeners.size === 0 || state === before) return;
        if (state.status === 'success' && state.session !== undefined) login(state.session, state.isNewUser === true, false);
        if (state.error !== undefined && state.error !== before.error) emit({ type: 'error', error: state.error });
      });
      return {
        ...flow,
        dispose() {
          stop();
          flow.dispose();
        },
      };
    },
    establishing(session) {
      ownLogins.add(session.publicKey);
    },
    loggedIn(session, isNewUser) {
      if (listeners.size > 0) login(session, isNewUser, false);
    },
  };
}
