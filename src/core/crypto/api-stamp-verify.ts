import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { LoginKitError, invalidInput } from '../errors';
import { fromBase64Url } from '../encoding/base64url';
import { fromHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { API_STAMP_HEADER, type ApiStampScheme } from './api-stamp';
import { parsePublicKeyHex, verifyP256 } from './p256';

/**
 * Checking `X-Stamp` headers (protocol.md section 2), as the relay does: P-256 stamps on WebCrypto
 * (p256.ts), secp256k1 and Ed25519 stamps on @noble/curves (WebCrypto has no secp256k1). For the
 * mock relay and tests: the kit only makes stamps (api-stamp.ts), so it never loads this module.
 */

/**
 * Verifies an `X-Stamp` header against the raw received body (never re-serialized JSON).
 * Returns the stamping key (hex as sent) and scheme. A header that is not a stamp is
 * `invalid_input` naming `X-Stamp`; a stamp that does not verify is `signature_invalid`.
 */
export async function verifyApiStamp(rawBody: Uint8Array | string, headerValue: string): Promise<{ publicKey: string; scheme: ApiStampScheme }> {
  const body = typeof rawBody === 'string' ? utf8Encode(rawBody) : rawBody;
  const stamp = parseStamp(headerValue);
  const signature = fromHex(stamp.signature, API_STAMP_HEADER);
  if (!(await verifyStampSignature(stamp, body, signature))) {
    throw new LoginKitError('signature_invalid', 'X-Stamp: the signature does not match the request body and key', {
      details: { field: API_STAMP_HEADER },
    });
  }
  return { publicKey: stamp.publicKey, scheme: stamp.scheme };
}

/** The stamp's signature over `body`. Malformed signatures are false; a P-256 key that is not a point is `invalid_input`. */
async function verifyStampSignature(stamp: { publicKey: string; scheme: ApiStampScheme }, body: Uint8Array, signature: Uint8Array): Promise<boolean> {
  switch (stamp.scheme) {
    case 'SIGNATURE_SCHEME_TK_API_P256':
      // The key import is cached, so checking the point first costs verifyP256 nothing.
      return verifyP256(await parsePublicKeyHex(stamp.publicKey, API_STAMP_HEADER), body, signature);
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
