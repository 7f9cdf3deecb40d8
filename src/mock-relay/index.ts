/**
 * `loginkit/mock-relay`: the relay and a slice of the main API as an in-process fetch handler.
 * Browser-safe (Storybook, happy-dom tests); the Node server is `loginkit/mock-relay/server`.
 */
export { createMockRelay } from './handler';
export type { DeepReadonly, MockRelay, MockRelayOptions } from './handler';
export type { EnclavePrivateKeys, EnclavePublicKeys } from './enclave';
export type { MailMessage } from './mailbox';
export type { ActivityResponseShape, Oauth2Credential, Oauth2CredentialProvider, OauthClientProvider, RelayConfig } from './relay-config';
export type { MockIdp } from './idp/mock-idp';
export type { MockIdpAccount } from './idp/idp-accounts';
export type { StorePersistence } from './store';
export type { PolicySeed } from './policies/policy-seeds';
export type { PolicyEffect, StoredPolicy } from './policies/stored-policy';
export type { PrivateKeySeed } from './private-keys/private-key-seeds';
export type { AddressFormat, PrivateKeyAddress, PrivateKeyCurve, StoredPrivateKey } from './private-keys/stored-private-key';
export type { StoredUserTag } from './users/stored-user-tag';
export type { MockRelayConnection } from './ip-allowlists/client-address';
export type { RateLimitOptions, RateLimitRule, RateLimitSettings } from './rate-limits/rate-limit-settings';
export type { MockRelayWebhooks } from './webhooks/webhook-service';
export type { WebhookDelivery, WebhookDeliveryAttempt, WebhookDeliveryStatus, WebhookRetryOptions } from './webhooks/webhook-dispatcher';
export type { WebhookPublicKey } from './webhooks/webhook-signing-key';
export type { ProofCorruption } from './proofs/proof-corruption';
export type { ConfiguredWebhookEndpoint } from './webhooks/webhook-endpoints-setting';
export type {
  AuthenticationType,
  IpAllowlistRule,
  IpEvaluationErrorBehavior,
  MfaMethod,
  MfaStep,
  StoredIpAllowlist,
  StoredMfaPolicy,
  StoredSessionProfile,
  StoredWebhookEndpoint,
  StoredWebhookSubscription,
  WebhookEventType,
} from './org-resources-state';
export type {
  AuthenticatorTransport,
  StoredActivity,
  StoredApiKey,
  StoredAuthenticator,
  StoredOauthKeys,
  StoredOauthProvider,
  StoredOrganization,
  StoredOtp,
  StoredState,
  StoredUser,
} from './stored-state';
export { installTestWallet } from './test-wallet/install-test-wallet';
export type {
  TestWalletAccount,
  TestWalletApproval,
  TestWalletChain,
  TestWalletController,
  TestWalletEthereumOptions,
  TestWalletOptions,
  TestWalletPrompt,
  TestWalletRequest,
  TestWalletSolanaOptions,
} from './test-wallet/test-wallet-types';
export type { TestEthereumProvider } from './test-wallet/test-ethereum-provider';
export type { TestSolanaWalletAccount, TestSolanaWalletStandard } from './test-wallet/test-solana-wallet';
