// loginkit/core — the framework-free client. Every public name is listed here explicitly.

// client
export { createLoginKit } from './client';
export type { LoginKit, LoginKitCommonOptions, LoginKitMockRelayOptions, LoginKitOptions, LoginKitRelayOptions, TrustedKeys } from './login-kit';
export type { InPageMockRelay, MockRelayModule, MockRelayOption } from './config/mock-relay-option';

// errors
export { LoginKitError, isLoginKitError, invalidInput } from './errors';
export type { LoginKitErrorCode, LoginKitErrorDetails } from './errors';

// configuration
export type { KitConfig } from './config/kit-config';
export type { LoginMethodGroup } from './config/login-methods';
export { isSafeLogoUrl } from './config/safe-logo-url';
export { productionAuthProxyUrl } from './config/production-auth-proxy-url';
export { parseWalletKitConfig, toKitConfig } from './config/wallet-kit-config';
export { parseWalletKitClientParams } from './config/wallet-kit-client-params';

// bot protection (captcha)
export { turnstileCaptcha, turnstileScriptUrl } from './captcha/turnstile-captcha';
export type { TurnstileCaptchaOptions } from './captcha/turnstile-captcha';
export { captchaTokenHeader } from './captcha/captcha-token';
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

// flows
export { createMachineFlow } from './flows/flow';
export type { Flow, EffectRunner, MachineFlowOptions } from './flows/flow';
export { initialOtpState, transitionOtp } from './flows/otp/otp.machine';
export { otpResendResult } from './flows/otp/otp-resend';
export type { OtpResendResult } from './flows/otp/otp-resend';
export { normalizeContact, sanitizeCode } from './flows/otp/otp-contact';
export type { OtpChannel, OtpEvent, OtpRules, OtpState, OtpStatus } from './flows/otp/otp.types';
export { initialPasskeyState, transitionPasskey, defaultPasskeyUserName, maxPasskeyUserNameLength } from './flows/passkey/passkey.machine';
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
export { initialWalletState, transitionWallet } from './flows/wallet/wallet.machine';
export { initialPasskeyUpgradeState, transitionPasskeyUpgrade } from './flows/passkey-upgrade/passkey-upgrade.machine';
export { createPasskeyUpgradeFlow } from './flows/passkey-upgrade/passkey-upgrade-flow';
export type { PasskeyUpgradeFlowOptions } from './flows/passkey-upgrade/passkey-upgrade-flow';
export { localPasskeyOfferSkips, passkeyOfferSkippedKey } from './flows/passkey-upgrade/passkey-offer-skips';
export type { PasskeyOfferSkips } from './flows/passkey-upgrade/passkey-offer-skips';
export { localReturningContacts, memoryReturningContacts, returningContactsLimit } from './flows/otp/returning-contacts';
export type { ReturningContacts } from './flows/otp/returning-contacts';
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
export { initialOauthState, transitionOauth } from './flows/oauth/oauth.machine';
export type { LinkedOauthProvider, OauthEvent, OauthIntent, OauthProvider, OauthRules, OauthState, OauthStatus } from './flows/oauth/oauth.types';
export type { OauthFlowOptions } from './flows/oauth/oauth-flow-factory';
export { initialStepUpState, transitionStepUp } from './flows/step-up/step-up.machine';
export { stepUpActionKey } from './flows/step-up/step-up-action';
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

// social login (protocol.md section 7)
export { buildAuthorizeUrl, mockOauthEndpoints, productionOauthEndpoints, supportedOauthProviders } from './oauth/authorize-url';
export type { AuthorizeUrlInput, OauthEndpoints } from './oauth/authorize-url';
export { parseOauthCallback } from './oauth/oauth-callback';
export type { OauthCallback } from './oauth/oauth-callback';

// passkeys (protocol.md section 8)
export { checkPasskeySupport } from './crypto/passkey-support';
export { createWebauthnStamper, WEBAUTHN_STAMP_HEADER } from './crypto/webauthn-stamp';
export type { PasskeyAssertion, WebauthnStamp, WebauthnStamperOptions } from './crypto/webauthn-stamp';
export { createPasskeyAttestation, newPasskeyUserHandle } from './crypto/passkey-registration';
export { conditionalCreateAvailable, conditionalMediationAvailable } from './crypto/passkey-capabilities';
export type { PasskeyHint } from './crypto/webauthn-options';
export type { PasskeyAttestation, PasskeyAttestationOptions } from './crypto/passkey-registration';
export { createApiKeyStamper } from './crypto/api-key-stamper';
export { ATTESTED_STAMP_HEADER, createAttestedStamper, stampAttestedRequest } from './crypto/attested-stamp';
export type { AttestedStamp, AttestedStampScheme, AttestedStamperOptions } from './crypto/attested-stamp';
export { webauthnError } from './crypto/webauthn-errors';
export type { WebauthnCeremony } from './crypto/webauthn-errors';
export { toAuthenticatorTransports } from './crypto/webauthn-transports';
export { findPasskeyOrganization } from './passkeys/find-passkey-organization';

