import { toHex } from '../encoding/hex';
import { p256Signature, uncompressPublicKey, verifyP256 } from './p256';
import { signingKeyFromPrivateKey, importSessionPrivateKey } from './session-key';
import type { SigningKey } from './signing-key';
import { bufferSource } from './webcrypto';

/**
 * ECDSA P-256 on WebCrypto (native code in browsers and Node 20+: 10-30× faster than the
 * pure-JS path in p256.ts), with imported public keys cached. Where `crypto.subtle` is missing
 * the same checks run on @noble/curves (p256.ts), so results never depend on the platform.
 */

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** Imported verification keys by SEC1 hex (oldest dropped first past the limit). */
const CACHE_LIMIT = 512;
const publicKeys = new Map<string, Promise<CryptoKey | undefined>>();

function subtleOrUndefined(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

/** The SEC1 forms noble accepts: 0x02/0x03 ‖ x (33 bytes) or 0x04 ‖ x ‖ y (65). (OpenSSL would also take 0x06/0x07 "hybrid" keys.) */
function isSec1Key(publicKey: Uint8Array): boolean {
  if (!(publicKey instanceof Uint8Array)) return false;
  if (publicKey.length === 33) return publicKey[0] === 0x02 || publicKey[0] === 0x03;
  return publicKey.length === 65 && publicKey[0] === 0x04;
}

async function importVerifyKey(subtle: SubtleCrypto, publicKey: Uint8Array): Promise<CryptoKey | undefined> {
  try {
    return await subtle.importKey('raw', bufferSource(publicKey), ECDSA_P256, false, ['verify']);
  } catch {
    // Some WebCrypto implementations take only uncompressed points; a key that is not on the curve fails both ways.
    if (publicKey.length !== 33) return undefined;
    try {
      return await subtle.importKey('raw', bufferSource(uncompressPublicKey(publicKey)), ECDSA_P256, false, ['verify']);
    } catch {
      return undefined;
    }
  }
}

function verifyKey(subtle: SubtleCrypto, publicKey: Uint8Array): Promise<CryptoKey | undefined> {
  const id = toHex(publicKey);
  let key = publicKeys.get(id);
  if (key === undefined) {
    key = importVerifyKey(subtle, publicKey);
    if (publicKeys.size >= CACHE_LIMIT) publicKeys.delete(publicKeys.keys().next().value as string);
    publicKeys.set(id, key);
  }
  return key;
}

/**
 * ECDSA P-256 verification over SHA-256(message), as `verifyP256` (p256.ts) without its
 * `prehashed` option: `signature` is raw r ‖ s (64 bytes) or DER, high-s is accepted, a key must
 * be a SEC1 point on the curve. Never rejects: malformed input resolves to false.
 */
export async function verifyP256Async(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
  const subtle = subtleOrUndefined();
  if (subtle === undefined) return verifyP256(publicKey, message, signature);
  try {
    if (!isSec1Key(publicKey) || !(message instanceof Uint8Array)) return false;
    const raw = p256Signature(signature);
    if (raw === undefined) return false;
    const key = await verifyKey(subtle, publicKey);
    if (key === undefined) return false;
    return await subtle.verify(ECDSA_SHA256, key, raw, bufferSource(message));
  } catch {
    return false;
  }
}

/**
 * A SigningKey over a raw 32-byte private scalar that signs with WebCrypto (raw r ‖ s, low-s,
 * randomized), or with @noble/curves (deterministic) where WebCrypto is missing. For the mock
 * relay's long-lived enclave keys: import once, sign many times. `privateKey` is left as given.
 */
export async function fastSigningKeyFromPrivateKey(privateKey: Uint8Array): Promise<SigningKey> {
  const fallback = signingKeyFromPrivateKey(privateKey);
  if (subtleOrUndefined() === undefined) return fallback;
  const imported = await importSessionPrivateKey(new Uint8Array(privateKey));
  return { publicKey: imported.publicKey, publicKeyUncompressed: imported.publicKeyUncompressed, sign: imported.sign };
}
