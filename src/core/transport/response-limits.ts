/**
 * Length caps on the strings the relay and the API supply, checked before anything decodes them
 * (base58, base64url, hex, JSON inside a token): an answer over its cap is `response_invalid`
 * naming the member. Each cap leaves ample headroom over what the service really sends, so no
 * genuine answer comes near one; the point is that a hostile relay cannot make the kit decode
 * megabytes (base58 decoding is quadratic: 60,000 characters take seconds of main thread).
 */
export const responseLimits = {
  /** An id: a UUID, 36 characters (otpId, organizationId, userId, walletId, activity ids). */
  id: 256,
  /** A signed enclave envelope (`otpEncryptionTargetBundle`): about 600 characters. */
  targetBundle: 8192,
  /** The OTP verification token (a JWT): about 500 characters. */
  verificationToken: 8192,
  /** A session JWT: about 600 characters. */
  session: 8192,
  /** An OIDC token from oauth2_authenticate: about 1,000 characters (providers' own reach 2-4 KB). */
  oidcToken: 16_384,
  /** A credential bundle: base58check of 81 bytes, about 110 characters. */
  credentialBundle: 1024,
  /** A wallet address: 42 (Ethereum), 32-44 (Solana), up to 90 for other formats. */
  address: 256,
  /** An activity's status or type (`ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2`: 42 characters). */
  enumName: 256,
  /** Items of a list the kit reads whole (a signup's wallet addresses, app proofs): one per account. */
  listItems: 256,
} as const;

/** The cap on any other string member of an answer: 4,096 characters. */
export const defaultResponseStringLength = 4096;
