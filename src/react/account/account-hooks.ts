/**
 * Hooks over `kit.account()` for a signed-in user's account and organization settings, with
 * react-query caching: each read is a query (disabled while signed out), each change a mutation
 * that refetches what it changes. Mutations resolve with the activity's outcome (`completed`,
 * `consensusNeeded` / `rejected` with `votes`, `canApprove` and `canReject`, or `mfaRequired`
 * when an MFA policy holds it and no `onMfaRequired` handler completed it) and reject with
 * a `LoginKitError` (bad input names the field).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  AccountApi,
  AccountOutcome,
  ApiKey,
  CreateApiKeysInput,
  CreateSessionProfileInput,
  CreateUserTagInput,
  CreateWebhookEndpointInput,
  DeleteMfaPolicyInput,
  DeleteWebhookEndpointInput,
  EmbeddedWallet,
  ExportPrivateKeyInput,
  ExportPrivateKeyResult,
  ExportWalletAccountInput,
  ExportWalletAccountResult,
  ExportWalletInput,
  ExportWalletResult,
  IpAllowlistResult,
  LoginKitError,
  MfaPolicy,
  PrivateKey,
  RemoveIpAllowlistInput,
  SessionProfile,
  SetIpAllowlistInput,
  UpdateMfaPolicyInput,
  UpdateUserInput,
  UpdateWebhookEndpointInput,
  User,
  WebhookEndpoint,
} from '../../core/internal';
import { useAccountMutation, useAccountQuery, type AccountMutationResult } from './use-account-query';

/** create_mfa_policy's input (`{mfaPolicyName, condition, requiredAuthenticationMethods, order, notes?}`). */
export type CreateMfaPolicyVariables = Parameters<AccountApi['createMfaPolicy']>[0];

/** A change (react-query's mutation) with `cancel()`, which aborts the request under way. */
type Mutation<Variables, Result> = AccountMutationResult<AccountOutcome<Result>, Variables>;

export interface UseUserResult {
  user: UseQueryResult<User, LoginKitError>;
  /** Name, email, phone (E.164) and tags (the list replaces the user's tags). */
  update: Mutation<UpdateUserInput, { userId: string }>;
  createTag: Mutation<CreateUserTagInput, { userTagId: string; userIds: string[] }>;
}

/** The signed-in user's profile: `get_user`, `update_user`, `create_user_tag`. */
export function useUser(): UseUserResult {
  return {
    user: useAccountQuery('useUser', 'user', (account, signal) => account.getUser(undefined, { signal })),
    update: useAccountMutation('useUser', (account, input: UpdateUserInput, signal) => account.updateUser(input, { signal }), ['user']),
    createTag: useAccountMutation('useUser', (account, input: CreateUserTagInput, signal) => account.createUserTag(input, { signal }), ['user']),
  };
}

export interface UseApiKeysResult {
  apiKeys: UseQueryResult<ApiKey[], LoginKitError>;
  create: Mutation<CreateApiKeysInput, { apiKeyIds: string[] }>;
}

/** The signed-in user's API keys: `get_api_keys`, `create_api_keys` (V2). */
export function useApiKeys(): UseApiKeysResult {
  return {
    apiKeys: useAccountQuery('useApiKeys', 'api-keys', (account, signal) => account.getApiKeys(undefined, { signal })),
    create: useAccountMutation('useApiKeys', (account, input: CreateApiKeysInput, signal) => account.createApiKeys(input, { signal }), ['api-keys', 'user']),
  };
}

export interface UseSessionProfilesResult {
  profiles: UseQueryResult<SessionProfile[], LoginKitError>;
  create: Mutation<CreateSessionProfileInput, { sessionProfileId: string }>;
}

/** The organization's session profiles: `get_session_profiles`, `create_session_profile`. */
export function useSessionProfiles(): UseSessionProfilesResult {
  return {
    profiles: useAccountQuery('useSessionProfiles', 'session-profiles', (account, signal) => account.getSessionProfiles({ signal })),
    create: useAccountMutation('useSessionProfiles', (account, input: CreateSessionProfileInput, signal) => account.createSessionProfile(input, { signal }), ['session-profiles']),
  };
}

export interface UseExportPrivateKeyResult {
  privateKeys: UseQueryResult<PrivateKey[], LoginKitError>;
  /** Resolves with the decrypted key bytes (verified against the pinned signer key): show them, never store them. */
  exportKey: Mutation<ExportPrivateKeyInput, ExportPrivateKeyResult>;
}

/** The organization's private keys and their export (`export_private_key`, decrypted in the browser). */
export function useExportPrivateKey(): UseExportPrivateKeyResult {
  return {
    privateKeys: useAccountQuery('useExportPrivateKey', 'private-keys', (account, signal) => account.getPrivateKeys({ signal })),
    exportKey: useAccountMutation('useExportPrivateKey', (account, input: ExportPrivateKeyInput, signal) => account.exportPrivateKey(input, { signal }), ['private-keys']),
  };
}

