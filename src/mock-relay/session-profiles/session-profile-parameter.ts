import { notFound } from '../errors';
import type { StoredSessionProfile } from '../org-resources-state';
import { optionalStringField } from '../request-body';
import type { RouteContext } from '../route-context';
import { getSessionProfile } from './session-profile-store';

/**
 * The optional `sessionProfileId` of a login — a MOCK EXTENSION: the spec ties profiles to
 * login credentials (section 2, `credential.sessionProfileId`) but names no login parameter
 * that picks one. A profile of the user's sub-organization or of the relay's parent
 * organization; 404 naming `path` otherwise.
 */
export function sessionProfileParameter(
  context: RouteContext,
  organizationId: string,
  body: Record<string, unknown>,
  path: string,
): StoredSessionProfile | undefined {
  const sessionProfileId = optionalStringField(body, 'sessionProfileId', path, 200);
  if (sessionProfileId === undefined) return undefined;
  const profile = getSessionProfile(context.store, sessionProfileId);
  if (profile === undefined || (profile.organizationId !== organizationId && profile.organizationId !== context.config.organizationId)) {
    throw notFound(path, "is not a session profile of the user's organization");
  }
  return profile;
}

