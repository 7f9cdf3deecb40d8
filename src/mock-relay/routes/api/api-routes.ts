/**
 * The main-API operations the mock answers, by path name. Adding one of the spec's other
 * operations is one route file (a `SubmitRoute` or `QueryRoute`) and one line here; the spec's
 * operations that are not here yet answer 501.
 */
import type { MfaAnswerRoute } from '../../mfa/mfa-approval';
import { approveActivity, rejectActivity } from './approve-activity';
import { createApiKeys } from './create-api-keys';
import { createAuthenticators } from './create-authenticators';
import { createOauthProviders } from './create-oauth-providers';
import { createReadWriteSession } from './create-read-write-session';
import { createUserTag } from './create-user-tag';
import { deleteAuthenticators } from './delete-authenticators';
import { deletePrivateKeys } from './delete-private-keys';
import { exportPrivateKey } from './export-private-key';
import { exportWallet } from './export-wallet';
import { exportWalletAccount } from './export-wallet-account';
import { getActivity } from './get-activity';
import { getBootProof } from '../../proofs/get-boot-proof';
import { getApiKeys } from './get-api-keys';
import { getAuthenticator, getAuthenticators } from './get-authenticator';
import { getOauthProviders } from './get-oauth-providers';
import { getPolicies, getPolicy } from './get-policy';
import { getPrivateKey, getPrivateKeys } from './get-private-keys';
import { getUser } from './get-user';
import { getWallet, getWalletAccounts, getWallets } from './get-wallets';
import { listUserTags } from './list-user-tags';
import { oauth2AuthenticateActivity } from './oauth2-authenticate-activity';
import { otpAuth } from './otp-auth';
import type { QueryRoute } from './query';
import type { SubmitRoute } from './submit';
import { updatePolicy } from './update-policy';
import { updateUser } from './update-user';
import { whoami } from './whoami';
import { createSessionProfile } from './create-session-profile';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { createMfaPolicy } from './create-mfa-policy';
import { deleteMfaPolicy } from './delete-mfa-policy';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import { getIpAllowlistQuery } from './get-ip-allowlist';
import { getMfaPolicies, getMfaPolicyQuery } from './get-mfa-policies';
import { getMfaStatus } from './get-mfa-status';
import { getSessionProfiles } from './get-session-profiles';
import { getWebhookEndpoints } from './get-webhook-endpoints';
import { removeIpAllowlist } from './remove-ip-allowlist';
import { setIpAllowlist } from './set-ip-allowlist';
import { updateMfaPolicy } from './update-mfa-policy';
import { updateWebhookEndpoint } from './update-webhook-endpoint';

export const submitRoutes: Readonly<Record<string, SubmitRoute>> = {
  create_read_write_session: createReadWriteSession,
  create_authenticators: createAuthenticators,
  delete_authenticators: deleteAuthenticators,
  oauth2_authenticate: oauth2AuthenticateActivity,
  create_oauth_providers: createOauthProviders,
  update_user: updateUser,
  create_user_tag: createUserTag,
  create_api_keys: createApiKeys,
  update_policy: updatePolicy,
  delete_private_keys: deletePrivateKeys,
  export_private_key: exportPrivateKey,
  // Turnkey's, beyond the spec: the wallets signup_v2 made, exported as private keys are.
  export_wallet: exportWallet,
  export_wallet_account: exportWalletAccount,
  update_mfa_policy: updateMfaPolicy,
  delete_mfa_policy: deleteMfaPolicy,
  // Turnkey's, beyond the spec (protocol.md section 14).
  create_mfa_policy: createMfaPolicy,
  create_session_profile: createSessionProfile,
  set_ip_allowlist: setIpAllowlist,
  remove_ip_allowlist: removeIpAllowlist,
  update_webhook_endpoint: updateWebhookEndpoint,
  delete_webhook_endpoint: deleteWebhookEndpoint,
  otp_auth: otpAuth,
  // Beyond the spec (a mock extension; see create-webhook-endpoint.ts).
  create_webhook_endpoint: createWebhookEndpoint,
};

export const queryRoutes: Readonly<Record<string, QueryRoute>> = {
  whoami,
  get_authenticator: getAuthenticator,
  get_authenticators: getAuthenticators,
  get_activity: getActivity,
  // Turnkey's: the attestation binding app proofs' ephemeral key to an enclave (proofs/).
  get_boot_proof: getBootProof,
  get_oauth_providers: getOauthProviders,
  // Beyond the spec (section 4.3), under Turnkey's query paths: users, tags, API keys, policies, private keys.
  get_user: getUser,
  list_user_tags: listUserTags,
  get_api_keys: getApiKeys,
  list_policies: getPolicies,
  get_policy: getPolicy,
  list_private_keys: getPrivateKeys,
  get_private_key: getPrivateKey,
  get_session_profiles: getSessionProfiles,
  // Beyond the spec (no reads listed for these): MFA policies, IP allowlists, and webhook endpoints (Turnkey's path).
  get_mfa_policies: getMfaPolicies,
  // Turnkey's MFA queries (protocol.md section 14).
  get_mfa_policy: getMfaPolicyQuery,
  get_mfa_status: getMfaStatus,
  get_ip_allowlist: getIpAllowlistQuery,
  list_webhook_endpoints: getWebhookEndpoints,
  // Beyond the spec: wallets made by signup_v2 (Turnkey's query paths; never the mnemonic).
  list_wallets: getWallets,
  get_wallet: getWallet,
  list_wallet_accounts: getWalletAccounts,
  // Aliases: the names of Turnkey's SDK methods (getPolicies, getPrivateKeys) as paths, which earlier mock versions answered.
  get_policies: getPolicies,
  get_private_keys: getPrivateKeys,
  get_webhook_endpoints: getWebhookEndpoints,
  get_wallets: getWallets,
  get_wallet_accounts: getWalletAccounts,
};

/**
 * The answers to an activity an MFA policy holds (protocol.md section 14): submits that
 * authenticate their own way (attested stamps too) and run outside runSubmit (mfa/mfa-approval.ts).
 */
export const mfaAnswerRoutes: Readonly<Record<string, MfaAnswerRoute>> = {
  approve_activity: approveActivity,
  reject_activity: rejectActivity,
};

/** The spec's submit operations (section 4.2) not in `submitRoutes` yet: 501 rather than 404. */
export const plannedSubmitOperations: readonly string[] = [];

/** The spec's queries (section 4.3) not in `queryRoutes` yet. */
export const plannedQueries: readonly string[] = [];
