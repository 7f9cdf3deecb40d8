// `loginkit/react`: the provider and the hooks. Hooks for what the modal loads on demand have an
// entry of their own (`loginkit/react/wallet`, `/passkey`, `/step-up`, `/captcha`): nothing here
// may reach it through a static import (`npm run size` checks it).
export { LoginKitProvider } from './login-kit-provider';
export type { LoginKitProviderProps } from './login-kit-provider';
export type { LoginKitAppearance } from './appearance';
export type { LoginEvent, LogoutEvent } from '../core/internal';
export { LoginKitContext } from './login-kit-context';
export type { LoginKitContextValue } from './login-kit-context';
export { useLoginKit } from './use-login-kit';
export { useSession } from './use-session';
export { useAppProofs } from './use-app-proofs';
export type { UseSessionResult } from './use-session';
export { SignedIn } from './signed-in';
export type { SignedInProps } from './signed-in';
export { SignedOut } from './signed-out';
export type { SignedOutProps } from './signed-out';
export { RequireSession } from './require-session';
export type { RequireSessionProps } from './require-session';
export { useWalletKitConfig } from './use-wallet-kit-config';
export { useOtpLogin } from './use-otp-login';
export type { OtpLoginActions, UseOtpLoginOptions, UseOtpLoginResult } from './use-otp-login';
export { loginKitQueryKeys } from './query-keys';
export { usePasskeyLogin } from './use-passkey-login';
export type { PasskeyLoginActions, UsePasskeyLoginOptions, UsePasskeyLoginResult } from './use-passkey-login';
export { useLinkedWallets } from './use-linked-wallets';
export type { UseLinkedWalletsResult } from './use-linked-wallets';
export { usePasskeys } from './use-passkeys';
export type { AddPasskeyVariables, UsePasskeysResult } from './use-passkeys';
export { useOauthLogin } from './use-oauth-login';
export type { OauthLoginActions, UseOauthLoginOptions, UseOauthLoginResult } from './use-oauth-login';
export { useLinkedOauthProviders } from './use-linked-oauth-providers';
export type { UseLinkedOauthProvidersResult } from './use-linked-oauth-providers';
export { useApiKeys, useExportPrivateKey, useExportWallet, useIpAllowlist, useMfaPolicies, useSessionProfiles, useUser, useWebhookEndpoints } from './account/account-hooks';
export type {
  CreateMfaPolicyVariables,
  UseApiKeysResult,
  UseExportPrivateKeyResult,
  UseExportWalletResult,
  UseIpAllowlistResult,
  UseMfaPoliciesResult,
  UseSessionProfilesResult,
  UseUserResult,
  UseWebhookEndpointsResult,
} from './account/account-hooks';
export type { AccountMutationResult } from './account/use-account-query';
export { mfaActionActivityTypes, mfaPolicyCondition, mfaProtectedActions, readMfaPolicyCondition } from './account/mfa-actions';
export type { MfaConditionReading, MfaProtectedAction } from './account/mfa-actions';
export { mfaBrowserMethods, useMfaMethods } from './account/mfa-hooks';
export type { UseMfaMethodsResult } from './account/mfa-hooks';
export { useContactChange } from './account/use-contact-change';
export type { UseContactChangeResult } from './account/use-contact-change';
