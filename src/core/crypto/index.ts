export type { SigningKey, SessionKeyPair } from './signing-key';
export {
  compressPublicKey,
  uncompressPublicKey,
  parsePublicKeyHex,
  derToRawSignature,
  rawToDerSignature,
  normalizeLowS,
  verifyP256,
  signP256WithPrivateKey,
  publicKeyFromPrivateKey,
  randomPrivateKey,
  type VerifyP256Options,
} from './p256';
export { generateSessionKeyPair, sessionKeyPairFromCryptoKey, importSessionPrivateKey, signingKeyFromPrivateKey } from './session-key';
export { API_STAMP_HEADER, stampApiRequest, verifyApiStamp, type ApiStamp, type ApiStampScheme } from './api-stamp';
export { hpkeSeal, hpkeOpen, generateHpkeKeyPair } from './hpke';
export { decryptCredentialBundle, encryptCredentialBundle } from './credential-bundle';
export { verifyEnclaveEnvelope, signEnclaveEnvelope, pinnedKeyBytes } from './enclave-envelope';
export { decryptExportBundle, encryptExportBundle } from './export-bundle';
export {
  encryptOtpCode,
  decryptOtpBundle,
  parseOtpTargetBundle,
  signOtpTargetBundle,
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
  signVerificationToken,
  signSessionJwt,
  type DecodedJwt,
  type VerificationTokenClaims,
  type SessionJwtClaims,
} from './jwt';
export { oauthNonce } from './oauth-nonce';
export { createPkcePair, pkceChallenge } from './pkce';
export { webauthnStampChallenge } from './webauthn-challenge';
export { productionTrustedKeys, parseTrustedKeys, type ParsedTrustedKeys } from './trusted-keys';
