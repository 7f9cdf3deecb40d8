import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { LoginKitError, invalidInput } from '../errors';
import { derTag, readDer, sequenceReader } from '../encoding/der';
import { fromHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { API_STAMP_HEADER, type ApiStampScheme } from './api-stamp';
import { parseApiStamp } from './parse-api-stamp';
import { parsePublicKeyHex, verifyP256 } from './p256';

/**
 * Checking `X-Stamp` headers (protocol.md section 2), as the relay does: P-256 stamps on WebCrypto
 * (p256.ts), secp256k1 and Ed25519 stamps on @noble/curves (WebCrypto has no secp256k1), and
 * external Ethereum wallets' EIP-191 stamps (protocol.md section 13) on @noble/curves with
 * @noble/hashes' keccak-256. For the mock relay and tests: the kit only makes stamps
 * (api-stamp.ts), so it never loads this module.
 */

/**
 * Verifies an `X-Stamp` header against the raw received body (never re-serialized JSON).
 * Returns the stamping key (hex as sent) and scheme. A header that is not a stamp is
 * `invalid_input` naming `X-Stamp`; a stamp that does not verify is `signature_invalid`.
 */
export async function verifyApiStamp(rawBody: Uint8Array | string, headerValue: string): Promise<{ publicKey: string; scheme: ApiStampScheme }> {
  const body = typeof rawBody === 'string' ? utf8Encode(rawBody) : rawBody;
  const stamp = parseApiStamp(headerValue);
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
    case 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191':
      return verifyEip191(stamp.publicKey, body, signature);
    case 'SIGNATURE_SCHEME_TK_API_ED25519':
      return safely(() => ed25519.verify(signature, body, fromHex(stamp.publicKey, API_STAMP_HEADER)));
    default:
      stamp.scheme satisfies never;
      throw invalidInput(API_STAMP_HEADER, 'unsupported signature scheme');
  }
}

/**
 * `SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191` (protocol.md section 13): what an Ethereum wallet's
 * `personal_sign` signs, ECDSA secp256k1 over keccak-256 of
 * `"\x19Ethereum Signed Message:\n" + <body byte length, decimal> + body`, checked against the
 * stamp's compressed key (33 bytes). Low-s is not required (wallets do sign low-s). Malformed
 * input is false.
 */
function verifyEip191(publicKeyHex: string, body: Uint8Array, signature: Uint8Array): boolean {
  if (!/^0[23][0-9a-fA-F]{64}$/.test(publicKeyHex)) return false;
  const compact = eip191SignatureScalars(signature);
  if (compact === undefined) return false;
  const prefix = utf8Encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix);
  message.set(body, prefix.length);
  const hash = keccak_256(message);
  return safely(() => secp256k1.verify(compact, hash, fromHex(publicKeyHex), { prehash: false, lowS: false, format: 'compact' }));
}

/**
 * r ‖ s (64 bytes) of the DER `SEQUENCE { r INTEGER, s INTEGER }` of a wallet stamp. Encoding, not
 * cryptography (noble checks the scalars). Unlike the other schemes' strict DER, extra leading zero
 * bytes of r and s are accepted: `@turnkey/crypto`'s `toDerSignature`, which
 * `@turnkey/wallet-stamper` uses on the wallet's 65-byte r ‖ s ‖ v, keeps r and s at their 32
 * bytes, so about one wallet stamp in 256 (a scalar under 2^248) arrives as non-minimal DER, and
 * the service takes the stamps of its own stamper. Negative, empty or over-long integers and
 * anything around the SEQUENCE are still refused (undefined).
 */
function eip191SignatureScalars(der: Uint8Array): Uint8Array | undefined {
  try {
    const reader = sequenceReader(readDer(der, derTag.sequence, 'signature'), 'signature');
    const compact = new Uint8Array(64);
    for (const [index, what] of ['r', 's'].entries()) {
      const { value } = reader.expect(derTag.integer, what);
      if (value.length === 0 || value[0]! >= 0x80) return undefined; // empty or negative
      let start = 0;
      while (start < value.length - 1 && value[start] === 0) start += 1;
      const magnitude = value.subarray(start);
      if (magnitude.length > 32) return undefined;
      compact.set(magnitude, index * 32 + 32 - magnitude.length);
    }
    reader.end('signature');
    return compact;
  } catch {
    return undefined;
  }
}

function safely(verify: () => boolean): boolean {
  try {
    return verify();
  } catch {
    return false;
  }
}
