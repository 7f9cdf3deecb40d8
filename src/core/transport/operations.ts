/**
 * The main API's operations as data (spec sections 4.2 and 4.3), keyed by path: where each submit
 * goes, its activity type, the names of its intent and result members, and whether the spec
 * lists `generateAppProofs` for it (every submit but create_session_profile, update_mfa_policy
 * and delete_mfa_policy). `ApiClient.submit` takes one entry. The spec's other operations are
 * added here as they are used (issue #5).
 */
import type { SubmitOperation } from './api-client';

export const submitOperations = {
  create_read_write_session: {
    path: 'create_read_write_session',
    type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
    intentMember: 'createReadWriteSessionIntentV2',
    resultMember: 'createReadWriteSessionResultV2',
    appProofs: true,
  },
  /**
   * The spec leaves this result "not shown". Turnkey's API answers the V2 operation with
   * `createAuthenticatorsResult {authenticatorIds}` (no V2 suffix on the result), and the mock
   * relay does the same. The passkey manager copes with a result it cannot read by finding the
   * new passkey by its credential id.
   */
  create_authenticators: {
    path: 'create_authenticators',
    type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
    intentMember: 'createAuthenticatorsIntentV2',
    resultMember: 'createAuthenticatorsResult',
    appProofs: true,
  },
  delete_authenticators: {
    path: 'delete_authenticators',
    type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS',
    intentMember: 'deleteAuthenticatorsIntent',
    resultMember: 'deleteAuthenticatorsResult',
    appProofs: true,
  },
  create_oauth_providers: {
    path: 'create_oauth_providers',
    type: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
    intentMember: 'createOauthProvidersIntentV2',
    resultMember: 'createOauthProvidersResultV2',
    appProofs: true,
  },
} as const satisfies Record<string, SubmitOperation>;

export type SubmitOperationPath = keyof typeof submitOperations;

/**
 * The query paths (`POST /public/v1/query/<path>`): get_authenticator (spec section 4.3),
 * get_authenticators (beyond the spec, as Turnkey's API has it: `{organizationId, userId}` →
 * `{authenticators}`), get_activity (protocol.md section 10: `{organizationId, activityId}` →
 * `{activity}`), get_oauth_providers (beyond the spec, as Turnkey's API has it:
 * `{organizationId, userId}` → `{oauthProviders}`).
 */
export const queryPaths = ['get_authenticator', 'get_authenticators', 'get_activity', 'get_oauth_providers'] as const;

export type QueryPath = (typeof queryPaths)[number];
