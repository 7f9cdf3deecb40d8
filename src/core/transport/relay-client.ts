/**
 * Typed client for the relay endpoints of spec section 4.4: `POST {authProxyUrl}/v1/<endpoint>`
 * with `X-Auth-Proxy-Config-Id` on every call. Inputs are checked before sending
 * (`invalid_input` naming the field) and responses after (`response_invalid` naming the field:
 * a member missing, mistyped or over its length cap, response-limits.ts).
 */
import { LoginKitError, invalidInput } from '../errors';
import { captchaTokenHeader, isCaptchaToken } from '../captcha/captcha-token';
import type { CaptchaEndpoint, CaptchaTokenSource } from '../captcha/captcha-types';
import { parseWalletKitClientParams } from '../config/wallet-kit-client-params';
import { parseWalletKitConfig } from '../config/wallet-kit-config';
import type { PostJsonInit } from './http';
import type { HttpClient } from './http';
import { checkWallet } from './check-wallet';
import { relayPost } from './relay-post';
import { responseLimits } from './response-limits';
import type {
  AccountRequest,
  AccountResponse,
  ClientSignature,
  OtpInitRequest,
  OtpInitResponse,
  OtpLoginRequest,
  OtpVerifyRequest,
  OtpVerifyResponse,
  RelayEndpoint,
  RelayEndpoints,
  SessionResponse,
  SignupRequest,
  SignupResponse,
  WalletKitClientParamsResponse,
  WalletKitConfigResponse,
} from './relay-types';
import {
  badResponse,
  cappedResponseString,
  isE164,
  isEmail,
  isRecord,
  optionalBoolean,
  optionalString,
  requireArray,
  requireBaseUrl,
  requireOneOf,
  requireString,
  responseOptionalString,
  responseRecord,
  responseList,
  responseString,
} from './validate';

export type OauthLoginRequest = RelayEndpoints['oauth_login']['request'];
export type Oauth2AuthenticateRequest = RelayEndpoints['oauth2_authenticate']['request'];
export type Oauth2AuthenticateResponse = RelayEndpoints['oauth2_authenticate']['response'];

/** Per-call options. */
export interface RelayCallOptions {
  signal?: AbortSignal;
  /**
   * A captcha token for the organization's bot protection, sent as `X-Captcha-Token` (protocol.md
   * section 15): read by `otpInit` and `signup` only, the requests a relay protects.
   */
  captchaToken?: string;
}

export interface RelayClient {
  /** The relay configuration (retried: idempotent). */
  walletKitConfig(options?: RelayCallOptions): Promise<WalletKitConfigResponse>;
  /** What the relay publishes for the browser: the captcha site key, when the organization has one (retried: idempotent). */
  walletKitClientParams(options?: RelayCallOptions): Promise<WalletKitClientParamsResponse>;
  otpInit(request: OtpInitRequest, options?: RelayCallOptions): Promise<OtpInitResponse>;
  otpVerify(request: OtpVerifyRequest, options?: RelayCallOptions): Promise<OtpVerifyResponse>;
  /** `{}` when no account matches (retried: idempotent). */
  account(request: AccountRequest, options?: RelayCallOptions): Promise<AccountResponse>;
  otpLogin(request: OtpLoginRequest, options?: RelayCallOptions): Promise<SessionResponse>;
  signup(request: SignupRequest, options?: RelayCallOptions): Promise<SignupResponse>;
  oauthLogin(request: OauthLoginRequest, options?: RelayCallOptions): Promise<SessionResponse>;
  oauth2Authenticate(request: Oauth2AuthenticateRequest, options?: RelayCallOptions): Promise<Oauth2AuthenticateResponse>;
}

export interface RelayClientOptions {
  /** Absolute http(s) URL of the relay; a trailing slash is tolerated. */
  authProxyUrl: string;
  /** Sent as `X-Auth-Proxy-Config-Id`. */
  configId: string;
  http: HttpClient;
  /**
   * Where `otpInit` and `signup` get a captcha token when the call carries none (protocol.md
   * section 15), asked right before each: the kit's registered source while the relay publishes a
   * site key. One that fails, or gives no usable header value, sends the request without a token.
   */
  captchaToken?: CaptchaTokenSource;
}

const otpTypes = ['OTP_TYPE_EMAIL', 'OTP_TYPE_SMS'] as const;
const filterTypes = ['EMAIL', 'PHONE_NUMBER', 'CREDENTIAL_ID', 'OIDC_TOKEN', 'USERNAME', 'PUBLIC_KEY'] as const;
const clientSignatureSchemes = ['CLIENT_SIGNATURE_SCHEME_API_P256'] as const;

function requireEmail(value: unknown, field: string): string {
  const text = requireString(value, field);
  if (!isEmail(text)) throw invalidInput(field, 'must be an email address');
  return text;
}

function requirePhone(value: unknown, field: string): string {
  const text = requireString(value, field);
  if (!isE164(text)) throw invalidInput(field, 'must be an E.164 phone number (+ and up to 15 digits)');
  return text;
}

