import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { invalidInput, type RefreshSessionOptions, type Session, type SessionState } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';

export interface UseSessionResult {
  state: SessionState;
  /** The active session when signed in. */
  session?: Session;
  /** Every session held in this browser (one per user), the active one included. */
  sessions: readonly Session[];
  /**
   * Logs out of the active session. It takes no argument and ignores any it is given, so
   * `onClick={logout}` is safe: the click event is never read as options.
   */
  logout(): Promise<void>;
  /** Logs out of that held session (compressed public key hex) only; the others stay. */
  logoutSession(publicKey: string): Promise<void>;
  /** Logs out of every session held in this browser. */
  logoutAll(): Promise<void>;
  /** Makes another held session the active one (`session_expired` when it has ended). */
  switchSession(publicKey: string): Promise<void>;
  /** Replaces the active session by a new one now. */
  refreshSession(options?: RefreshSessionOptions): Promise<Session>;
  /** Revokes the user's sessions on every other device; this browser stays logged in. */
  logoutOtherDevices(): Promise<Session>;
}

/** The sessions; re-renders on login, logout, switch, refresh, expiry and other tabs' changes. */
export function useSession(): UseSessionResult {
  const { kit } = useLoginKitContext('useSession');
  const subscribe = useCallback((listener: () => void) => kit.subscribeSession(listener), [kit]);
  const getState = useCallback(() => kit.getSessionState(), [kit]);
  const getSessions = useCallback(() => kit.listSessions(), [kit]);
  const state = useSyncExternalStore(subscribe, getState, getState);
  const sessions = useSyncExternalStore(subscribe, getSessions, getSessions);
  // The actions keep their identity for the kit's life (safe in effect dependencies).
  const actions = useMemo(
    () => ({
      logout: () => kit.logout(),
      // A missing key would mean "the active session" to the kit: refuse it rather than guess.
      logoutSession: (publicKey: string) =>
        typeof publicKey === 'string' && publicKey !== ''
          ? kit.logout({ publicKey })
          : Promise.reject(invalidInput('publicKey', 'must be the public key of a held session')),
      logoutAll: () => kit.logout({ all: true }),
      switchSession: (publicKey: string) => kit.switchSession(publicKey),
      refreshSession: (options?: RefreshSessionOptions) => kit.refreshSession(options),
      logoutOtherDevices: () => kit.logoutOtherDevices(),
    }),
    [kit],
  );
  return useMemo(() => ({ state, session: state.status === 'signedIn' ? state.session : undefined, sessions, ...actions }), [state, sessions, actions]);
}
