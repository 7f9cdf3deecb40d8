/**
 * Test helpers for the main API: stamped submits and queries as the kit makes them (serialize
 * once, stamp exactly those bytes), with an API key (`X-Stamp`) or a software passkey
 * (`X-Stamp-WebAuthn`), plus a passkey signup through the relay and the opening of a
 * credential bundle into a usable session key.
 */
import { stampApiRequest } from '../../core/crypto/api-stamp';
import { decryptCredentialBundle } from '../../core/crypto/credential-bundle';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../core/crypto/p256-private-key';
import type { SigningKey } from '../../core/crypto/signing-key';
import { toHex } from '../../core/encoding/hex';
import { parseActivityResponse } from '../../core/transport/activity';
import type { MockRelay } from '../handler';
import { call, type CallResult } from './relay-test-client';
import type { AssertionOverrides, SoftwareAuthenticator } from './software-authenticator';

/** The activity type of each operation, as the spec lists them (section 4.2). */
export const activityTypes = {
  create_read_write_session: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
  create_authenticators: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
  delete_authenticators: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS',
  create_api_keys: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
  create_oauth_providers: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
  oauth2_authenticate: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
  update_user: 'ACTIVITY_TYPE_UPDATE_USER',
  create_user_tag: 'ACTIVITY_TYPE_CREATE_USER_TAG',
  update_policy: 'ACTIVITY_TYPE_UPDATE_POLICY_V2',
  delete_private_keys: 'ACTIVITY_TYPE_DELETE_PRIVATE_KEYS',
  export_private_key: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
  update_mfa_policy: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY',
  delete_mfa_policy: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
  create_session_profile: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
  set_ip_allowlist: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
  remove_ip_allowlist: 'ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST',
  update_webhook_endpoint: 'ACTIVITY_TYPE_UPDATE_WEBHOOK_ENDPOINT',
  delete_webhook_endpoint: 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT',
  otp_auth: 'ACTIVITY_TYPE_OTP_AUTH',
  // A mock extension (routes/api/create-webhook-endpoint.ts).
  create_webhook_endpoint: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT',
} as const;

export type Operation = keyof typeof activityTypes;

/**
 * Turnkey's MFA operations beyond the spec (protocol.md section 14), kept apart from
 * `activityTypes` so that tables of every spec operation (the fuzzers') stay as they are.
 */
export const mfaActivityTypes = {
  create_mfa_policy: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
  approve_activity: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
  reject_activity: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
} as const;

export type MfaOperation = keyof typeof mfaActivityTypes;

/** Turnkey's wallet exports, beyond the spec (kept apart for the same reason). */
export const walletActivityTypes = {
  export_wallet: 'ACTIVITY_TYPE_EXPORT_WALLET',
  export_wallet_account: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
} as const;

export type WalletOperation = keyof typeof walletActivityTypes;
export type AnyOperation = Operation | MfaOperation | WalletOperation;

/** The activity type of any operation the helpers submit. */
export function activityTypeOf(operation: AnyOperation): string {
  if (Object.hasOwn(mfaActivityTypes, operation)) return mfaActivityTypes[operation as MfaOperation];
  if (Object.hasOwn(walletActivityTypes, operation)) return walletActivityTypes[operation as WalletOperation];
  return activityTypes[operation as Operation];
}

/** Who stamps: an API key or a passkey. */
export type ApiStamper = SigningKey | SoftwareAuthenticator;

export interface ApiCallOptions {
  /** The request's Origin (default: the client's). `null` sends none. */
  origin?: string | null;
  /** Changes the body after stamping. */
  tamper?: (body: string) => string;
  /** Bends the passkey assertion. */
  passkey?: AssertionOverrides;
  /** The stamp header's name as sent (header names are case-insensitive). */
  headerName?: string;
}

export interface SubmitOptions extends ApiCallOptions {
  type?: string;
  /** Default: the client's clock. */
  timestampMs?: string;
  generateAppProofs?: boolean;
}

/** A session key opened from a credential bundle, with the target key pair it was sealed to. */
export interface TargetKey {
  privateKey: Uint8Array;
  /** Uncompressed hex (what `targetPublicKey` takes). */
  publicKey: string;
}