/** Compressed SEC1 P-256 public key as lowercase hex (66 characters). */
function requireCompressedKeyHex(value: unknown, field: string): string {
  const text = requireString(value, field);
  if (!/^0[23][0-9a-f]{64}$/.test(text)) throw invalidInput(field, 'must be a compressed P-256 public key in lowercase hex (66 characters)');
  return text;
}

function checkClientSignature(value: unknown, publicKey: string | undefined): void {
  const field = 'clientSignature';
  if (!isRecord(value)) throw invalidInput(field, 'must be an object');
  const signer = requireCompressedKeyHex(value.publicKey, `${field}.publicKey`);
  if (publicKey !== undefined && signer !== publicKey) throw invalidInput(`${field}.publicKey`, 'must equal publicKey');
  requireOneOf(value.scheme, clientSignatureSchemes, `${field}.scheme`);
  requireString(value.message, `${field}.message`);
  const signature = requireString(value.signature, `${field}.signature`);
  if (!/^[0-9a-f]{128}$/.test(signature)) throw invalidInput(`${field}.signature`, 'must be a raw r‖s signature in lowercase hex (128 characters)');
}

function checkOtpInit(request: OtpInitRequest): void {
  const otpType = requireOneOf(request.otpType, otpTypes, 'otpType');
  if (otpType === 'OTP_TYPE_EMAIL') requireEmail(request.contact, 'contact');
  else requirePhone(request.contact, 'contact');
  optionalString(request.appName, 'appName');
}

function checkAccount(request: AccountRequest): void {
  const filterType = requireOneOf(request.filterType, filterTypes, 'filterType');
  if (filterType === 'EMAIL') requireEmail(request.filterValue, 'filterValue');
  else if (filterType === 'PHONE_NUMBER') requirePhone(request.filterValue, 'filterValue');
  else requireString(request.filterValue, 'filterValue');
  optionalString(request.verificationToken, 'verificationToken');
}

function checkSignup(request: SignupRequest): void {
  if (request.userEmail !== undefined) requireEmail(request.userEmail, 'userEmail');
  if (request.userPhoneNumber !== undefined) requirePhone(request.userPhoneNumber, 'userPhoneNumber');
  optionalString(request.userName, 'userName');
  optionalString(request.organizationName, 'organizationName');
  optionalString(request.verificationToken, 'verificationToken');
  if (request.clientSignature !== undefined) checkClientSignature(request.clientSignature, undefined);
  requireArray(request.apiKeys, 'apiKeys');
  requireArray(request.authenticators, 'authenticators');
  const oauthProviders = requireArray(request.oauthProviders, 'oauthProviders');
  const credentials = oauthProviders.length + request.authenticators.length + request.apiKeys.length;
  if (request.userEmail === undefined && request.userPhoneNumber === undefined && credentials === 0) {
    throw invalidInput('userEmail', 'a signup needs an email, a phone number, an OAuth provider, a passkey or an API key (a wallet)');
  }
}

/**
 * The `X-Captcha-Token` header of a protected request: the call's token (checked), else one from
 * `source` (a failing source, or what cannot be a header value, means none: the relay decides).
 */
async function captchaHeader(endpoint: CaptchaEndpoint, call: RelayCallOptions | undefined, source: CaptchaTokenSource | undefined): Promise<PostJsonInit> {
  let token: unknown = call?.captchaToken;
  if (token !== undefined && !isCaptchaToken(token)) throw invalidInput('captchaToken', 'must be visible ASCII characters (a header value), at most 4096');
  const signal = call?.signal;
  if (token === undefined && source !== undefined) {
    const cancelled = (): LoginKitError => new LoginKitError('network', `${endpoint} was cancelled`, { cause: signal?.reason, details: { aborted: true } });
    const aborted = (): boolean => signal?.aborted === true;
    if (aborted()) throw cancelled();
    // A cancel ends the wait even if the source does not listen to the signal.
    token = await new Promise<unknown>((resolve) => {
      const stop = (): void => resolve(undefined);
      signal?.addEventListener('abort', stop, { once: true });
      Promise.resolve()
        .then(() => source({ endpoint, ...(signal === undefined ? {} : { signal }) }))
        .then(resolve, stop)
        .finally(() => signal?.removeEventListener('abort', stop));
    });
    if (aborted()) throw cancelled();
  }
  return isCaptchaToken(token) ? { headers: { [captchaTokenHeader]: token } } : {};
}

function sessionResponse(json: unknown, endpoint: RelayEndpoint): SessionResponse {
  return { session: responseString(responseRecord(json, endpoint), 'session', endpoint, responseLimits.session) };
}