export interface UseExportWalletResult {
  /** The organization's embedded HD wallets (list_wallets). */
  wallets: UseQueryResult<EmbeddedWallet[], LoginKitError>;
  /** Resolves with the decrypted mnemonic (verified against the pinned signer key): show it, never store it. */
  exportWallet: Mutation<ExportWalletInput, ExportWalletResult>;
  /** Resolves with a wallet account's decrypted private key, named by its address. */
  exportAccount: Mutation<ExportWalletAccountInput, ExportWalletAccountResult>;
}

/** The organization's embedded wallets and their export (`export_wallet`, `export_wallet_account`, decrypted in the browser). */
export function useExportWallet(): UseExportWalletResult {
  return {
    wallets: useAccountQuery('useExportWallet', 'wallets', (account, signal) => account.getWallets({ signal })),
    exportWallet: useAccountMutation('useExportWallet', (account, input: ExportWalletInput, signal) => account.exportWallet(input, { signal }), ['wallets']),
    exportAccount: useAccountMutation('useExportWallet', (account, input: ExportWalletAccountInput, signal) => account.exportWalletAccount(input, { signal }), ['wallets']),
  };
}

export interface UseIpAllowlistResult {
  /** get_ip_allowlist's answer as published: `{allowlist}`, `null` when the organization has none. */
  allowlist: UseQueryResult<IpAllowlistResult, LoginKitError>;
  set: Mutation<SetIpAllowlistInput, Record<string, never>>;
  remove: Mutation<RemoveIpAllowlistInput, Record<string, never>>;
}

/** The organization's IP allowlist (`set_ip_allowlist`, `remove_ip_allowlist`). */
export function useIpAllowlist(): UseIpAllowlistResult {
  return {
    allowlist: useAccountQuery('useIpAllowlist', 'ip-allowlist', (account, signal) => account.getIpAllowlist(undefined, { signal })),
    set: useAccountMutation('useIpAllowlist', (account, input: SetIpAllowlistInput, signal) => account.setIpAllowlist(input, { signal }), ['ip-allowlist']),
    remove: useAccountMutation('useIpAllowlist', (account, input: RemoveIpAllowlistInput, signal) => account.removeIpAllowlist(input, { signal }), ['ip-allowlist']),
  };
}

export interface UseWebhookEndpointsResult {
  endpoints: UseQueryResult<WebhookEndpoint[], LoginKitError>;
  create: Mutation<CreateWebhookEndpointInput, { endpointId: string; webhookEndpoint?: WebhookEndpoint }>;
  update: Mutation<UpdateWebhookEndpointInput, { endpointId: string; webhookEndpoint: WebhookEndpoint }>;
  remove: Mutation<DeleteWebhookEndpointInput, { endpointId: string }>;
}

/** The organization's webhook endpoints (`create_webhook_endpoint` is beyond the spec, as Turnkey's API has it). */
export function useWebhookEndpoints(): UseWebhookEndpointsResult {
  return {
    endpoints: useAccountQuery('useWebhookEndpoints', 'webhooks', (account, signal) => account.getWebhookEndpoints({ signal })),
    create: useAccountMutation('useWebhookEndpoints', (account, input: CreateWebhookEndpointInput, signal) => account.createWebhookEndpoint(input, { signal }), ['webhooks']),
    update: useAccountMutation('useWebhookEndpoints', (account, input: UpdateWebhookEndpointInput, signal) => account.updateWebhookEndpoint(input, { signal }), ['webhooks']),
    remove: useAccountMutation('useWebhookEndpoints', (account, input: DeleteWebhookEndpointInput, signal) => account.deleteWebhookEndpoint(input, { signal }), ['webhooks']),
  };
}

export interface UseMfaPoliciesResult {
  policies: UseQueryResult<MfaPolicy[], LoginKitError>;
  /** Turnkey's create_mfa_policy: a new policy (its condition, e.g. from `mfaPolicyCondition`, and its steps in order). */
  create: Mutation<CreateMfaPolicyVariables, { mfaPolicyId: string }>;
  update: Mutation<UpdateMfaPolicyInput, { mfaPolicyId?: string }>;
  remove: Mutation<DeleteMfaPolicyInput, { mfaPolicyId: string }>;
}

/**
 * The signed-in user's MFA policies (`get_mfa_policies`, `create_mfa_policy`,
 * `update_mfa_policy`, `delete_mfa_policy`). A change to them can itself be held by a policy:
 * its outcome is then `mfaRequired` (or what the kit's `onMfaRequired` made of it).
 */
export function useMfaPolicies(): UseMfaPoliciesResult {
  return {
    policies: useAccountQuery('useMfaPolicies', 'mfa-policies', (account, signal) => account.getMfaPolicies(undefined, { signal })),
    create: useAccountMutation('useMfaPolicies', (account, input: CreateMfaPolicyVariables, signal) => account.createMfaPolicy(input, { signal }), ['mfa-policies']),
    update: useAccountMutation('useMfaPolicies', (account, input: UpdateMfaPolicyInput, signal) => account.updateMfaPolicy(input, { signal }), ['mfa-policies']),
    remove: useAccountMutation('useMfaPolicies', (account, input: DeleteMfaPolicyInput, signal) => account.deleteMfaPolicy(input, { signal }), ['mfa-policies']),
  };
}
