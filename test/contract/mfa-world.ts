/**
 * The MFA tests' world: a mock relay with a clock the test moves, and Ada, a user who holds one
 * credential of every kind an MFA step can name, each stamping real requests over the relay's
 * fetch handler:
 *
 * | method | Ada's credential | how it stamps |
 * |---|---|---|
 * | SESSION | the session key of her email-code login (`otp_login_v2`) | `X-Stamp` |
 * | API_KEY | a plain P-256 API key (`create_api_keys`) | `X-Stamp` |
 * | PASSKEY | a software passkey, "Laptop" (`create_authenticators`) | `X-Stamp-WebAuthn` |
 * | EMAIL_OTP | a verification token for ada@example.com, bound to a fresh client key | `X-Stamp-Attested` |
 * | SMS_OTP | a verification token for her phone number, likewise | `X-Stamp-Attested` |
 * | OAUTH | a Google id_token of the IdP's account "ada", nonce bound to a fresh client key | `X-Stamp-Attested` |
 */
import { stampApiRequest } from '../../src/core/crypto/api-stamp';
import { randomPrivateKey, signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { oauthNonce } from '../../src/core/crypto/oauth-nonce';
import type { SigningKey } from '../../src/core/crypto/signing-key';
import { fromBase64Url, toBase64Url } from '../../src/core/encoding/base64url';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../src/core/encoding/utf8';
import { parseActivityResponse, type Activity } from '../../src/core/transport/activity';
import type { OtpType } from '../../src/core/transport/relay-types';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { ApiTestClient, mfaActivityTypes, type AnyOperation, type ApiStamper } from '../../src/mock-relay/test-utils/api-test-client';
import { idpOf } from '../../src/mock-relay/test-utils/oauth-test-client';
import { call, RelayTestClient, testConfigId, type CallResult } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';

export const mfaOrigin = 'https://app.example.com';
export const adaEmail = 'ada@example.com';
export const adaPhone = '+14155550100';

export type AuthenticationType = 'SESSION' | 'API_KEY' | 'PASSKEY' | 'EMAIL_OTP' | 'SMS_OTP' | 'OAUTH';
export const authenticationTypes: AuthenticationType[] = ['SESSION', 'API_KEY', 'PASSKEY', 'EMAIL_OTP', 'SMS_OTP', 'OAUTH'];

/** `{type: 'AUTHENTICATION_TYPE_<type>', id?}`. */
export function method(type: AuthenticationType, id?: string): { type: string; id?: string } {
  return id === undefined ? { type: `AUTHENTICATION_TYPE_${type}` } : { type: `AUTHENTICATION_TYPE_${type}`, id };
}

/** Steps from lists of methods: `steps(['SESSION'], ['PASSKEY', 'EMAIL_OTP'])`. */
export function steps(...lists: (AuthenticationType | { type: string; id?: string })[][]): { any: { type: string; id?: string }[] }[] {
  return lists.map((list) => ({ any: list.map((item) => (typeof item === 'string' ? method(item) : item)) }));
}

export type AttestedScheme = 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN' | 'STAMP_ATTESTED_SCHEME_P256_OIDC';

/** An attested stamper: a token (verification or OIDC) and the client key it is bound to. */
export interface AttestedKey {
  scheme: AttestedScheme;
  token: string;
  key: SigningKey;
}

/** Who stamps an approval: an API key or session key, a passkey, or an attested key. */
export type Approver = ApiStamper | AttestedKey;

function isAttested(approver: Approver): approver is AttestedKey {
  return 'scheme' in approver;
}

/**
 * The `X-Stamp-Attested` header over `body` (protocol.md section 14), signed by `attested.key`: its
 * signature and public key are what an `X-Stamp` by that key holds (as docs/mock-relay-mfa.md shows).
 */
export async function attestedStamp(body: string, attested: AttestedKey, options: { publicKey?: string } = {}): Promise<string> {
  const { publicKey, signature } = JSON.parse(utf8Decode(fromBase64Url((await stampApiRequest(body, attested.key)).headerValue))) as { publicKey: string; signature: string };
  const stamp = { publicKeyAttestation: attested.token, scheme: attested.scheme, publicKey: options.publicKey ?? publicKey, signature };
  return toBase64Url(utf8Encode(JSON.stringify(stamp)));
}

export function newKey(): SigningKey {
  return signingKeyFromPrivateKey(randomPrivateKey());
}

/** Ada's credentials (table above) and ids. */
export interface Ada {
  organizationId: string;
  userId: string;
  session: SigningKey;
  apiKey: SigningKey;
  apiKeyId: string;
  laptop: SoftwareAuthenticator;
  laptopId: string;
  googleProviderId: string;
}

export class MfaWorld {
  now = Date.UTC(2030, 0, 1);
  readonly relay: MockRelay;
  readonly api: ApiTestClient;
  ada!: Ada;

  private constructor() {
    this.relay = createMockRelay({
      config: {
        configId: testConfigId,
        allowedOrigins: [mfaOrigin],
        enabledProviders: ['email', 'sms', 'google'],
        privateKeys: [{ privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
      },
      defaultOrigin: mfaOrigin,
      now: () => this.now,
    });
    this.api = new ApiTestClient(this.relay, { origin: mfaOrigin, now: () => this.now });
  }

  /** A relay with Ada signed up by email code and holding every kind of credential. */
  static async create(): Promise<MfaWorld> {
    const world = new MfaWorld();
    const client = await RelayTestClient.create(world.relay, { origin: mfaOrigin });
    const { claims } = await client.loginWithCode('OTP_TYPE_EMAIL', adaEmail, world.now);
    const partial = { organizationId: claims.organization_id, userId: claims.user_id, session: client.key };
    world.ada = { ...partial, apiKey: newKey(), apiKeyId: '', laptop: new SoftwareAuthenticator({ origin: mfaOrigin }), laptopId: '', googleProviderId: '' };
    const { ada } = world;
    const keys = await world.completed('create_api_keys', { userId: ada.userId, apiKeys: [{ apiKeyName: 'CI key', publicKey: toHex(ada.apiKey.publicKey), curveType: 'API_KEY_CURVE_P256' }] });
    ada.apiKeyId = (keys.result.createApiKeysResult as { apiKeyIds: string[] }).apiKeyIds[0] ?? '';
    ada.laptopId = await world.addPasskey(ada.laptop, 'Laptop');
    await world.completed('update_user', { userId: ada.userId, userPhoneNumber: adaPhone });
    const google = await idpOf(world.relay).issueIdToken({ provider: 'google', accountId: 'ada', nonce: 'linking' });
    const linked = await world.completed('create_oauth_providers', { userId: ada.userId, oauthProviders: [{ providerName: 'Google', oidcToken: google }] });
    ada.googleProviderId = (linked.result.createOauthProvidersResultV2 as { providerIds: string[] }).providerIds[0] ?? '';
    return world;
  }

  /** Registers another passkey of Ada's (stamped by her session); its authenticatorId. */
  async addPasskey(passkey: SoftwareAuthenticator, name: string): Promise<string> {
    const added = await this.completed('create_authenticators', { userId: this.ada.userId, authenticators: [passkey.register({ authenticatorName: name })] });
    return (added.result.createAuthenticatorsResult as { authenticatorIds: string[] }).authenticatorIds[0] ?? '';
  }

  /** A submit of Ada's (stamped by her session unless told). */
  submit(operation: AnyOperation, parameters: Record<string, unknown>, stamper: ApiStamper = this.ada.session): Promise<CallResult> {
    return this.api.submit(operation, this.ada.organizationId, parameters, stamper);
  }

  /** A submit that must answer 200: its activity (completed or held). */
  async completed(operation: AnyOperation, parameters: Record<string, unknown>, stamper?: ApiStamper): Promise<Activity> {
    const result = await this.submit(operation, parameters, stamper);
    if (result.status !== 200) throw new Error(`${operation} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return parseActivityResponse(result.body, operation);
  }

  /** One of Ada's queries (stamped by her session). */
  async read<T = Record<string, unknown>>(name: string, body: Record<string, unknown> = {}): Promise<T> {
    const result = await this.api.query(name, { organizationId: this.ada.organizationId, ...body }, this.ada.session);
    if (result.status !== 200) throw new Error(`${name} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body as T;
  }

  /** create_mfa_policy for Ada (stamped by her API key, before any policy could hold it): its id. */
  async policy(parameters: { condition: string; requiredAuthenticationMethods: unknown[]; order?: number | string; mfaPolicyName?: string }): Promise<string> {
    const created = await this.completed('create_mfa_policy', { userId: this.ada.userId, mfaPolicyName: 'MFA', order: 0, ...parameters }, this.ada.apiKey);
    return (created.result.createMfaPolicyResult as { mfaPolicyId: string }).mfaPolicyId;
  }

  /** approve_activity or reject_activity for `fingerprint`, stamped by `approver`. */
  async answer(answer: 'approve' | 'reject', fingerprint: string, approver: Approver, organizationId = this.ada.organizationId): Promise<CallResult> {
    const operation = `${answer}_activity` as const;
    // A real clock moves between two requests: two approvals never share a body (a passkey's challenge).
    this.now += 1;
    const body = { type: mfaActivityTypes[operation], timestampMs: String(this.now), organizationId, parameters: { fingerprint } };
    if (!isAttested(approver)) return this.api.post(`/public/v1/submit/${operation}`, body, approver);
    const text = JSON.stringify(body);
    return call(this.relay, `/public/v1/submit/${operation}`, undefined, { headers: { 'X-Stamp-Attested': await attestedStamp(text, approver) }, origin: mfaOrigin, rawBody: text });
  }

  approve(fingerprint: string, approver: Approver): Promise<CallResult> {
    return this.answer('approve', fingerprint, approver);
  }

  reject(fingerprint: string, approver: Approver): Promise<CallResult> {
    return this.answer('reject', fingerprint, approver);
  }

  /** get_activity, as Ada reads it. */
  async activity(activityId: string): Promise<Activity> {
    return parseActivityResponse(await this.read('get_activity', { activityId }), 'get_activity');
  }

  /** get_mfa_status's answer for `activityId`. */
  async status(activityId: string, userId?: string): Promise<Record<string, unknown>[]> {
    return (await this.read<{ mfaStatuses: Record<string, unknown>[] }>('get_mfa_status', { activityId, ...(userId === undefined ? {} : { userId }) })).mfaStatuses;
  }

  /** A verification token for `contact` (Ada's email by default), from a fresh client's code flow and bound to its key. */
  async codeKey(otpType: OtpType = 'OTP_TYPE_EMAIL', contact = otpType === 'OTP_TYPE_EMAIL' ? adaEmail : adaPhone): Promise<AttestedKey> {
    const client = await RelayTestClient.create(this.relay, { origin: mfaOrigin });
    const { token } = await client.verifiedToken(await client.sendCode(otpType, contact), this.now);
    return { scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', token, key: client.key };
  }

  /** A Google id_token of the IdP's `account` (Ada's linked "ada" by default), its nonce bound to a fresh key. */
  async googleKey(account = 'ada'): Promise<AttestedKey> {
    const key = newKey();
    const token = await idpOf(this.relay).issueIdToken({ provider: 'google', accountId: account, nonce: await oauthNonce(toHex(key.publicKey)) });
    return { scheme: 'STAMP_ATTESTED_SCHEME_P256_OIDC', token, key };
  }

  /** The approver that proves `type` with Ada's credentials (fresh tokens each time). */
  async approverFor(type: AuthenticationType): Promise<Approver> {
    switch (type) {
      case 'SESSION':
        return this.ada.session;
      case 'API_KEY':
        return this.ada.apiKey;
      case 'PASSKEY':
        return this.ada.laptop;
      case 'EMAIL_OTP':
        return this.codeKey('OTP_TYPE_EMAIL');
      case 'SMS_OTP':
        return this.codeKey('OTP_TYPE_SMS');
      case 'OAUTH':
        return this.googleKey();
    }
  }

  /** Ada's private key seeded by the relay: its id. */
  async privateKeyId(): Promise<string> {
    const { privateKeys } = await this.read<{ privateKeys: { privateKeyId: string }[] }>('list_private_keys');
    return privateKeys[0]?.privateKeyId ?? '';
  }
}

/** The activity of a submit's 200 answer. */
export function activityOf(result: CallResult, operation = 'submit'): Activity {
  if (result.status !== 200) throw new Error(`${operation} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return parseActivityResponse(result.body, operation);
}
