// loginkit/protocol — the building blocks under loginkit/core, for a custom client, a server or a
// test: the login flows as pure state machines, the wire formats of protocol.md (stamps, bundles,
// tokens, signatures, PKCE), the relay's request and response types, and the encodings. An app that
// logs people in needs none of it: loginkit/core, loginkit/react and loginkit/ui cover that. Every
// public name is listed here explicitly.

// the relay's configuration, parsed as the kit reads it
export { parseWalletKitConfig, toKitConfig } from './config/wallet-kit-config';
export { parseWalletKitClientParams } from './config/wallet-kit-client-params';
export { captchaTokenHeader } from './captcha/captcha-token';

// flows as pure state machines (design.md): a state and an event in, the next state out
export { createMachineFlow } from './flows/flow';
export type { EffectRunner, MachineFlowOptions } from './flows/flow';
export { initialOtpState, transitionOtp } from './flows/otp/otp.machine';
export { otpResendResult } from './flows/otp/otp-resend';
export { normalizeContact, sanitizeCode } from './flows/otp/otp-contact';
export { initialPasskeyState, transitionPasskey, defaultPasskeyUserName, maxPasskeyUserNameLength } from './flows/passkey/passkey.machine';
export { initialWalletState, transitionWallet } from './flows/wallet/wallet.machine';
export { initialPasskeyUpgradeState, transitionPasskeyUpgrade } from './flows/passkey-upgrade/passkey-upgrade.machine';
export { initialOauthState, transitionOauth } from './flows/oauth/oauth.machine';
export { initialStepUpState, transitionStepUp } from './flows/step-up/step-up.machine';
export { stepUpActionKey } from './flows/step-up/step-up-action';
export { stepUpResendResult } from './flows/step-up/step-up-resend';

// social login (protocol.md section 7)
export { buildAuthorizeUrl } from './oauth/authorize-url';
export type { AuthorizeUrlInput } from './oauth/authorize-url';
export { parseOauthCallback } from './oauth/oauth-callback';
export type { OauthCallback } from './oauth/oauth-callback';
export { oauthNonce } from './crypto/oauth-nonce';
export { createPkcePair, pkceChallenge } from './crypto/pkce';

// passkeys (protocol.md section 8)
export { createWebauthnStamper, WEBAUTHN_STAMP_HEADER } from './crypto/webauthn-stamp';
export type { PasskeyAssertion, WebauthnStamp, WebauthnStamperOptions } from './crypto/webauthn-stamp';
export { createPasskeyAttestation, newPasskeyUserHandle } from './crypto/passkey-registration';
export type { PasskeyAttestation, PasskeyAttestationOptions } from './crypto/passkey-registration';
export { webauthnStampChallenge } from './crypto/webauthn-challenge';
export { webauthnError } from './crypto/webauthn-errors';
export type { WebauthnCeremony } from './crypto/webauthn-errors';
export { toAuthenticatorTransports } from './crypto/webauthn-transports';

// stamps (protocol.md section 2)
export type { SigningKey, SessionKeyPair } from './crypto/signing-key';
export type { Stamper } from './transport/api-client';
export { generateSessionKeyPair, importSessionPrivateKey } from './crypto/session-key';
export { stampApiRequest } from './crypto/api-stamp';
export { createApiKeyStamper } from './crypto/api-key-stamper';
export { ATTESTED_STAMP_HEADER, createAttestedStamper, stampAttestedRequest } from './crypto/attested-stamp';
export type { AttestedStamp, AttestedStampScheme, AttestedStamperOptions } from './crypto/attested-stamp';
export { compressPublicKey, uncompressPublicKey, verifyP256 } from './crypto/p256';

// what the enclaves sign and seal (protocol.md sections 3–6)
export { checkTrustedKeysFormat } from './crypto/trusted-keys';
export { parseTrustedKeys } from './crypto/parse-trusted-keys';
export { verifyEnclaveEnvelope } from './crypto/enclave-envelope';
export { decryptCredentialBundle } from './crypto/credential-bundle';
export { decryptExportBundle } from './crypto/export-bundle';
export { encryptOtpCode } from './crypto/otp-encryption';
export { createClientSignature, loginSignatureMessage, signupSignatureMessage, verifyClientSignature } from './crypto/client-signature';
export { decodeJwt, verifySessionJwt, verifyVerificationToken } from './crypto/jwt';
export type { SessionJwtClaims, VerificationTokenClaims } from './crypto/jwt';
export { awsNitroRootPem, awsNitroRootSha256 } from './proofs/aws-nitro-root';

// the relay's endpoints and the API's operations (spec sections 3, 4)
export { submitOperations, queryOperations, queryPaths } from './transport/operations';
export type { QueryOperation, QueryPath, SubmitOperationPath } from './transport/operations';
export { validateSubmitParameters, validateQueryParameters } from './api/operation-schemas';
export { parseActivityResponse, activityResult, isTerminalStatus } from './transport/activity';
export { completedResult } from './transport/api-client';
export { currentMfaStep, parseMfaStatusResponse } from './transport/mfa-status';
export { serviceErrorReasons } from './transport/service-error-reason';
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
  WalletKitClientParamsResponse,
  WalletKitConfigResponse,
} from './transport/relay-types';

// encodings at the wire edge (design.md: Uint8Array inside)
export { toHex, fromHex, toBase64Url, fromBase64Url, encodeBase58Check, decodeBase58Check, utf8Encode, utf8Decode } from './encoding/index';
