/**
 * Attested stamps, header `X-Stamp-Attested` (protocol.md section 14): base64url (no padding) of
 * the JSON `{publicKeyAttestation, scheme, publicKey, signature}`, where a client key signs the
 * request and a token attests that the key belongs to an identity:
 *
 * | scheme | publicKeyAttestation | bound to publicKey by | proves |
 * |---|---|---|---|
 * | `STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN` | a verification token (otp_verify_v2), signed by the mock's TLS-fetcher key | its `public_key` claim | EMAIL_OTP or SMS_OTP, from its `verification_type` |
 * | `STAMP_ATTESTED_SCHEME_P256_OIDC` | an OIDC token of the mock IdP (Google, Apple) or of the relay's own issuer (X, Discord) | its `nonce` = hex SHA-256 of publicKey's hex (protocol.md section 7) | OAUTH |
 *
 * `signature` is ECDSA P-256 over SHA-256 of the exact body, DER in hex, by `publicKey` (compressed
 * hex; the uncompressed form is accepted too). Whatever makes the stamp untrustworthy (not a stamp,
 * a token not signed by a key the mock pins, a token bound to another key, a signature that does
 * not match) is 401 naming `X-Stamp-Attested`. An expired token is authentic (both checks verify
 * the signature before the expiry), so it is reported as such (`expired`) and refused by the
 * approval, naming the step (mfa-approval.ts); so is a spent one (`tokenKey`).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeJwt } from '../../core/crypto/jwt';
import { oauthNonce } from '../../core/crypto/oauth-nonce';
import { compressPublicKey, derToRawSignature, publicKeyHexBytes, verifyP256 } from '../../core/crypto/p256';
import { fromBase64Url } from '../../core/encoding/base64url';
import { fromHex, toHex } from '../../core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../core/encoding/utf8';
import { isLoginKitError } from '../../core/errors';
import type { OtpType } from '../../core/transport/relay-types';
import { isRecord } from '../../core/transport/validate';
import { RelayError, unauthenticated } from '../errors';
import { verifyOidcToken } from '../oauth/oidc-token-check';
import type { RouteContext } from '../route-context';

export const attestedStampHeader = 'X-Stamp-Attested';

export const attestedSchemes = ['STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', 'STAMP_ATTESTED_SCHEME_P256_OIDC'] as const;

export type AttestedScheme = (typeof attestedSchemes)[number];

/** Whose the token is: a contact (verification token) or an OAuth identity (OIDC token). */
export type AttestedIdentity =
  | { kind: 'contact'; otpType: OtpType; contact: string }
  | { kind: 'oauth'; issuer: string; subject: string; audience: string };

export interface VerifiedAttestedStamp {
  type: 'AUTHENTICATION_TYPE_EMAIL_OTP' | 'AUTHENTICATION_TYPE_SMS_OTP' | 'AUTHENTICATION_TYPE_OAUTH';
  identity: AttestedIdentity;
  /** What marks the token spent: `verification:<token id>` or `oidc:<hex SHA-256 of the token>`. */
  tokenKey: string;
  /** The token's expiry, epoch ms. */
  expiresAt: number;
  /** Past its expiry (authentic, but refused by the approval). */
  expired: boolean;
}

interface AttestedStamp {
  publicKeyAttestation: string;
  scheme: AttestedScheme;
  /** Compressed hex, lowercase. */
  publicKey: string;
  signature: Uint8Array;
}

function refused(problem: string): RelayError {
  return unauthenticated(attestedStampHeader, problem);
}

/** Compressed lowercase hex of a P-256 public key in hex (either form); undefined when it is not one. */
function compressedKeyHex(text: string): string | undefined {
  try {
    return toHex(compressPublicKey(publicKeyHexBytes(text, 'publicKey'), 'publicKey'));
  } catch {
    return undefined;
  }
}

