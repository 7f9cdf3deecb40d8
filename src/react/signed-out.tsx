import type { ReactNode } from 'react';
import { useSession } from './use-session';

export interface SignedOutProps {
  /** Rendered while no one is logged in (after a logout or an expired session too). */
  children?: ReactNode;
  /**
   * Rendered while the kit restores a stored session (the first moments after a page load, and
   * the server render): no "Log in" flashes before a returning user's session is back. Default: nothing.
   */
  loading?: ReactNode;
}

/**
 * Renders its children only once it is known that no one is logged in: nothing while the session
 * is still being restored (or `loading`), nothing while logged in. Needs `<LoginKitProvider>` above it.
 */
export function SignedOut({ children, loading = null }: SignedOutProps): ReactNode {
  const { state } = useSession();
  if (state.status === 'loading') return loading;
  return state.status === 'signedOut' ? children : null;
}
