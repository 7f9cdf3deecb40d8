import type { QueryRoute } from './query';

export interface WhoamiResponse {
  organizationId: string;
  organizationName: string;
  userId: string;
  username: string;
}

/**
 * `POST /public/v1/query/whoami {organizationId}` → who the stamping key or passkey belongs to.
 * Beyond the spec (which lists only get_authenticator and get_session_profiles): Turnkey's API
 * has this query, and it is how tests prove that a login registered the session key and that
 * the key expires.
 */
export const whoami: QueryRoute = (_context, caller): WhoamiResponse => ({
  organizationId: caller.organization.organizationId,
  organizationName: caller.organization.organizationName,
  userId: caller.user.userId,
  username: caller.user.userName,
});