/** signup_v2's `wallet`: `{walletId, addresses: string[]}`, each string and the list within its cap. */
function signupWallet(value: unknown, endpoint: string): NonNullable<SignupResponse['wallet']> {
  if (!isRecord(value) || typeof value.walletId !== 'string' || !Array.isArray(value.addresses) || !value.addresses.every((a) => typeof a === 'string')) {
    throw badResponse(endpoint, 'wallet', 'is not {walletId, addresses: string[]}');
  }
  if (value.addresses.length > responseLimits.listItems) throw badResponse(endpoint, 'wallet.addresses', `has more than ${responseLimits.listItems} items`);
  const addresses = (value.addresses as string[]).map((address, index) => cappedResponseString(address, `wallet.addresses[${index}]`, endpoint, responseLimits.address));
  return { walletId: cappedResponseString(value.walletId, 'wallet.walletId', endpoint, responseLimits.id), addresses };
}

function signupResponse(json: unknown): SignupResponse {
  const endpoint = 'signup_v2';
  const body = responseRecord(json, endpoint);
  const response: SignupResponse = {
    organizationId: responseString(body, 'organizationId', endpoint, responseLimits.id),
    userId: responseString(body, 'userId', endpoint, responseLimits.id),
  };
  const session = responseOptionalString(body, 'session', endpoint, responseLimits.session);
  if (session !== undefined && session !== '') response.session = session;
  if (body.wallet !== undefined) response.wallet = signupWallet(body.wallet, endpoint);
  if (body.appProofs !== undefined) {
    response.appProofs = responseList(body.appProofs, 'appProofs', endpoint);
  }
  return response;
}

export function createRelayClient(options: RelayClientOptions): RelayClient {
  const baseUrl = requireBaseUrl(options.authProxyUrl, 'authProxyUrl');
  const configId = requireString(options.configId, 'configId');
  const post = relayPost(options.http, baseUrl, configId);

  return {
    async walletKitConfig(call) {
      return parseWalletKitConfig(await post('wallet_kit_config', {}, call, { idempotent: true }));
    },

    async walletKitClientParams(call) {
      return parseWalletKitClientParams(await post('wallet_kit_client_params', {}, call, { idempotent: true }));
    },

    async otpInit(request, call) {
      checkOtpInit(request);
      const endpoint = 'otp_init_v2';
      const captcha = await captchaHeader(endpoint, call, options.captchaToken);
      const body = responseRecord(await post(endpoint, request, call, { field: 'contact', ...captcha }), endpoint);
      return {
        otpId: responseString(body, 'otpId', endpoint, responseLimits.id),
        otpEncryptionTargetBundle: responseString(body, 'otpEncryptionTargetBundle', endpoint, responseLimits.targetBundle),
      };
    },

    async otpVerify(request, call) {
      requireString(request.otpId, 'otpId');
      requireString(request.encryptedOtpBundle, 'encryptedOtpBundle');
      const endpoint = 'otp_verify_v2';
      const body = responseRecord(await post(endpoint, request, call), endpoint);
      return { verificationToken: responseString(body, 'verificationToken', endpoint, responseLimits.verificationToken) };
    },

    async account(request, call) {
      checkAccount(request);
      const endpoint = 'account';
      const body = responseRecord(await post(endpoint, request, call, { idempotent: true }), endpoint);
      // `{}` (or an empty id) means no account matches.
      const organizationId = responseOptionalString(body, 'organizationId', endpoint, responseLimits.id);
      return organizationId === undefined || organizationId === '' ? {} : { organizationId };
    },

    async otpLogin(request, call) {
      requireString(request.verificationToken, 'verificationToken');
      const publicKey = requireCompressedKeyHex(request.publicKey, 'publicKey');
      checkClientSignature(request.clientSignature as ClientSignature | undefined, publicKey);
      optionalBoolean(request.invalidateExisting, 'invalidateExisting');
      optionalString(request.organizationId, 'organizationId');
      return sessionResponse(await post('otp_login_v2', request, call), 'otp_login_v2');
    },

    async signup(request, call) {
      checkSignup(request);
      if (request.wallet !== undefined) checkWallet(request.wallet);
      return signupResponse(await post('signup_v2', request, call, await captchaHeader('signup_v2', call, options.captchaToken)));
    },

    async oauthLogin(request, call) {
      requireString(request.oidcToken, 'oidcToken');
      requireCompressedKeyHex(request.publicKey, 'publicKey');
      optionalBoolean(request.invalidateExisting, 'invalidateExisting');
      return sessionResponse(await post('oauth_login', request, call), 'oauth_login');
    },

    async oauth2Authenticate(request, call) {
      const provider = requireString(request.provider, 'provider');
      if (!/^OAUTH2_PROVIDER_[A-Z0-9_]+$/.test(provider)) throw invalidInput('provider', 'must be an OAUTH2_PROVIDER_… value');
      for (const field of ['authCode', 'redirectUri', 'codeVerifier', 'nonce', 'clientId'] as const) requireString(request[field], field);
      const endpoint = 'oauth2_authenticate';
      const body = responseRecord(await post(endpoint, request, call), endpoint);
      return { oidcToken: responseString(body, 'oidcToken', endpoint, responseLimits.oidcToken) };
    },
  };
}
