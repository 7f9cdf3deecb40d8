// The kit's crypto modules (WebCrypto only). Raw-private-key helpers for the mock relay and tests
// live apart, in p256-private-key.ts, private-key-signing.ts and api-stamp-verify.ts.
export type { SigningKey, SessionKeyPair } from './signing-key';
export {
  compressPublicKey,
  uncompressPublicKey,
  parsePublicKeyHex,
  derToRawSignature,
  rawToDerSignature,
  normalizeLowS,
  verifyP256,
} from './p256';
export { generateSessionKeyPair, sessionKeyPairFromCryptoKey, importSessionPrivateKey } from './session-key';
export { API_STAMP_HEADER, stampApiRequest, type ApiStamp, type ApiStampScheme } from './api-stamp';
export {
  ATTESTED_STAMP_HEADER,
  createAttestedStamper,
  stampAttestedRequest,
  type AttestedStamp,
  type AttestedStampScheme,
  type AttestedStamperOptions,
} from './attested-stamp';
export { hpkeSeal, hpkeOpen, generateHpkeKeyPair } from './hpke';
export { decryptCredentialBundle, encryptCredentialBundle } from './credential-bundle';
export { verifyEnclaveEnvelope, signEnclaveEnvelopeWith, pinnedKeyBytes } from './enclave-envelope';
export { decryptExportBundle, encryptExportBundle } from './export-bundle';
export {
  encryptOtpCode,
  decryptOtpBundle,
  parseOtpTargetBundle,
  signOtpTargetBundleWith,
  type EncryptOtpCodeInput,
} from './otp-encryption';
export {
  CLIENT_SIGNATURE_SCHEME,
  loginSignatureMessage,
  signupSignatureMessage,
  createClientSignature,
  verifyClientSignature,
  type SignupSignatureInput,
} from './client-signature';
export {
  decodeJwt,
  verifyVerificationToken,
  verifySessionJwt,
  signVerificationTokenWith,
  signSessionJwtWith,
  type DecodedJwt,
  type VerificationTokenClaims,
  type SessionJwtClaims,
} from './jwt';
export { oauthNonce } from './oauth-nonce';
export { createPkcePair, pkceChallenge } from './pkce';
export { webauthnStampChallenge } from './webauthn-challenge';
export { productionTrustedKeys } from './trusted-keys';
export { parseTrustedKeys, type ParsedTrustedKeys } from './parse-trusted-keys';
