/**
 * The main API's operations as data (spec sections 4.2 and 4.3), keyed by path: where each submit
 * goes, its activity type, the names of its intent and result members, and whether the spec
 * lists `generateAppProofs` for it (every submit but create_session_profile and the MFA policies'
 * create_mfa_policy, update_mfa_policy and delete_mfa_policy). `ApiClient.submit` takes one
 * entry. Entries marked `extension` are beyond the spec: Turnkey's API has them under the same names.
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
  oauth2_authenticate: {
    path: 'oauth2_authenticate',
    type: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
    intentMember: 'oauth2AuthenticateIntent',
    resultMember: 'oauth2AuthenticateResult',
    appProofs: true,
  },
  /** Turnkey's API has it; the spec only updates and deletes webhook endpoints. */
  create_webhook_endpoint: {
    path: 'create_webhook_endpoint',
    type: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT',
    intentMember: 'createWebhookEndpointIntent',
    resultMember: 'createWebhookEndpointResult',
    appProofs: true,
    extension: true,
  },
  update_webhook_endpoint: {
    path: 'update_webhook_endpoint',
    type: 'ACTIVITY_TYPE_UPDATE_WEBHOOK_ENDPOINT',
    intentMember: 'updateWebhookEndpointIntent',
    resultMember: 'updateWebhookEndpointResult',
    appProofs: true,
  },
  delete_webhook_endpoint: {
    path: 'delete_webhook_endpoint',
    type: 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT',
    intentMember: 'deleteWebhookEndpointIntent',
    resultMember: 'deleteWebhookEndpointResult',
    appProofs: true,
  },
  create_session_profile: {
    path: 'create_session_profile',
    type: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
    intentMember: 'createSessionProfileIntent',
    resultMember: 'createSessionProfileResult',
    appProofs: false,
  },
  update_user: {
    path: 'update_user',
    type: 'ACTIVITY_TYPE_UPDATE_USER',
    intentMember: 'updateUserIntent',
    resultMember: 'updateUserResult',
    appProofs: true,
  },
  otp_auth: {
    path: 'otp_auth',
    type: 'ACTIVITY_TYPE_OTP_AUTH',
    intentMember: 'otpAuthIntent',
    resultMember: 'otpAuthResult',
    appProofs: true,
  },
  set_ip_allowlist: {
    path: 'set_ip_allowlist',
    type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
    intentMember: 'setIpAllowlistIntent',
    resultMember: 'setIpAllowlistResult',
    appProofs: true,
  },
  remove_ip_allowlist: {
    path: 'remove_ip_allowlist',
    type: 'ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST',
    intentMember: 'removeIpAllowlistIntent',
    resultMember: 'removeIpAllowlistResult',
    appProofs: true,
  },
  /**
   * Section 4.2 names the result `createApiKeysResult` (no V2 suffix, as Turnkey's API answers
   * it), although section 9 says the V2 operations' result names carry the suffix: 4.2 wins.
   */
  create_api_keys: {
    path: 'create_api_keys',
    type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
    intentMember: 'createApiKeysIntentV2',
    resultMember: 'createApiKeysResult',
    appProofs: true,
  },
  update_policy: {
    path: 'update_policy',
    type: 'ACTIVITY_TYPE_UPDATE_POLICY_V2',
    intentMember: 'updatePolicyIntentV2',
    resultMember: 'updatePolicyResultV2',
    appProofs: true,
  },
  delete_private_keys: {
    path: 'delete_private_keys',
    type: 'ACTIVITY_TYPE_DELETE_PRIVATE_KEYS',
    intentMember: 'deletePrivateKeysIntent',
    resultMember: 'deletePrivateKeysResult',
    appProofs: true,
  },
  create_user_tag: {
    path: 'create_user_tag',
    type: 'ACTIVITY_TYPE_CREATE_USER_TAG',
    intentMember: 'createUserTagIntent',
    resultMember: 'createUserTagResult',
    appProofs: true,
  },
  export_private_key: {
    path: 'export_private_key',
    type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
    intentMember: 'exportPrivateKeyIntent',
    resultMember: 'exportPrivateKeyResult',
    appProofs: true,
  },
  /**
   * Turnkey's (its published `v1ExportWalletIntent` / `v1ExportWalletResult`; the spec lists no
   * wallet operation): the wallet's mnemonic in an export bundle, as export_private_key's key.
   */
  export_wallet: {
    path: 'export_wallet',
    type: 'ACTIVITY_TYPE_EXPORT_WALLET',
    intentMember: 'exportWalletIntent',
    resultMember: 'exportWalletResult',
    appProofs: true,
    extension: true,
  },
  /** Turnkey's: one wallet account's private key (named by its address) in an export bundle. */
  export_wallet_account: {
    path: 'export_wallet_account',
    type: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
    intentMember: 'exportWalletAccountIntent',
    resultMember: 'exportWalletAccountResult',
    appProofs: true,
    extension: true,
  },
  /** The spec does not show this result; Turnkey's API answers `updateMfaPolicyResult {mfaPolicyId}`. */
  update_mfa_policy: {
    path: 'update_mfa_policy',
    type: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY',
    intentMember: 'updateMfaPolicyIntent',
    resultMember: 'updateMfaPolicyResult',
    appProofs: false,
    resultOptional: true,
  },
  delete_mfa_policy: {
    path: 'delete_mfa_policy',
    type: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
    intentMember: 'deleteMfaPolicyIntent',
    resultMember: 'deleteMfaPolicyResult',
    appProofs: false,
  },
  /**
   * Turnkey's (protocol.md section 14): the spec only updates and deletes MFA policies; the kit
   * creates them with this. Like update_mfa_policy, its request takes no `generateAppProofs`.
   */
  create_mfa_policy: {
    path: 'create_mfa_policy',
    type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
    intentMember: 'createMfaPolicyIntent',
    resultMember: 'createMfaPolicyResult',
    appProofs: false,
    extension: true,
  },
  /**
   * Turnkey's (protocol.md section 14): a vote for an activity waiting on consensus or on the
   * user's MFA, named by its fingerprint. The stamp is the method it proves (a session's key, a
   * passkey, an attested key). Turnkey publishes no result member for it: an absent one reads as `{}`.
   */
  approve_activity: {
    path: 'approve_activity',
    type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
    intentMember: 'approveActivityIntent',
    resultMember: 'approveActivityResult',
    appProofs: true,
    extension: true,
    resultOptional: true,
  },
  /** Turnkey's: refuses an activity waiting on consensus or on MFA (it ends `ACTIVITY_STATUS_REJECTED`). */
  reject_activity: {
    path: 'reject_activity',
    type: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
    intentMember: 'rejectActivityIntent',
    resultMember: 'rejectActivityResult',
    appProofs: true,
    extension: true,
    resultOptional: true,
  },
} as const satisfies Record<string, SubmitOperation>;

