import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { LoginKitError, invalidInput } from '../errors';
import { fromBase64Url, toBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { parsePublicKeyHex, rawToDerSignature, verifyP256 } from './p256';
import { verifyP256Async } from './p256-webcrypto';
import type { SigningKey } from './signing-key';

/**
 * API key stamps, header `X-Stamp` (protocol.md section 2): ECDSA P-256 over SHA-256 of the
 * exact body bytes, signature DER hex, stamp JSON `{publicKey, scheme, signature}` in that
 * order, base64url without padding.
 */

export const API_STAMP_HEADER = 'X-Stamp';
export type ApiStampScheme =
  | 'SIGNATURE_SCHEME_TK_API_P256'
  | 'SIGNATURE_SCHEME_TK_API_SECP256K1'
  | 'SIGNATURE_SCHEME_TK_API_ED25519';

export interface ApiStamp {
  headerName: 'X-Stamp';
  headerValue: string;
}

/** Stamps `body` (the exact string that will be sent) with `key`. */
export async function stampApiRequest(body: string, key: SigningKey): Promise<ApiStamp> {
  if (typeof body !== 'string') throw invalidInput('body', 'must be the serialized request body string');
  const raw = await key.sign(utf8Encode(body));
  const stamp = {
    publicKey: toHex(key.publicKey),
    scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    signature: toHex(rawToDerSignature(raw)),
  };
  return { headerName: API_STAMP_HEADER, headerValue: toBase64Url(utf8Encode(JSON.stringify(stamp))) };
}

/**
 * Verifies an `X-Stamp` header against the raw received body (never re-serialized JSON).
 * Returns the stamping key (hex as sent) and scheme. A header that is not a stamp is
 * `invalid_input` naming `X-Stamp`; a stamp that does not verify is `signature_invalid`.
 */
export function verifyApiStamp(rawBody: Uint8Array | string, headerValue: string): { publicKey: string; scheme: ApiStampScheme } {
  const body = typeof rawBody === 'string' ? utf8Encode(rawBody) : rawBody;
  const stamp = parseStamp(headerValue);
  const signature = fromHex(stamp.signature, API_STAMP_HEADER);
  return checkedStamp(stamp, verifyStampSignature(stamp, body, signature));
}

/** `verifyApiStamp` with P-256 stamps checked on WebCrypto (p256-webcrypto.ts): same checks, same errors. */
export async function verifyApiStampAsync(rawBody: Uint8Array | string, headerValue: string): Promise<{ publicKey: string; scheme: ApiStampScheme }> {
  const body = typeof rawBody === 'string' ? utf8Encode(rawBody) : rawBody;
  const stamp = parseStamp(headerValue);
  const signature = fromHex(stamp.signature, API_STAMP_HEADER);
  const valid =
    stamp.scheme === 'SIGNATURE_SCHEME_TK_API_P256'
      ? await verifyP256Async(parsePublicKeyHex(stamp.publicKey, API_STAMP_HEADER), body, signature)
      : verifyStampSignature(stamp, body, signature);
  return checkedStamp(stamp, valid);
}

/** The stamp's signature over `body`, on @noble/curves. Malformed keys or signatures are false. */
function verifyStampSignature(stamp: { publicKey: string; scheme: ApiStampScheme }, body: Uint8Array, signature: Uint8Array): boolean {
  switch (stamp.scheme) {
    case 'SIGNATURE_SCHEME_TK_API_P256':
      return verifyP256(parsePublicKeyHex(stamp.publicKey, API_STAMP_HEADER), body, signature);
    case 'SIGNATURE_SCHEME_TK_API_SECP256K1':
      return safely(() =>
        secp256k1.verify(signature, body, fromHex(stamp.publicKey, API_STAMP_HEADER), { prehash: true, lowS: false, format: 'der' }),
      );
    case 'SIGNATURE_SCHEME_TK_API_ED25519':
      return safely(() => ed25519.verify(signature, body, fromHex(stamp.publicKey, API_STAMP_HEADER)));
    default:
      stamp.scheme satisfies never;
      throw invalidInput(API_STAMP_HEADER, 'unsupported signature scheme');
  }
}

function checkedStamp(stamp: { publicKey: string; scheme: ApiStampScheme }, valid: boolean): { publicKey: string; scheme: ApiStampScheme } {
  if (!valid) {
    throw new LoginKitError('signature_invalid', 'X-Stamp: the signature does not match the request body and key', {
      details: { field: API_STAMP_HEADER },
    });
  }
  return { publicKey: stamp.publicKey, scheme: stamp.scheme };
}

const SCHEMES: readonly string[] = [
  'SIGNATURE_SCHEME_TK_API_P256',
  'SIGNATURE_SCHEME_TK_API_SECP256K1',
  'SIGNATURE_SCHEME_TK_API_ED25519',
];

function parseStamp(headerValue: string): { publicKey: string; scheme: ApiStampScheme; signature: string } {
  if (typeof headerValue !== 'string' || headerValue.length === 0) throw invalidInput(API_STAMP_HEADER, 'is missing');
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64Url(headerValue, API_STAMP_HEADER), API_STAMP_HEADER));
  } catch (error) {
    if (error instanceof LoginKitError) throw error;
    throw invalidInput(API_STAMP_HEADER, 'is not base64url of a JSON stamp');
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidInput(API_STAMP_HEADER, 'is not a JSON object');
  const { publicKey, scheme, signature } = parsed as Record<string, unknown>;
  if (typeof publicKey !== 'string' || typeof signature !== 'string' || typeof scheme !== 'string') {
    throw invalidInput(API_STAMP_HEADER, 'needs string publicKey, scheme and signature');
  }
  if (!SCHEMES.includes(scheme)) throw invalidInput(API_STAMP_HEADER, `unsupported signature scheme ${scheme}`);
  return { publicKey, scheme: scheme as ApiStampScheme, signature };
}

function safely(verify: () => boolean): boolean {
  try {
    return verify();
  } catch {
    return false;
  }
}
