/**
 * The main-API operations the mock answers, by path name. Adding one of the spec's other
 * operations is one route file (a `SubmitRoute` or `QueryRoute`) and one line here; the spec's
 * operations that are not here yet answer 501.
 */
import { createAuthenticators } from './create-authenticators';
import { createOauthProviders } from './create-oauth-providers';
import { createReadWriteSession } from './create-read-write-session';
import { deleteAuthenticators } from './delete-authenticators';
import { getActivity } from './get-activity';
import { getAuthenticator, getAuthenticators } from './get-authenticator';
import { getOauthProviders } from './get-oauth-providers';
import { oauth2AuthenticateActivity } from './oauth2-authenticate-activity';
import type { QueryRoute } from './query';
import type { SubmitRoute } from './submit';
import { whoami } from './whoami';

export const submitRoutes: Readonly<Record<string, SubmitRoute>> = {
  create_read_write_session: createReadWriteSession,
  create_authenticators: createAuthenticators,
  delete_authenticators: deleteAuthenticators,
  oauth2_authenticate: oauth2AuthenticateActivity,
  create_oauth_providers: createOauthProviders,
};

export const queryRoutes: Readonly<Record<string, QueryRoute>> = {
  whoami,
  get_authenticator: getAuthenticator,
  get_authenticators: getAuthenticators,
  get_activity: getActivity,
  get_oauth_providers: getOauthProviders,
};

/** The spec's submit operations (section 4.2) not in `submitRoutes` yet: 501 rather than 404. */
export const plannedSubmitOperations: readonly string[] = [
  'update_webhook_endpoint',
  'delete_webhook_endpoint',
  'create_session_profile',
  'update_user',
  'otp_auth',
  'set_ip_allowlist',
  'remove_ip_allowlist',
  'create_api_keys',
  'update_policy',
  'delete_private_keys',
  'create_user_tag',
  'export_private_key',
  'update_mfa_policy',
  'delete_mfa_policy',
];

/** The spec's queries (section 4.3) not in `queryRoutes` yet. */
export const plannedQueries: readonly string[] = ['get_session_profiles'];
