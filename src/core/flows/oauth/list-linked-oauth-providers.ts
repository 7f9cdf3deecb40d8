import { LoginKitError } from '../../errors';
import type { OauthDeps } from './oauth-deps';
import type { LinkedOauthProvider } from './oauth.types';

/** The logged-in user's linked OAuth providers; `session_expired` when signed out. */
export async function listLinkedOauthProviders(deps: Pick<OauthDeps, 'currentSession' | 'listOauthProviders'>): Promise<LinkedOauthProvider[]> {
  const session = deps.currentSession?.();
  if (session === undefined) throw new LoginKitError('session_expired', 'log in to see linked providers');
  if (deps.listOauthProviders === undefined) throw new LoginKitError('method_disabled', 'listing linked providers is not available');
  return deps.listOauthProviders(session.userId);
}