// the main API for the logged-in user (kit.account(); spec sections 4.2, 4.3)
export { createAccountApi } from './api/account-api';
export type { AccountApiDeps } from './api/account-api';
export { validateSubmitParameters, validateQueryParameters, submitSchemas, querySchemas } from './api/operation-schemas';
export { isCidr } from './api/cidr';
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

// sessions and storage
export type { LoginMethod, LogoutOptions, RefreshSessionOptions, Session, SessionState, SessionType } from './session/session-types';
export { sessionRequestHeaders } from './session/session-request-text';
export { sessionCookieName } from './session/session-cookie-name';
export type { SessionCookieOptions } from './session/check-session-cookie-options';
export type { LoginEvent, LoginKitEvent, LogoutEvent } from './events/login-kit-events';
export { createSessionManager } from './session/session-manager';
export type { SessionListener, SessionManager, SessionManagerDeps } from './session/session-manager';
export { refreshSession } from './session/session-refresh';
export type { SessionRefreshDeps } from './session/session-refresh';
export { createKeyStore } from './storage/key-store';
export type { KeyStore } from './storage/key-store';
export { createSessionStore } from './storage/session-store';
export type { SessionStore } from './storage/session-store';

// transport
export { createHttpClient } from './transport/http';
export type { HttpClient, HttpClientOptions } from './transport/http';
export { createRelayClient } from './transport/relay-client';
export type { RelayCallOptions, RelayClient, RelayClientOptions } from './transport/relay-client';
export { createApiClient, completedResult } from './transport/api-client';
export type { ActivityOutcome, ApiClient, ApiClientOptions, MfaRequiredOutcome, Stamper, SubmitOperation, SubmitOptions } from './transport/api-client';
export { currentMfaStep, parseMfaStatusResponse } from './transport/mfa-status';
export { parseActivityResponse, activityResult, isTerminalStatus } from './transport/activity';
export type { Activity, ActivityStatus, Timestamp } from './transport/activity';
export { submitOperations, queryOperations, queryPaths } from './transport/operations';
export type { QueryOperation, QueryPath, SubmitOperationPath } from './transport/operations';
export type {
  AccountFilterType,
  AccountRequest,
  AccountResponse,
  ClientSignature,
  EnabledProvider,
  OtpInitRequest,
  OtpInitResponse,
  OtpLoginRequest,
  OtpType,
  OtpVerifyRequest,
  OtpVerifyResponse,
  RelayEndpoint,
  RelayEndpoints,
  ServiceErrorBody,
  SessionResponse,
  SignupApiKey,
  SignupRequest,
  SignupResponse,
  SignupWallet,
  SignupWalletResult,
  WalletAccountParams,
  WalletAddressFormat,
  WalletCurve,
  WalletKitClientParamsResponse,
  WalletKitConfigResponse,
  WalletPathFormat,
} from './transport/relay-types';
export { serviceErrorReasons } from './transport/service-error-reason';
export type { ServiceErrorReason } from './transport/service-error-reason';

// encoding and crypto (protocol.md sections 2–7)
export { toHex, fromHex, toBase64Url, fromBase64Url, encodeBase58Check, decodeBase58Check, utf8Encode, utf8Decode } from './encoding/index';
export type { SigningKey, SessionKeyPair } from './crypto/signing-key';
export { generateSessionKeyPair, importSessionPrivateKey } from './crypto/session-key';
export { compressPublicKey, uncompressPublicKey, verifyP256 } from './crypto/p256';
export { stampApiRequest } from './crypto/api-stamp';
export { hpkeSeal, hpkeOpen, generateHpkeKeyPair } from './crypto/hpke';
export { decryptCredentialBundle } from './crypto/credential-bundle';
export { verifyEnclaveEnvelope } from './crypto/enclave-envelope';
export { decryptExportBundle } from './crypto/export-bundle';
export { encryptOtpCode } from './crypto/otp-encryption';
export { createClientSignature, loginSignatureMessage, signupSignatureMessage, verifyClientSignature } from './crypto/client-signature';
export { decodeJwt, verifySessionJwt, verifyVerificationToken } from './crypto/jwt';
export type { SessionJwtClaims, VerificationTokenClaims } from './crypto/jwt';
export { oauthNonce } from './crypto/oauth-nonce';
export { createPkcePair, pkceChallenge } from './crypto/pkce';
export { webauthnStampChallenge } from './crypto/webauthn-challenge';
export { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADERS, type VerifiedWebhook, type VerifyWebhookSignatureInput } from './crypto/webhook-signature';
export { productionTrustedKeys, checkTrustedKeysFormat } from './crypto/trusted-keys';
export { parseTrustedKeys } from './crypto/parse-trusted-keys';

// app proofs and boot proofs (protocol.md section 9): types here; the checks load lazily (kit.verifyAppProofs, verifyAppProofs)
export { awsNitroRootPem, awsNitroRootSha256 } from './proofs/aws-nitro-root';
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
