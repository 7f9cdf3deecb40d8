import type { ReactNode } from 'react';
import type { Session } from '../core/internal';
import { useSession } from './use-session';

export interface SignedInProps {
  /** Rendered while someone is logged in; a function gets the active session. */
  children?: ReactNode | ((session: Session) => ReactNode);
  /**
   * Rendered while the kit restores a stored session (the first moments after a page load, and
   * the server render): it does not know yet whether anyone is logged in. Default: nothing.
   */
  loading?: ReactNode;
}

/**
 * Renders its children only while someone is logged in: nothing while the session is still being
 * restored (or `loading`), nothing once logged out. Needs `<LoginKitProvider>` above it.
 */
export function SignedIn({ children, loading = null }: SignedInProps): ReactNode {
  const { state } = useSession();
  if (state.status === 'loading') return loading;
  if (state.status !== 'signedIn') return null;
  return typeof children === 'function' ? children(state.session) : children;
}
