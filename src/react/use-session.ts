import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { LogoutOptions, RefreshSessionOptions, Session, SessionState } from '../core/index';
import { useLoginKitContext } from './use-login-kit';

export interface UseSessionResult {
  state: SessionState;
  /** The active session when signed in. */
  session?: Session;
  /** Every session held in this browser (one per user), the active one included. */
  sessions: readonly Session[];
  /** Logs out of the active session; `{ all: true }` of every session, `{ publicKey }` of that one. */
  logout(options?: LogoutOptions): Promise<void>;
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
      logout: (options?: LogoutOptions) => kit.logout(options),
      switchSession: (publicKey: string) => kit.switchSession(publicKey),
      refreshSession: (options?: RefreshSessionOptions) => kit.refreshSession(options),
      logoutOtherDevices: () => kit.logoutOtherDevices(),
    }),
    [kit],
  );
  return useMemo(() => ({ state, session: state.status === 'signedIn' ? state.session : undefined, sessions, ...actions }), [state, sessions, actions]);
}