export function newTargetKey(): TargetKey {
  const privateKey = randomPrivateKey();
  return { privateKey, publicKey: toHex(publicKeyFromPrivateKey(privateKey, false)) };
}

/** Opens a credential bundle (protocol.md section 3) into the session key it holds. */
export async function openSessionKey(credentialBundle: string, target: TargetKey): Promise<SigningKey> {
  return signingKeyFromPrivateKey(await decryptCredentialBundle(credentialBundle, target.privateKey));
}

function isPasskey(stamper: ApiStamper): stamper is SoftwareAuthenticator {
  return 'stamp' in stamper;
}

export class ApiTestClient {
  readonly relay: MockRelay;
  readonly origin: string;
  readonly now: () => number;

  constructor(relay: MockRelay, options: { origin: string; now: () => number }) {
    this.relay = relay;
    this.origin = options.origin;
    this.now = options.now;
  }

  /** The stamp headers for `body`. */
  async stampHeaders(body: string, stamper: ApiStamper, options: ApiCallOptions = {}): Promise<Record<string, string>> {
    if (isPasskey(stamper)) return { [options.headerName ?? 'X-Stamp-WebAuthn']: stamper.stamp(body, options.passkey) };
    const stamp = await stampApiRequest(body, stamper);
    return { [options.headerName ?? stamp.headerName]: stamp.headerValue };
  }

  /** POSTs `body` (serialized once) to `path`, stamped. */
  async post(path: string, body: Record<string, unknown>, stamper: ApiStamper, options: ApiCallOptions = {}): Promise<CallResult> {
    const text = JSON.stringify(body);
    const headers = await this.stampHeaders(text, stamper, options);
    const origin = options.origin === undefined ? this.origin : options.origin;
    return call(this.relay, path, undefined, { headers, origin, rawBody: options.tamper === undefined ? text : options.tamper(text) });
  }

  /** `POST /public/v1/submit/<operation>` with the operation's type and a fresh timestampMs. */
  submit(operation: AnyOperation, organizationId: string, parameters: Record<string, unknown>, stamper: ApiStamper, options: SubmitOptions = {}): Promise<CallResult> {
    const body: Record<string, unknown> = {
      type: options.type ?? activityTypeOf(operation),
      timestampMs: options.timestampMs ?? String(this.now()),
      organizationId,
      parameters,
    };
    if (options.generateAppProofs !== undefined) body.generateAppProofs = options.generateAppProofs;
    return this.post(`/public/v1/submit/${operation}`, body, stamper, options);
  }

  /** `POST /public/v1/query/<name>`. */
  query(name: string, body: Record<string, unknown>, stamper: ApiStamper, options: ApiCallOptions = {}): Promise<CallResult> {
    return this.post(`/public/v1/query/${name}`, body, stamper, options);
  }

  /** A read-write session stamped by `stamper`, opened into its session key. */
  async createSession(
    organizationId: string,
    stamper: ApiStamper,
    parameters: Record<string, unknown> = {},
    options: SubmitOptions = {},
  ): Promise<{ result: Record<string, string>; key: SigningKey; response: CallResult }> {
    const target = newTargetKey();
    const response = await this.submit('create_read_write_session', organizationId, { targetPublicKey: target.publicKey, ...parameters }, stamper, options);
    if (response.status !== 200) throw new Error(`create_read_write_session failed: ${response.status} ${JSON.stringify(response.body)}`);
    // Read as the kit reads it (either activity shape).
    const activity = parseActivityResponse(response.body, 'create_read_write_session');
    const result = activity.result.createReadWriteSessionResultV2 as Record<string, string>;
    return { result, key: await openSessionKey(result.credentialBundle ?? '', target), response };
  }

  /** `POST /v1/signup_v2` with one passkey registration (and `extra` members), from the client's origin. */
  signUpWithPasskey(authenticator: SoftwareAuthenticator, extra: Record<string, unknown> = {}, options: { origin?: string | null } = {}): Promise<CallResult> {
    const origin = options.origin === undefined ? this.origin : options.origin;
    return call(this.relay, '/v1/signup_v2', { apiKeys: [], authenticators: [authenticator.register()], oauthProviders: [], ...extra }, { origin });
  }
}
