import { invalidInput } from '../errors';
import { toBase64Url } from '../encoding/base64url';
import { toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import type { Stamper } from '../transport/api-client';
import { rawToDerSignature } from './p256';
import type { SigningKey } from './signing-key';

/**
 * Attested stamps, header `X-Stamp-Attested` (protocol.md section 14): a client key signs the
 * exact body (ECDSA P-256 over SHA-256, DER hex) and a token attests whose the key is — a
 * verification token from the code flow (bound by its `public_key` claim: EMAIL_OTP or SMS_OTP)
 * or an OIDC token (bound by its `nonce`: OAUTH). The header is base64url (no padding) of the JSON
 * `{publicKeyAttestation, scheme, publicKey, signature}` in that order, `publicKey` the key's
 * compressed hex. Accepted on approve_activity and reject_activity.
 */

export const ATTESTED_STAMP_HEADER = 'X-Stamp-Attested';

export type AttestedStampScheme = 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN' | 'STAMP_ATTESTED_SCHEME_P256_OIDC';

const schemes: readonly string[] = ['STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', 'STAMP_ATTESTED_SCHEME_P256_OIDC'];

export interface AttestedStamperOptions {
  /** The verification token (otp_verify_v2) or the OIDC token that names `key`. */
  publicKeyAttestation: string;
  scheme: AttestedStampScheme;
  /** The key the token is bound to: signs every stamp. */
  key: SigningKey;
}

export interface AttestedStamp {
  headerName: 'X-Stamp-Attested';
  headerValue: string;
}

function checkOptions(options: AttestedStamperOptions): void {
  if (typeof options !== 'object' || options === null) throw invalidInput('options', 'expected an object');
  if (typeof options.publicKeyAttestation !== 'string' || options.publicKeyAttestation === '') {
    throw invalidInput('publicKeyAttestation', 'must be the verification token or OIDC token the key is bound to');
  }
  if (!schemes.includes(options.scheme)) throw invalidInput('scheme', `must be one of ${schemes.join(', ')}`);
  const { key } = options;
  if (typeof key !== 'object' || key === null || typeof key.sign !== 'function' || !(key.publicKey instanceof Uint8Array)) {
    throw invalidInput('key', 'must be a SigningKey (publicKey and sign)');
  }
}

/** Stamps `body` (the exact string that will be sent) with the attested key. */
export async function stampAttestedRequest(body: string, options: AttestedStamperOptions): Promise<AttestedStamp> {
  if (typeof body !== 'string') throw invalidInput('body', 'must be the serialized request body string');
  checkOptions(options);
  const raw = await options.key.sign(utf8Encode(body));
  const stamp = {
    publicKeyAttestation: options.publicKeyAttestation,
    scheme: options.scheme,
    publicKey: toHex(options.key.publicKey),
    signature: toHex(rawToDerSignature(raw)),
  };
  return { headerName: ATTESTED_STAMP_HEADER, headerValue: toBase64Url(utf8Encode(JSON.stringify(stamp))) };
}

/** An attested stamper (`X-Stamp-Attested`) over a key a token is bound to; the options are checked at once. */
export function createAttestedStamper(options: AttestedStamperOptions): Stamper {
  checkOptions(options);
  const fixed = { publicKeyAttestation: options.publicKeyAttestation, scheme: options.scheme, key: options.key };
  return { stamp: (body) => stampAttestedRequest(body, fixed) };
}