export type SubmitOperationPath = keyof typeof submitOperations;

/** One query (`POST /public/v1/query/<path>`): the member of the response that holds its answer. */
export interface QueryOperation {
  path: string;
  /** The response member holding the answer; absent when the answer is the whole body. */
  responseMember?: string;
  /** Beyond the spec: a query of Turnkey's API (same path and shapes) that the spec does not list. */
  extension?: true;
}

/**
 * The queries, keyed by path. The spec's (section 4.3): get_authenticator
 * `{organizationId, authenticatorId}` → `{authenticator}`, get_session_profiles `{organizationId}`
 * → `{sessionProfiles}`. The rest are Turnkey's, as its API names them:
 */
export const queryOperations = {
  get_authenticator: { path: 'get_authenticator', responseMember: 'authenticator' },
  get_session_profiles: { path: 'get_session_profiles', responseMember: 'sessionProfiles' },
  /** `{organizationId, userId}` → `{authenticators}`. */
  get_authenticators: { path: 'get_authenticators', responseMember: 'authenticators', extension: true },
  /** `{organizationId, activityId}` → `{activity}` (protocol.md section 10: polling). */
  get_activity: { path: 'get_activity', responseMember: 'activity', extension: true },
  /** `{organizationId, userId}` → `{oauthProviders}`. */
  get_oauth_providers: { path: 'get_oauth_providers', responseMember: 'oauthProviders', extension: true },
  /** `{organizationId, userId}` → `{user}`. */
  get_user: { path: 'get_user', responseMember: 'user', extension: true },
  /** `{organizationId, userId?}` → `{apiKeys}`. */
  get_api_keys: { path: 'get_api_keys', responseMember: 'apiKeys', extension: true },
  /** `{organizationId}` → `{policies}` (Turnkey's path; its SDK calls it getPolicies). */
  list_policies: { path: 'list_policies', responseMember: 'policies', extension: true },
  /** `{organizationId, policyId}` → `{policy}`. */
  get_policy: { path: 'get_policy', responseMember: 'policy', extension: true },
  /** `{organizationId}` → `{privateKeys}` (Turnkey's path; its SDK calls it getPrivateKeys). */
  list_private_keys: { path: 'list_private_keys', responseMember: 'privateKeys', extension: true },
  /** `{organizationId}` → `{wallets}` (Turnkey's path; its SDK calls it getWallets). */
  list_wallets: { path: 'list_wallets', responseMember: 'wallets', extension: true },
  /** `{organizationId, walletId?}` → `{accounts}` (Turnkey's path; its SDK calls it getWalletAccounts): without walletId, every wallet's. */
  list_wallet_accounts: { path: 'list_wallet_accounts', responseMember: 'accounts', extension: true },
  /** `{organizationId, userId}` → `{mfaPolicies}`. */
  get_mfa_policies: { path: 'get_mfa_policies', responseMember: 'mfaPolicies', extension: true },
  /** `{organizationId, userId, mfaPolicyId}` → `{mfaPolicy}`. */
  get_mfa_policy: { path: 'get_mfa_policy', responseMember: 'mfaPolicy', extension: true },
  /** `{organizationId, activityId, userId?}` → `{mfaStatuses}` (protocol.md section 14). */
  get_mfa_status: { path: 'get_mfa_status', responseMember: 'mfaStatuses', extension: true },
  /**
   * `{organizationId, publicKey?}` → `{allowlist}` (Turnkey's published `v1GetIpAllowlistResponse`):
   * the organization's allowlist, or the API key's own with `publicKey`; absent or empty when there
   * is none. The whole body is read (api/read-ip-allowlist.ts), so that an absent member reads as none.
   */
  get_ip_allowlist: { path: 'get_ip_allowlist', extension: true },
  /** `{organizationId}` → `{webhookEndpoints}` (Turnkey's path; each as spec section 2's webhook endpoint). */
  list_webhook_endpoints: { path: 'list_webhook_endpoints', responseMember: 'webhookEndpoints', extension: true },
} as const satisfies Record<string, QueryOperation>;

export type QueryPath = keyof typeof queryOperations;

/** Every query path. */
export const queryPaths = Object.keys(queryOperations) as QueryPath[];
