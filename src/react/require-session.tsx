import type { ReactNode } from 'react';
import type { Session } from '../core/internal';
import { useSession } from './use-session';

export interface RequireSessionProps {
  /** Rendered while someone is logged in; a function gets the active session. */
  children?: ReactNode | ((session: Session) => ReactNode);
  /** Rendered while no one is logged in: a login prompt, `<LoginModal>`, a redirect. Default: nothing. */
  fallback?: ReactNode;
  /**
   * Rendered while the kit restores a stored session (the first moments after a page load, and
   * the server render): neither the page nor the fallback, since it is not known yet which one
   * applies. Default: nothing.
   */
  loading?: ReactNode;
}

/**
 * A page or section for logged-in people: `children` while logged in, `fallback` while logged
 * out (a logout or an expiry switches to it at once), `loading` (default nothing) until the session
 * is known. Needs `<LoginKitProvider>` above it.
 */
export function RequireSession({ children, fallback = null, loading = null }: RequireSessionProps): ReactNode {
  const { state } = useSession();
  switch (state.status) {
    case 'loading':
      return loading;
    case 'signedOut':
      return fallback;
    case 'signedIn':
      return typeof children === 'function' ? children(state.session) : children;
    default:
      return state satisfies never;
  }
}
