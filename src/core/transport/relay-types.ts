/**
 * Wire shapes of the relay endpoints (spec section 4.4, protocol.md sections 1, 5, 11).
 * Strings on the wire stay strings here; callers convert at the edge.
 */

export type OtpType = 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS';
export type AccountFilterType = 'EMAIL' | 'PHONE_NUMBER' | 'CREDENTIAL_ID' | 'OIDC_TOKEN' | 'USERNAME' | 'PUBLIC_KEY';
export type EnabledProvider = 'email' | 'sms' | 'passkey' | 'wallet' | 'google' | 'apple' | 'x' | 'discord' | 'facebook';

/** `POST /v1/wallet_kit_config` response. */
export interface WalletKitConfigResponse {
  enabledProviders: EnabledProvider[];
  /** Seconds as a decimal string; absent means the default (900). */
  sessionExpirationSeconds?: string;
  organizationId: string;
  oauthClientIds?: Partial<Record<'google' | 'apple' | 'x' | 'discord', string>>;
  oauthRedirectUrl?: string;
  otpAlphanumeric?: boolean;
  otpLength?: string;
  appName?: string;
  logoUrl?: string;
  socialLinkingClientIds?: string[];
  showPasskey?: boolean;
  showWallet?: boolean;
}

/**
 * `POST /v1/wallet_kit_client_params` response (protocol.md section 15): with a site key, the
 * organization may require a captcha token (`X-Captcha-Token`) on otp_init_v2 and signup_v2.
 */
export interface WalletKitClientParamsResponse {
  /** The Cloudflare Turnstile site key of the organization's bot protection. */
  turnstileSiteKey?: string;
}

export interface OtpInitRequest {
  otpType: OtpType;
  contact: string;
  appName?: string;
}
export interface OtpInitResponse {
  otpId: string;
  otpEncryptionTargetBundle: string;
}

export interface OtpVerifyRequest {
  otpId: string;
  encryptedOtpBundle: string;
}
export interface OtpVerifyResponse {
  verificationToken: string;
}

export interface AccountRequest {
  filterType: AccountFilterType;
  filterValue: string;
  verificationToken?: string;
}
/** `{}` when no account matches. */
export interface AccountResponse {
  organizationId?: string;
}

export interface ClientSignature {
  publicKey: string;
  scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256';
  message: string;
  signature: string;
}

export interface OtpLoginRequest {
  verificationToken: string;
  publicKey: string;
  clientSignature: ClientSignature;
  invalidateExisting?: boolean;
  organizationId?: string;
}
export interface SessionResponse {
  session: string;
}

export interface SignupApiKey {
  apiKeyName: string;
  publicKey: string;
  curveType: 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
  expirationSeconds?: string;
}

/** The curves of wallet accounts (Turnkey's names). */
export type WalletCurve = 'CURVE_SECP256K1' | 'CURVE_ED25519';
/** How `path` is read: BIP-32 notation (`m/44'/60'/0'/0/0`). */
export type WalletPathFormat = 'PATH_FORMAT_BIP32';
/**
 * An address format (Turnkey's names). The mock relay derives UNCOMPRESSED, COMPRESSED,
 * ETHEREUM (secp256k1) and SOLANA (Ed25519); the production service knows more.
 */
export type WalletAddressFormat = `ADDRESS_FORMAT_${string}`;

/** One account of a new wallet: the key at `path` on `curve`, shown as `addressFormat`. */
export interface WalletAccountParams {
  curve: WalletCurve;
  pathFormat: WalletPathFormat;
  path: string;
  addressFormat: WalletAddressFormat;
}

/** signup_v2's `wallet`: an HD wallet created with the sub-organization, atomically. */
export interface SignupWallet {
  walletName: string;
  accounts: WalletAccountParams[];
  /** Words of the BIP-39 mnemonic; default 12. */
  mnemonicLength?: 12 | 15 | 18 | 21 | 24;
}

/** The created wallet: its id and one address per requested account, in order. */
export interface SignupWalletResult {
  walletId: string;
  addresses: string[];
}

export interface SignupRequest {
  userEmail?: string;
  userPhoneNumber?: string;
  userName?: string;
  organizationName?: string;
  verificationToken?: string;
  clientSignature?: ClientSignature;
  apiKeys: SignupApiKey[];
  authenticators: unknown[];
  oauthProviders: unknown[];
  wallet?: SignupWallet;
}
export interface SignupResponse {
  organizationId: string;
  userId: string;
  wallet?: SignupWalletResult;
  appProofs?: unknown[];
  session?: string;
}

/** The error body of both hosts (protocol.md section 1). */
export interface ServiceErrorBody {
  code: number;
  message: string;
  details: unknown[];
}

/** The relay endpoints: the eight of spec section 4.4 and `wallet_kit_client_params` (protocol.md section 15), by path. */
export interface RelayEndpoints {
  wallet_kit_config: { request: Record<string, never>; response: WalletKitConfigResponse };
  wallet_kit_client_params: { request: Record<string, never>; response: WalletKitClientParamsResponse };
  otp_init_v2: { request: OtpInitRequest; response: OtpInitResponse };
  otp_verify_v2: { request: OtpVerifyRequest; response: OtpVerifyResponse };
  account: { request: AccountRequest; response: AccountResponse };
  otp_login_v2: { request: OtpLoginRequest; response: SessionResponse };
  signup_v2: { request: SignupRequest; response: SignupResponse };
  oauth_login: { request: { oidcToken: string; publicKey: string; invalidateExisting?: boolean }; response: SessionResponse };
  oauth2_authenticate: {
    request: { provider: string; authCode: string; redirectUri: string; codeVerifier: string; nonce: string; clientId: string };
    response: { oidcToken: string };
  };
}
export type RelayEndpoint = keyof RelayEndpoints;
