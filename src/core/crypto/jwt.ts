import { LoginKitError, invalidInput } from '../errors';
import { fromBase64Url, toBase64Url } from '../encoding/base64url';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import type { SessionType } from '../session/session-types';
import { verifyP256 } from './p256';
import { sha256 } from './sha256';
import type { SigningKey } from './signing-key';
import { pinnedKeyBytes } from './enclave-envelope';
import { withProductionKeysHint } from './production-keys-hint';

/**
 * The two JWTs of the relay (protocol.md sections 5-6), both ES256-labelled with a 64-byte
 * r ‖ s signature:
 * - verification token (otp_verify_v2): standard ES256 over SHA-256(signing input) by the
 *   TLS-fetcher key, `exp` in MILLISECONDS as a string;
 * - session JWT (otp_login_v2, oauth_login): by the notarizer key over
 *   SHA-256(SHA-256(signing input)), `exp` in SECONDS.
 */

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** `base64url(header) + "." + base64url(payload)`, as received. */
  signingInput: string;
  signature: Uint8Array;
}

export interface VerificationTokenClaims {
  id: string;
  verification_type: string;
  contact: string;
  organization_id: string;
  public_key: string;
  /** Expiry in epoch MILLISECONDS, as a decimal string. */
  exp: string;
}

export interface SessionJwtClaims {
  /** Expiry in epoch SECONDS. */
  exp: number;
  public_key: string;
  session_type: SessionType;
  user_id: string;
  organization_id: string;
  session_profile_id?: string;
  scope?: string;
  [claim: string]: unknown;
}

const HEADER = toBase64Url(utf8Encode(JSON.stringify({ alg: 'ES256', typ: 'JWT' })));

/**
 * The longest token decoded: the relay's verification tokens are about 500 characters and its
 * session JWTs about 600; OIDC ID tokens of identity providers reach 2-4 KB. A longer one is
 * refused before it is split or decoded.
 */
export const maxJwtLength = 16_384;

