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
