// loginkit/core — the framework-free client: what an app calls and the types its calls return.
// Every public name is listed here explicitly. The building blocks under it (state machines, stamps,
// bundles, tokens, wire types, encodings) are in loginkit/protocol (protocol-index.ts); storage, the
// session manager and the HTTP, relay and API clients are the kit's own and not exported.

// client
export { createLoginKit } from './client';
export type { LoginKit, LoginKitCommonOptions, LoginKitMockRelayOptions, LoginKitOptions, LoginKitRelayOptions, TrustedKeys } from './login-kit';
export type { InPageMockRelay, MockRelayModule, MockRelayOption } from './config/mock-relay-option';
export { productionAuthProxyUrl } from './config/production-auth-proxy-url';
export { productionTrustedKeys } from './crypto/trusted-keys';

// errors
export { LoginKitError, isLoginKitError } from './errors';
export type { LoginKitErrorCode, LoginKitErrorDetails } from './errors';
export type { ServiceErrorReason } from './transport/service-error-reason';

// configuration (the relay's wallet_kit_config, as the kit reads it)
export type { KitConfig } from './config/kit-config';
export type { LoginMethodGroup } from './config/login-methods';

// bot protection (captcha)
export { turnstileCaptcha, turnstileScriptUrl } from './captcha/turnstile-captcha';
export type { TurnstileCaptchaOptions } from './captcha/turnstile-captcha';
export type {
  CaptchaAdapter,
  CaptchaEndpoint,
  CaptchaRenderOptions,
  CaptchaTheme,
  CaptchaTokenRequest,
  CaptchaTokenSource,
  CaptchaWidget,
} from './captcha/captcha-types';
export type { CaptchaController, CaptchaSnapshot, CaptchaStatus } from './captcha/captcha-controller';

// login flows: what kit.createXFlow() returns and what its states say
export type { Flow } from './flows/flow';
export type { OtpChannel, OtpEvent, OtpRules, OtpState, OtpStatus } from './flows/otp/otp.types';
export type { OtpResendResult } from './flows/otp/otp-resend';
export { localReturningContacts, memoryReturningContacts } from './flows/otp/returning-contacts';
export type { ReturningContacts } from './flows/otp/returning-contacts';
export type { PasskeyRules } from './flows/passkey/passkey.machine';
export type {
  Authenticator,
  AuthenticatorTransportValue,
  PasskeyEvent,
  PasskeyAddOptions,
  PasskeyFlowOptions,
  PasskeyManager,
  PasskeyState,
  PasskeyStatus,
  PasskeySupport,
} from './flows/passkey/passkey.types';
export { localPasskeyOfferSkips } from './flows/passkey-upgrade/passkey-offer-skips';
export type { PasskeyOfferSkips } from './flows/passkey-upgrade/passkey-offer-skips';
export type {
  PasskeyUpgradeEvent,
  PasskeyUpgradeLogin,
  PasskeyUpgradeMode,
  PasskeyUpgradeNotOfferedReason,
  PasskeyUpgradeState,
  PasskeyUpgradeStatus,
} from './flows/passkey-upgrade/passkey-upgrade.types';
export type { LinkedWallet, WalletEvent, WalletState, WalletStatus } from './flows/wallet/wallet.types';
export type { WalletAccount, WalletChain, WalletConnector, WalletDiscovery, WalletInfo, WalletSource } from './wallets/wallet-types';
export type { LinkedOauthProvider, OauthEvent, OauthIntent, OauthProvider, OauthRules, OauthState, OauthStatus } from './flows/oauth/oauth.types';
export type { OauthFlowOptions } from './flows/oauth/oauth-flow-factory';
export { stepUpOutcome } from './flows/step-up/step-up-outcome';
export type {
  StepUpAction,
  StepUpActionKey,
  StepUpCodeFields,
  StepUpCodeRules,
  StepUpContext,
  StepUpEarlierCode,
  StepUpEvent,
  StepUpMethodKind,
  StepUpMethodOption,
  StepUpOauthProvider,
  StepUpPrepared,
  StepUpResumeState,
  StepUpState,
  StepUpStatus,
  StepUpStep,
  StepUpUnavailableReason,
} from './flows/step-up/step-up.types';

