export { LoginKitProvider } from './login-kit-provider';
export type { LoginKitProviderProps } from './login-kit-provider';
export { LoginKitContext } from './login-kit-context';
export type { LoginKitContextValue } from './login-kit-context';
export { useLoginKit } from './use-login-kit';
export { useSession } from './use-session';
export { useAppProofs } from './use-app-proofs';
export type { UseSessionResult } from './use-session';
export { useWalletKitConfig } from './use-wallet-kit-config';
export { useOtpLogin } from './use-otp-login';
export type { OtpLoginActions, UseOtpLoginOptions, UseOtpLoginResult } from './use-otp-login';
export { loginKitQueryKeys } from './query-keys';
export { usePasskeyLogin } from './use-passkey-login';
export type { PasskeyLoginActions, UsePasskeyLoginOptions, UsePasskeyLoginResult } from './use-passkey-login';
export { useWalletLogin } from './use-wallet-login';
export type { UseWalletLoginOptions, UseWalletLoginResult, WalletLoginActions } from './use-wallet-login';
export { useWallets } from './use-wallets';
export type { UseWalletsResult } from './use-wallets';
export { useLinkedWallets } from './use-linked-wallets';
export type { UseLinkedWalletsResult } from './use-linked-wallets';
export { usePasskeys } from './use-passkeys';
export type { AddPasskeyVariables, UsePasskeysResult } from './use-passkeys';
export { usePasskeyUpgrade } from './use-passkey-upgrade';
export type { PasskeyUpgradeActions, UsePasskeyUpgradeOptions, UsePasskeyUpgradeResult } from './use-passkey-upgrade';
export { useOauthLogin } from './use-oauth-login';
export type { OauthLoginActions, UseOauthLoginOptions, UseOauthLoginResult } from './use-oauth-login';
export { useLinkedOauthProviders } from './use-linked-oauth-providers';
export type { UseLinkedOauthProvidersResult } from './use-linked-oauth-providers';
export { useApiKeys, useExportPrivateKey, useIpAllowlist, useMfaPolicies, useSessionProfiles, useUser, useWebhookEndpoints } from './account/account-hooks';
export type {
  CreateMfaPolicyVariables,
  UseApiKeysResult,
  UseExportPrivateKeyResult,
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
export { useStepUp } from './use-step-up';
export { useCaptcha } from './use-captcha';
export type { UseCaptchaOptions, UseCaptchaResult } from './use-captcha';
export type { StepUpActions, UseStepUpOptions, UseStepUpResult } from './use-step-up';