function parseAttestedStamp(header: string): AttestedStamp {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64Url(header, attestedStampHeader), attestedStampHeader));
  } catch {
    throw refused('is not base64url of a JSON stamp {publicKeyAttestation, scheme, publicKey, signature}');
  }
  if (!isRecord(parsed)) throw refused('is not a JSON object');
  const { publicKeyAttestation, scheme, publicKey, signature } = parsed;
  if (typeof publicKeyAttestation !== 'string' || typeof scheme !== 'string' || typeof publicKey !== 'string' || typeof signature !== 'string') {
    throw refused('needs string publicKeyAttestation, scheme, publicKey and signature');
  }
  if (!(attestedSchemes as readonly string[]).includes(scheme)) throw refused(`scheme ${scheme.slice(0, 80)} is not one of ${attestedSchemes.join(', ')}`);
  const key = compressedKeyHex(publicKey);
  if (key === undefined) throw refused('publicKey is not a P-256 public key in hex');
  let der: Uint8Array;
  try {
    der = fromHex(signature, 'signature');
    derToRawSignature(der);
  } catch {
    throw refused('signature is not a DER-encoded P-256 ECDSA signature in hex');
  }
  return { publicKeyAttestation, scheme: scheme as AttestedScheme, publicKey: key, signature: der };
}

/** Verifies the stamp over `raw` (the received body) as the file comment says. */
export async function verifyAttestedStamp(context: RouteContext, raw: Uint8Array, baseUrl: string, header: string): Promise<VerifiedAttestedStamp> {
  const stamp = parseAttestedStamp(header);
  if (!(await verifyP256(fromHex(stamp.publicKey), raw, stamp.signature))) throw refused('signature does not match the request body and publicKey');
  return stamp.scheme === 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN' ? verificationTokenStamp(context, stamp) : oidcTokenStamp(context, stamp, baseUrl);
}

function stringClaim(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string') throw refused(`publicKeyAttestation lacks the ${name} claim`);
  return value;
}

async function verificationTokenStamp(context: RouteContext, stamp: AttestedStamp): Promise<VerifiedAttestedStamp> {
  const token = stamp.publicKeyAttestation;
  let payload: Record<string, unknown>;
  let expired = false;
  try {
    payload = { ...(await context.enclave.verifyVerificationToken(token, context.now())) };
  } catch (error) {
    if (!isLoginKitError(error)) throw error;
    if (error.code !== 'token_expired') throw refused('publicKeyAttestation is not a verification token signed by this relay');
    payload = decodeJwt(token, attestedStampHeader).payload;
    expired = true;
  }
  const type = stringClaim(payload, 'verification_type');
  if (type !== 'OTP_TYPE_EMAIL' && type !== 'OTP_TYPE_SMS') throw refused('publicKeyAttestation has an unknown verification_type');
  if (stringClaim(payload, 'organization_id') !== context.config.organizationId) throw refused("publicKeyAttestation was issued for another organization's relay");
  if (compressedKeyHex(stringClaim(payload, 'public_key')) !== stamp.publicKey) {
    throw refused("publicKey is not the key the verification token is bound to (its public_key claim): verify a code with this key");
  }
  return {
    type: type === 'OTP_TYPE_EMAIL' ? 'AUTHENTICATION_TYPE_EMAIL_OTP' : 'AUTHENTICATION_TYPE_SMS_OTP',
    identity: { kind: 'contact', otpType: type, contact: stringClaim(payload, 'contact') },
    tokenKey: `verification:${stringClaim(payload, 'id')}`,
    expiresAt: Number(stringClaim(payload, 'exp')),
    expired,
  };
}

async function oidcTokenStamp(context: RouteContext, stamp: AttestedStamp, baseUrl: string): Promise<VerifiedAttestedStamp> {
  const token = stamp.publicKeyAttestation;
  let payload: Record<string, unknown>;
  let expired = false;
  try {
    payload = { ...(await verifyOidcToken(context, baseUrl, token, { field: attestedStampHeader, requireEnabled: false })).claims };
  } catch (error) {
    if (!(error instanceof RelayError)) throw error;
    if (error.reason !== 'TOKEN_EXPIRED') throw refused(`publicKeyAttestation: ${error.message.slice(`${attestedStampHeader}: `.length)}`);
    payload = decodeJwt(token, attestedStampHeader).payload;
    expired = true;
  }
  if (payload.nonce !== (await oauthNonce(stamp.publicKey))) {
    throw refused("publicKey is not the key the OIDC token is bound to (its nonce is not SHA-256 of publicKey): sign in with this key's nonce");
  }
  const exp = payload.exp;
  return {
    type: 'AUTHENTICATION_TYPE_OAUTH',
    identity: { kind: 'oauth', issuer: stringClaim(payload, 'iss'), subject: stringClaim(payload, 'sub'), audience: stringClaim(payload, 'aud') },
    tokenKey: `oidc:${toHex(sha256(utf8Encode(token)))}`,
    expiresAt: typeof exp === 'number' ? exp * 1000 : 0,
    expired,
  };
}
