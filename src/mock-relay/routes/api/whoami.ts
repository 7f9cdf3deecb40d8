import { unauthenticated } from '../../errors';
import { stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import { authenticateStamp } from './stamp';

export interface WhoamiResponse {
  organizationId: string;
  organizationName: string;
  userId: string;
  username: string;
}

/**
 * `POST /public/v1/query/whoami {organizationId}` → who the stamping key belongs to.
 * Beyond the spec (which lists only get_authenticator and get_session_profiles): Turnkey's API
 * has this query, and it is how tests prove that a login registered the session key and that
 * the key expires.
 */
export function whoami(context: RouteContext, body: Record<string, unknown>, rawBody: Uint8Array, headers: Headers): WhoamiResponse {
  const key = authenticateStamp(context, rawBody, headers);
  const organizationId = stringField(body, 'organizationId', 'organizationId', 200);
  if (organizationId !== key.organizationId) throw unauthenticated('organizationId', 'the stamping key does not belong to this organization');
  const organization = context.store.getOrganization(key.organizationId);
  const user = context.store.getUser(key.userId);
  if (organization === undefined || user === undefined) throw unauthenticated('X-Stamp', 'the stamping key is not a registered API key');
  return {
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    userId: user.userId,
    username: user.userName,
  };
}
