import { sha256 } from '@noble/hashes/sha2.js';
import { LoginKitError, invalidInput } from '../errors';
import { fromBase64Url, toBase64Url } from '../encoding/base64url';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import type { SessionType } from '../session/session-types';
import { signP256WithPrivateKey, uncompressPublicKey, verifyP256 } from './p256';
import { pinnedKeyBytes } from './enclave-envelope';

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

/** Splits and decodes a compact JWS without verifying it. Malformed tokens are `invalid_input` naming `field`. */
export function decodeJwt(token: string, field = 'token'): DecodedJwt {
  if (typeof token !== 'string') throw invalidInput(field, 'must be a JWT string');
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

function verifiedJwt(token: string, field: string, key: Uint8Array | string, doubleHash: boolean): DecodedJwt {
  const publicKey = uncompressPublicKey(pinnedKeyBytes(key, 'trustedKey'));
  const jwt = decodeJwt(token, field);
  const fail = (problem: string): LoginKitError => new LoginKitError('signature_invalid', `${field}: ${problem}`, { details: { field } });
  if (jwt.header.alg !== 'ES256') throw fail(`alg must be ES256 (got ${String(jwt.header.alg)})`);
  if (jwt.signature.length !== 64) throw fail('signature must be 64-byte r ‖ s');
  const input = utf8Encode(jwt.signingInput);
  const ok = doubleHash ? verifyP256(publicKey, sha256(sha256(input)), jwt.signature, { prehashed: true }) : verifyP256(publicKey, input, jwt.signature);
  if (!ok) throw fail('signature does not verify with the pinned key');
  return jwt;
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
export function verifyVerificationToken(token: string, tlsFetcherKey: Uint8Array | string, now = Date.now()): VerificationTokenClaims {
  const field = 'verificationToken';
  const { payload } = verifiedJwt(token, field, tlsFetcherKey, false);
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
    throw new LoginKitError('token_expired', `${field}: expired at ${new Date(Number(claims.exp)).toISOString()}`, { details: { field } });
  }
  return claims;
}

/**
 * Verifies a session JWT with the pinned notarizer key: signature over
 * SHA-256(SHA-256(signing input)) (`signature_invalid`), claims (`invalid_input`), expiry in
 * seconds (`session_expired`).
 */
export function verifySessionJwt(token: string, notarizerKey: Uint8Array | string, now = Date.now()): SessionJwtClaims {
  const field = 'session';
  const { payload } = verifiedJwt(token, field, notarizerKey, true);
  for (const name of ['public_key', 'user_id', 'organization_id'] as const) claimString(payload, name, field);
  const sessionType = payload.session_type;
  if (sessionType !== 'SESSION_TYPE_READ_WRITE' && sessionType !== 'SESSION_TYPE_READ_ONLY') {
    throw invalidInput(field, 'claim session_type must be SESSION_TYPE_READ_WRITE or SESSION_TYPE_READ_ONLY');
  }
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) throw invalidInput(field, 'claim exp must be epoch seconds');
  if (payload.exp * 1000 <= now) {
    throw new LoginKitError('session_expired', `${field}: expired at ${new Date(payload.exp * 1000).toISOString()}`, { details: { field } });
  }
  return payload as SessionJwtClaims;
}

function signJwt(claims: object, privateKey: Uint8Array, doubleHash: boolean): string {
  const signingInput = `${HEADER}.${toBase64Url(utf8Encode(JSON.stringify(claims)))}`;
  const input = utf8Encode(signingInput);
  const signature = signP256WithPrivateKey(privateKey, doubleHash ? sha256(input) : input);
  return `${signingInput}.${toBase64Url(signature)}`;
}

/** Issues a verification token (standard ES256) — for the mock relay. */
export function signVerificationToken(claims: VerificationTokenClaims, privateKey: Uint8Array): string {
  return signJwt(claims, privateKey, false);
}

/** Issues a session JWT (notarizer scheme, double SHA-256) — for the mock relay. */
export function signSessionJwt(claims: SessionJwtClaims, privateKey: Uint8Array): string {
  return signJwt(claims, privateKey, true);
}
