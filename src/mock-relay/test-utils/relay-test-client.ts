/**
 * Test helpers: talk to a MockRelay through `relay.fetch(new Request(...))` with the real core
 * crypto, as the kit does (session key, OTP encryption, client signatures, stamps).
 */
import { createClientSignature, loginSignatureMessage, signupSignatureMessage } from '../../core/crypto/client-signature';
import { stampApiRequest } from '../../core/crypto/api-stamp';
import { encryptOtpCode } from '../../core/crypto/otp-encryption';
import { generateSessionKeyPair } from '../../core/crypto/session-key';
import type { SigningKey } from '../../core/crypto/signing-key';
import { verifySessionJwt, verifyVerificationToken, type SessionJwtClaims, type VerificationTokenClaims } from '../../core/crypto/jwt';
import { toHex } from '../../core/encoding/hex';
import type { OtpType } from '../../core/transport/relay-types';
import type { MockRelay } from '../handler';

export const testConfigId = 'test-config';
export const baseUrl = 'http://relay.test';

export interface CallOptions {
  configId?: string | null;
  origin?: string | null;
  headers?: Record<string, string>;
  /** Sent verbatim instead of JSON.stringify(body). */
  rawBody?: string;
  method?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request to the relay; the body is parsed as JSON. */
export async function call<T = Record<string, unknown>>(relay: MockRelay, path: string, body?: unknown, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  const configId = options.configId === undefined ? testConfigId : options.configId;
  if (configId !== null && path.startsWith('/v1/')) headers['X-Auth-Proxy-Config-Id'] = configId;
  if (options.origin !== undefined && options.origin !== null) headers.Origin = options.origin;
  const method = options.method ?? 'POST';
  const init: RequestInit = { method, headers };
  if (method === 'POST') init.body = options.rawBody ?? JSON.stringify(body ?? {});
  const response = await relay.fetch(new Request(`${baseUrl}${path}`, init));
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as T, headers: response.headers };
}

/** The ErrorInfo reason and field of an error body. */
export function errorInfo(body: Record<string, unknown>): { reason?: string; field?: string } {
  const details = body.details as { reason?: string; metadata?: { field?: string } }[] | undefined;
  const info = details?.[0];
  return { reason: info?.reason, field: info?.metadata?.field };
}

export interface SentCode {
  otpId: string;
  otpEncryptionTargetBundle: string;
  code: string;
}

/** A browser-like client of one relay: its own session key, the relay's published keys pinned. */
export class RelayTestClient {
  readonly relay: MockRelay;
  readonly options: CallOptions;
  key!: SigningKey;

  private constructor(relay: MockRelay, options: CallOptions) {
    this.relay = relay;
    this.options = options;
  }

  static async create(relay: MockRelay, options: CallOptions = {}): Promise<RelayTestClient> {
    const client = new RelayTestClient(relay, options);
    client.key = await generateSessionKeyPair();
    return client;
  }

  get publicKey(): string {
    return toHex(this.key.publicKey);
  }

  /** A fresh session key (as after logout). */
  async newKey(): Promise<void> {
    this.key = await generateSessionKeyPair();
  }

  call<T = Record<string, unknown>>(endpoint: string, body?: unknown, options: CallOptions = {}): Promise<CallResult<T>> {
    return call<T>(this.relay, `/v1/${endpoint}`, body, { ...this.options, ...options });
  }

  async sendCode(otpType: OtpType, contact: string): Promise<SentCode> {
    const result = await this.call<{ otpId: string; otpEncryptionTargetBundle: string }>('otp_init_v2', { otpType, contact });
    if (result.status !== 200) throw new Error(`otp_init_v2 failed: ${result.status} ${JSON.stringify(result.body)}`);
    const message = this.relay.mailbox.find((item) => item.otpId === result.body.otpId);
    if (message === undefined) throw new Error('no mailbox entry for the OTP');
    return { ...result.body, code: message.code };
  }