// social login: where the providers are (the mock relay's, for tests and demos)
export { mockOauthEndpoints, productionOauthEndpoints, supportedOauthProviders } from './oauth/authorize-url';
export type { OauthEndpoints } from './oauth/authorize-url';

// passkeys: what this browser can do
export { checkPasskeySupport } from './crypto/passkey-support';
export { conditionalCreateAvailable, conditionalMediationAvailable } from './crypto/passkey-capabilities';
export type { PasskeyHint } from './crypto/webauthn-options';

// the logged-in user's account (kit.account(); spec sections 4.2, 4.3)
export type {
  AccountApi,
  AccountCallOptions,
  AccountOutcome,
  AccountSubmitOptions,
  ActivityVoteInput,
  ApiKey,
  ApiKeyCurve,
  AuthenticationMethod,
  AuthenticationStep,
  AuthenticationType,
  ContactCode,
  CreateApiKeysInput,
  CreateAuthenticatorsInput,
  CreateMfaPolicyInput,
  CreateOauthProvidersInput,
  CreateReadWriteSessionInput,
  CreateReadWriteSessionResult,
  CreateSessionProfileInput,
  CreateUserTagInput,
  CreateWebhookEndpointInput,
  DecryptedSessionKey,
  DeleteAuthenticatorsInput,
  DeleteMfaPolicyInput,
  DeletePrivateKeysInput,
  DeleteWebhookEndpointInput,
  EmbeddedWallet,
  EmbeddedWalletAccount,
  ExportPrivateKeyInput,
  ExportPrivateKeyResult,
  ExportWalletAccountInput,
  ExportWalletAccountResult,
  ExportWalletInput,
  ExportWalletResult,
  GetMfaPolicyInput,
  GetMfaStatusInput,
  IpAllowlist,
  IpAllowlistResult,
  IpAllowlistRule,
  KeyCurve,
  ListedIpAllowlistRule,
  MfaChallenge,
  MfaPolicy,
  MfaRequiredHandler,
  MfaStatus,
  MfaStatusMethod,
  MnemonicLanguage,
  NewApiKey,
  Oauth2AuthenticateInput,
  OauthProviderInput,
  OtpAuthInput,
  OtpAuthResult,
  Policy,
  PolicyEffect,
  PrivateKey,
  PrivateKeyAddress,
  RemoveIpAllowlistInput,
  SendContactCodeInput,
  SessionProfile,
  SetIpAllowlistInput,
  UpdateMfaPolicyInput,
  UpdatePolicyInput,
  UpdateUserInput,
  UpdateWebhookEndpointInput,
  User,
  VerifiedContact,
  VerifyContactCodeInput,
  WebhookEndpoint,
  WebhookEventType,
  WebhookSubscription,
  WebhookSubscriptionInput,
} from './api/account-types';
export type { Activity, ActivityStatus, Timestamp } from './transport/activity';
export type { ActivityOutcome, MfaRequiredOutcome, SubmitOperation } from './transport/api-client';
export type { PasskeyAttestation } from './crypto/passkey-registration';
export type { SignupWallet, SignupWalletResult, WalletAccountParams, WalletAddressFormat, WalletCurve, WalletPathFormat } from './transport/relay-types';

// sessions
export type { LoginMethod, LogoutOptions, RefreshSessionOptions, Session, SessionState, SessionType } from './session/session-types';
export type { SessionListener } from './session/session-manager';
export { sessionCookieName } from './session/session-cookie-name';
export type { SessionCookieOptions } from './session/check-session-cookie-options';
export type { LoginEvent, LoginKitEvent, LogoutEvent } from './events/login-kit-events';

// app proofs and boot proofs (protocol.md section 9): types here; the checks load lazily (kit.verifyAppProofs, verifyAppProofs)
export { verifyAppProofs, type VerifyAppProofsInput } from './proofs/verify-app-proofs';
export type {
  AddressDerivationClaim,
  AppProof,
  AppProofOptions,
  AppProofResult,
  AppProofStatus,
  BootProof,
  ExpectedProofObjects,
  ProofCheck,
} from './proofs/app-proof-types';
