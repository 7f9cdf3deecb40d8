import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Session, SessionState } from '../core/index';
import { useLoginKitContext } from './use-login-kit';

export interface UseSessionResult {
  state: SessionState;
  /** The session when signed in. */
  session?: Session;
  logout(): Promise<void>;
}

/** The current session; re-renders on login, logout, expiry and other tabs' changes. */
export function useSession(): UseSessionResult {
  const { kit } = useLoginKitContext('useSession');
  const subscribe = useCallback((listener: () => void) => kit.subscribeSession(listener), [kit]);
  const getSnapshot = useCallback(() => kit.getSessionState(), [kit]);
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const logout = useCallback(() => kit.logout(), [kit]);
  return useMemo(
    () => ({ state, session: state.status === 'signedIn' ? state.session : undefined, logout }),
    [state, logout],
  );
}
