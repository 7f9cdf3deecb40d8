import { invalidInput, toLoginKitError } from '../errors';
import { fromBase64Url } from '../encoding/base64url';
import { toHex } from '../encoding/hex';
import { p256Order } from './p256';
import { subtleCrypto } from './webcrypto';

/*
 * A raw 32-byte P-256 private scalar (a decrypted credential bundle, the mock relay's keys) as a
 * non-extractable WebCrypto key, with its public key, on WebCrypto alone: the scalar goes in as
 * PKCS #8 without the optional public key (the platform derives it; @hpke/core imports raw
 * P-256 keys the same way), the public point comes out of that (extractable) key's JWK, and the key kept is a second,
 * non-extractable import of the same PKCS #8.
 */

/** PrivateKeyInfo { version 0, { id-ecPublicKey, prime256v1 }, ECPrivateKey { 1, privateKey OCTET STRING (32) } } before the scalar. */
const pkcs8Prefix = [
  0x30, 0x41, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01,
  0x07, 0x04, 0x27, 0x30, 0x25, 0x02, 0x01, 0x01, 0x04, 0x20,
];

/** True for 32 bytes holding a scalar in [1, n-1]. */
export function isP256PrivateScalar(scalar: unknown): scalar is Uint8Array {
  if (!(scalar instanceof Uint8Array) || scalar.length !== 32) return false;
  const value = BigInt(`0x${toHex(scalar)}`);
  return value > 0n && value < p256Order;
}

/**
 * Imports `scalar` as a non-extractable P-256 private key for `algorithm` (ECDSA or ECDH) with
 * `usages`, and returns it with its uncompressed public key (65 bytes). `scalar` is left as given;
 * one that is not in [1, n-1] is `invalid_input` naming `field`.
 */
export async function importPrivateScalar(
  scalar: Uint8Array,
  algorithm: { name: 'ECDSA' | 'ECDH'; namedCurve: 'P-256' },
  usages: KeyUsage[],
  field = 'privateKey',
): Promise<{ privateKey: CryptoKey; publicKeyUncompressed: Uint8Array }> {
  if (!isP256PrivateScalar(scalar)) throw invalidInput(field, 'must be a 32-byte P-256 private scalar in [1, n-1]');
  const subtle = subtleCrypto();
  const pkcs8 = new Uint8Array(pkcs8Prefix.length + 32);
  pkcs8.set(pkcs8Prefix);
  pkcs8.set(scalar, pkcs8Prefix.length);
  try {
    const publicKeyUncompressed = await publicKeyOf(pkcs8, scalar, algorithm, usages, field);
    const privateKey = await subtle.importKey('pkcs8', pkcs8, algorithm, false, usages);
    return { privateKey, publicKeyUncompressed };
  } finally {
    pkcs8.fill(0);
  }
}

/**
 * The public point of the PKCS #8 key: from an extractable import's JWK where the platform derives
 * it (Chromium, WebKit), else (Firefox imports the key but fails `exportKey('jwk')` with
 * OperationError) computed by the P-256 JavaScript fallback chunk, fetched only there.
 */
async function publicKeyOf(pkcs8: Uint8Array<ArrayBuffer>, scalar: Uint8Array, algorithm: { name: 'ECDSA' | 'ECDH'; namedCurve: 'P-256' }, usages: KeyUsage[], field: string): Promise<Uint8Array> {
  const subtle = subtleCrypto();
  const extractable = await subtle.importKey('pkcs8', pkcs8, algorithm, true, usages);
  let jwk: JsonWebKey;
  try {
    jwk = await subtle.exportKey('jwk', extractable);
  } catch {
    const { p256PublicKeyFromScalar } = await import('./p256-point-decompression').catch((error: unknown) => {
      throw toLoginKitError(error, 'network');
    });
    return p256PublicKeyFromScalar(scalar);
  }
  const publicKeyUncompressed = new Uint8Array(65);
  publicKeyUncompressed[0] = 0x04;
  publicKeyUncompressed.set(fromBase64Url(jwk.x ?? '', field), 1);
  publicKeyUncompressed.set(fromBase64Url(jwk.y ?? '', field), 33);
  return publicKeyUncompressed;
}