function decodeJsonPart(part: string, field: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(utf8Decode(fromBase64Url(part, field), field));
  } catch {
    throw invalidInput(field, `${what} is not base64url JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidInput(field, `${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * Splits and decodes a compact JWS without verifying it. Malformed tokens, and tokens longer than
 * `maxLength` characters (refused before decoding), are `invalid_input` naming `field`.
 */
export function decodeJwt(token: string, field = 'token', maxLength = maxJwtLength): DecodedJwt {
  if (typeof token !== 'string') throw invalidInput(field, 'must be a JWT string');
  if (token.length > maxLength) throw invalidInput(field, `is longer than ${maxLength} characters; not decoded`);
  const parts = token.split('.');
  if (parts.length !== 3) throw invalidInput(field, 'is not a compact JWT (three dot-separated parts)');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  return {
    header: decodeJsonPart(headerPart, field, 'header'),
    payload: decodeJsonPart(payloadPart, field, 'payload'),
    signingInput: `${headerPart}.${payloadPart}`,
    signature: fromBase64Url(signaturePart, field),
  };
}

interface CheckedJwt {
  jwt: DecodedJwt;
  publicKey: Uint8Array;
  fail: (problem: string) => LoginKitError;
}

/** Everything but the signature check: pinned key, shape, `alg`, signature length. */
async function checkedJwt(token: string, field: string, key: Uint8Array | string): Promise<CheckedJwt> {
  const publicKey = await pinnedKeyBytes(key, 'trustedKey');
  const jwt = decodeJwt(token, field);
  const fail = (problem: string): LoginKitError => new LoginKitError('signature_invalid', `${field}: ${problem}`, { details: { field } });
  // The header is parsed JSON: JSON.stringify names any alg (String() throws on {"toString": null}).
  if (jwt.header.alg !== 'ES256') throw fail(`alg must be ES256 (got ${JSON.stringify(jwt.header.alg ?? null).slice(0, 40)})`);
  if (jwt.signature.length !== 64) throw fail('signature must be 64-byte r ‖ s');
  return { jwt, publicKey, fail };
}

/** The signature check on WebCrypto: the double-hash scheme signs SHA-256(SHA-256(input)), i.e. ECDSA-SHA256 over SHA-256(input). */
async function verifiedJwt(token: string, field: string, key: Uint8Array | string, doubleHash: boolean): Promise<DecodedJwt> {
  const { jwt, publicKey, fail } = await checkedJwt(token, field, key);
  const input = utf8Encode(jwt.signingInput);
  if (!(await verifyP256(publicKey, doubleHash ? await sha256(input) : input, jwt.signature))) throw withProductionKeysHint(fail('signature does not verify with the pinned key'), key);
  return jwt;
}

/** An expiry for a message: ISO time, or the raw number when no Date can hold it. */
function expiryText(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? `epoch ms ${ms}` : date.toISOString();
}

function claimString(payload: Record<string, unknown>, name: string, field: string): string {
  const value = payload[name];
  if (typeof value !== 'string') throw invalidInput(field, `claim ${name} must be a string`);
  return value;
}

/**
 * Verifies an OTP verification token with the pinned TLS-fetcher key: ES256 signature
 * (`signature_invalid`), claims present (`invalid_input`), not expired (`token_expired`).
 */
export async function verifyVerificationToken(token: string, tlsFetcherKey: Uint8Array | string, now = Date.now()): Promise<VerificationTokenClaims> {
  return verificationTokenClaims((await verifiedJwt(token, 'verificationToken', tlsFetcherKey, false)).payload, now);
}

function verificationTokenClaims(payload: Record<string, unknown>, now: number): VerificationTokenClaims {
  const field = 'verificationToken';
  const claims: VerificationTokenClaims = {
    id: claimString(payload, 'id', field),
    verification_type: claimString(payload, 'verification_type', field),
    contact: claimString(payload, 'contact', field),
    organization_id: claimString(payload, 'organization_id', field),
    public_key: claimString(payload, 'public_key', field),
    exp: claimString(payload, 'exp', field),
  };
  if (!/^\d+$/.test(claims.exp)) throw invalidInput(field, 'claim exp must be epoch milliseconds as a decimal string');
  if (Number(claims.exp) <= now) {
    throw new LoginKitError('token_expired', `${field}: expired at ${expiryText(Number(claims.exp))}`, { details: { field } });
  }
  return claims;
}

/**
 * Verifies a session JWT with the pinned notarizer key: signature over
 * SHA-256(SHA-256(signing input)) (`signature_invalid`), claims (`invalid_input`), expiry in
 * seconds (`session_expired`).
 */
export async function verifySessionJwt(token: string, notarizerKey: Uint8Array | string, now = Date.now()): Promise<SessionJwtClaims> {
  return sessionJwtClaims((await verifiedJwt(token, 'session', notarizerKey, true)).payload, now);
}

function sessionJwtClaims(payload: Record<string, unknown>, now: number): SessionJwtClaims {
  const field = 'session';
  for (const name of ['public_key', 'user_id', 'organization_id'] as const) claimString(payload, name, field);
  const sessionType = payload.session_type;
  if (sessionType !== 'SESSION_TYPE_READ_WRITE' && sessionType !== 'SESSION_TYPE_READ_ONLY') {
    throw invalidInput(field, 'claim session_type must be SESSION_TYPE_READ_WRITE or SESSION_TYPE_READ_ONLY');
  }
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) throw invalidInput(field, 'claim exp must be epoch seconds');
  if (payload.exp * 1000 <= now) {
    throw new LoginKitError('session_expired', `${field}: expired at ${expiryText(payload.exp * 1000)}`, { details: { field } });
  }
  return payload as SessionJwtClaims;
}

/** `base64url(header) ‖ "." ‖ base64url(claims)` of an ES256 JWT, the bytes its signature covers (as text). */
export function jwtSigningInput(claims: object): string {
  return `${HEADER}.${toBase64Url(utf8Encode(JSON.stringify(claims)))}`;
}

async function signJwtWith(claims: object, key: SigningKey, doubleHash: boolean): Promise<string> {
  const signingInput = jwtSigningInput(claims);
  const input = utf8Encode(signingInput);
  const signature = await key.sign(doubleHash ? await sha256(input) : input);
  return `${signingInput}.${toBase64Url(signature)}`;
}

/** Issues a verification token with a SigningKey (e.g. a WebCrypto key: p256-private-key.ts) — for the mock relay. */
export function signVerificationTokenWith(claims: VerificationTokenClaims, key: SigningKey): Promise<string> {
  return signJwtWith(claims, key, false);
}

/** Issues a session JWT with a SigningKey (notarizer scheme: the key signs SHA-256(signing input)) — for the mock relay. */
export function signSessionJwtWith(claims: SessionJwtClaims, key: SigningKey): Promise<string> {
  return signJwtWith(claims, key, true);
}
