import { invalidInput } from '../errors';
import { fromBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { importCompressedPublicKey } from './compressed-public-key';
import { ecdsaDerToRaw, ecdsaRawToDer, ecdsaScalarSize } from './ecdsa-signature';
import { bufferSource, subtleCrypto } from './webcrypto';

/**
 * P-256 keys and ECDSA signatures (protocol.md sections 2-6) on WebCrypto (browsers, Node 20+):
 * WebCrypto checks points and signatures; this file only converts encodings. Public keys are
 * SEC1 bytes (33 compressed or 65 uncompressed); signatures are raw r ‖ s (64 bytes) or DER.
 */

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;
const SIZE = ecdsaScalarSize['P-256'];

/** The order n of the P-256 group (SEC 2, section 2.4.2), a public curve parameter. */
export const p256Order = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/** The SEC1 shapes: 0x02/0x03 ‖ x (33 bytes) or 0x04 ‖ x ‖ y (65). */
function isSec1Key(publicKey: unknown): publicKey is Uint8Array {
  if (!(publicKey instanceof Uint8Array)) return false;
  if (publicKey.length === 33) return publicKey[0] === 0x02 || publicKey[0] === 0x03;
  return publicKey.length === 65 && publicKey[0] === 0x04;
}

function checkSec1(publicKey: Uint8Array, field: string): void {
  if (!isSec1Key(publicKey)) throw invalidInput(field, 'must be a 33-byte compressed or 65-byte uncompressed P-256 public key');
}

/** Imports a SEC1 key for ECDSA verification; WebCrypto refuses a point that is not on the curve. */
async function importVerifyKey(publicKey: Uint8Array, field: string): Promise<CryptoKey> {
  checkSec1(publicKey, field);
  if (publicKey.length === 33) return importCompressedPublicKey(publicKey, field);
  const subtle = subtleCrypto();
  try {
    return await subtle.importKey('raw', bufferSource(publicKey), ECDSA_P256, true, ['verify']);
  } catch {
    throw invalidInput(field, 'is not a point on P-256');
  }
}

/**
 * Compressed SEC1 form (33 bytes) of a 33- or 65-byte P-256 public key: 0x02 or 0x03 by the parity
 * of y, then x. Encoding only (the point is checked where it is imported: `uncompressPublicKey`,
 * `parsePublicKeyHex`, `verifyP256`).
 */
export function compressPublicKey(publicKey: Uint8Array, field = 'publicKey'): Uint8Array {
  checkSec1(publicKey, field);
  if (publicKey.length === 33) return new Uint8Array(publicKey);
  const compressed = new Uint8Array(33);
  compressed[0] = 0x02 | (publicKey[64]! & 1);
  compressed.set(publicKey.subarray(1, 33), 1);
  return compressed;
}

/**
 * Uncompressed SEC1 form (65 bytes, 0x04 ‖ x ‖ y) of a 33- or 65-byte P-256 public key, checked to
 * be on the curve by WebCrypto (`invalid_input` naming `field` otherwise; `browser_unsupported`
 * where the platform cannot import compressed points). Async since it runs on WebCrypto.
 */
export async function uncompressPublicKey(publicKey: Uint8Array, field = 'publicKey'): Promise<Uint8Array> {
  checkSec1(publicKey, field);
  const key = await verifyKey(publicKey, field);
  if (publicKey.length === 65) return new Uint8Array(publicKey);
  const jwk = await subtleCrypto().exportKey('jwk', key);
  const x = fromBase64Url(jwk.x ?? '', field);
  const y = fromBase64Url(jwk.y ?? '', field);
  if (x.length !== SIZE || y.length !== SIZE) throw invalidInput(field, 'did not export as a P-256 point');
  const uncompressed = new Uint8Array(65);
  uncompressed[0] = 0x04;
  uncompressed.set(x, 1);
  uncompressed.set(y, 33);
  return uncompressed;
}

/** The format check of `parsePublicKeyHex` (length, hex, SEC1 prefix), without the on-curve check. */
export function publicKeyHexBytes(text: string, field: string): Uint8Array {
  if (typeof text !== 'string' || (text.length !== 66 && text.length !== 130)) {
    throw invalidInput(field, 'must be a P-256 public key in hex (66 or 130 characters)');
  }
  const bytes = fromHex(text, field);
  checkSec1(bytes, field);
  return bytes;
}

/**
 * Decodes a P-256 public key given as hex (66 chars compressed or 130 uncompressed) and checks
 * that it is a point on the curve (WebCrypto). Returns the bytes in the form given.
 */
export async function parsePublicKeyHex(text: string, field: string): Promise<Uint8Array> {
  const bytes = publicKeyHexBytes(text, field);
  await verifyKey(bytes, field);
  return bytes;
}

function scalarOf(bytes: Uint8Array): bigint {
  return BigInt(`0x${toHex(bytes) || '0'}`);
}

function scalarBytes(value: bigint): Uint8Array {
  return fromHex(value.toString(16).padStart(2 * SIZE, '0'));
}

function inRange(scalar: Uint8Array): boolean {
  const value = scalarOf(scalar);
  return value > 0n && value < p256Order;
}

/** Raw r ‖ s (64 bytes) of a DER-encoded ECDSA P-256 signature (r and s in [1, n-1]). */
export function derToRawSignature(der: Uint8Array, field = 'signature'): Uint8Array {
  const raw = ecdsaDerToRaw(der, SIZE);
  if (raw === undefined || !inRange(raw.subarray(0, SIZE)) || !inRange(raw.subarray(SIZE))) {
    throw invalidInput(field, 'is not a DER-encoded P-256 ECDSA signature');
  }
  return raw;
}

/** DER encoding of a raw r ‖ s (64-byte) ECDSA P-256 signature (r and s in [1, n-1]). */
export function rawToDerSignature(raw: Uint8Array, field = 'signature'): Uint8Array {
  if (!(raw instanceof Uint8Array) || raw.length !== 2 * SIZE) throw invalidInput(field, 'must be a 64-byte r ‖ s signature');
  if (!inRange(raw.subarray(0, SIZE)) || !inRange(raw.subarray(SIZE))) {
    throw invalidInput(field, 'is not a valid P-256 ECDSA signature (r or s out of range)');
  }
  return ecdsaRawToDer(raw);
}

/**
 * The low-s form of a raw r ‖ s signature (s replaced by n - s when s > n/2). Both forms
 * verify under ECDSA; the low-s one also passes strict (BIP-62 style) verifiers. A
 * normalisation over the public group order, not a signature primitive.
 */
export function normalizeLowS(raw: Uint8Array): Uint8Array {
  const s = scalarOf(raw.subarray(SIZE, 2 * SIZE));
  if (s <= p256Order >> 1n) return raw;
  const normalised = new Uint8Array(raw);
  normalised.set(scalarBytes(p256Order - s), SIZE);
  return normalised;
}

/** Imported verification keys by SEC1 hex (oldest dropped first past the limit); a refused key is not kept. */
const CACHE_LIMIT = 512;
const verifyKeys = new Map<string, Promise<CryptoKey>>();

function verifyKey(publicKey: Uint8Array, field: string): Promise<CryptoKey> {
  const id = toHex(publicKey);
  let key = verifyKeys.get(id);
  if (key === undefined) {
    key = importVerifyKey(publicKey, field);
    if (verifyKeys.size >= CACHE_LIMIT) verifyKeys.delete(verifyKeys.keys().next().value as string);
    verifyKeys.set(id, key);
    key.catch(() => verifyKeys.delete(id));
  }
  return key;
}

/**
 * ECDSA P-256 verification over SHA-256(message) on WebCrypto, with imported keys cached.
 * `publicKey` is SEC1 (33 or 65 bytes) on the curve; `signature` is raw r ‖ s (64 bytes) or DER.
 * High-s signatures are accepted, as the service and WebCrypto accept them. Never rejects for bad input:
 * malformed input resolves to false. A platform that cannot check the signature (no WebCrypto:
 * `unavailable`; no compressed-point import: `browser_unsupported`) rejects, so it is never taken
 * for a bad signature.
 */
export async function verifyP256(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
  if (!isSec1Key(publicKey) || !(message instanceof Uint8Array) || !(signature instanceof Uint8Array)) return false;
  const raw = signature.length === 2 * SIZE ? new Uint8Array(signature) : ecdsaDerToRaw(signature, SIZE);
  if (raw === undefined) return false;
  let key: CryptoKey;
  try {
    key = await verifyKey(publicKey, 'publicKey');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'invalid_input') throw error; // no WebCrypto, or no compressed points: not a bad signature
    return false;
  }
  try {
    return await subtleCrypto().verify(ECDSA_SHA256, key, raw, bufferSource(message));
  } catch {
    return false;
  }
}