  encrypt(sent: SentCode, code = sent.code, publicKey = this.publicKey): Promise<string> {
    return encryptOtpCode({ otpEncryptionTargetBundle: sent.otpEncryptionTargetBundle, otpCode: code, publicKey, tlsFetcherKey: this.relay.keys.tlsFetcher });
  }

  verify(sent: SentCode, code = sent.code): Promise<CallResult> {
    return this.encrypt(sent, code).then((encryptedOtpBundle) => this.call('otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle }));
  }

  /** Verifies the code and returns the token with its (checked) claims. */
  async verifiedToken(sent: SentCode, now?: number): Promise<{ token: string; claims: VerificationTokenClaims }> {
    const result = await this.verify(sent);
    if (result.status !== 200) throw new Error(`otp_verify_v2 failed: ${result.status} ${JSON.stringify(result.body)}`);
    const token = result.body.verificationToken as string;
    return { token, claims: await verifyVerificationToken(token, this.relay.keys.tlsFetcher, now) };
  }

  async signupBody(token: string, claims: VerificationTokenClaims, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const contactField = claims.verification_type === 'OTP_TYPE_EMAIL' ? { userEmail: claims.contact } : { userPhoneNumber: claims.contact };
    const arrays = { apiKeys: [], authenticators: [], oauthProviders: [], ...extra };
    const signed = claims.verification_type === 'OTP_TYPE_EMAIL' ? { email: claims.contact } : { phoneNumber: claims.contact };
    const message = signupSignatureMessage({ ...(arrays as { apiKeys: unknown[]; authenticators: unknown[]; oauthProviders: unknown[] }), ...signed }, claims.id);
    return { ...contactField, ...arrays, verificationToken: token, clientSignature: await createClientSignature(message, this.key) };
  }

  async loginBody(token: string, claims: VerificationTokenClaims, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const publicKey = this.publicKey;
    return { verificationToken: token, publicKey, clientSignature: await createClientSignature(loginSignatureMessage(publicKey, claims.id), this.key), ...extra };
  }

  /** The kit's whole OTP path: send, verify, look up, sign up when new, log in. */
  async loginWithCode(otpType: OtpType, contact: string, now?: number): Promise<{ claims: SessionJwtClaims; isNewUser: boolean }> {
    const sent = await this.sendCode(otpType, contact);
    const { token, claims } = await this.verifiedToken(sent, now);
    const lookup = await this.call('account', { filterType: otpType === 'OTP_TYPE_EMAIL' ? 'EMAIL' : 'PHONE_NUMBER', filterValue: claims.contact, verificationToken: token });
    if (lookup.status !== 200) throw new Error(`account failed: ${lookup.status} ${JSON.stringify(lookup.body)}`);
    const isNewUser = lookup.body.organizationId === undefined;
    if (isNewUser) {
      const created = await this.call('signup_v2', await this.signupBody(token, claims));
      if (created.status !== 200) throw new Error(`signup_v2 failed: ${created.status} ${JSON.stringify(created.body)}`);
    }
    const login = await this.call<{ session: string }>('otp_login_v2', await this.loginBody(token, claims));
    if (login.status !== 200) throw new Error(`otp_login_v2 failed: ${login.status} ${JSON.stringify(login.body)}`);
    return { claims: await verifySessionJwt(login.body.session, this.relay.keys.notarizer, now), isNewUser };
  }

  /** `POST /public/v1/query/whoami`, stamped with the session key (or `key`). */
  async whoami(organizationId: string, options: { key?: SigningKey; tamper?: (body: string) => string } = {}): Promise<CallResult> {
    const body = JSON.stringify({ organizationId });
    const stamp = await stampApiRequest(body, options.key ?? this.key);
    return call(this.relay, '/public/v1/query/whoami', undefined, {
      headers: { [stamp.headerName]: stamp.headerValue },
      rawBody: options.tamper === undefined ? body : options.tamper(body),
    });
  }
}
