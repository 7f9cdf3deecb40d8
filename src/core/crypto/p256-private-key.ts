import { p256 } from '@noble/curves/nist.js';
import { invalidInput } from '../errors';
import { compressPublicKey, publicKeyHexBytes } from './p256';
import { importSessionPrivateKey } from './session-key';
import type { SigningKey } from './signing-key';

/**
 * P-256 with raw private scalars in JavaScript (@noble/curves): deterministic RFC 6979 signing,
 * public keys of scalars, random scalars, synchronous point checks. For the mock relay and tests only: the kit itself
 * never holds a private scalar longer than one WebCrypto import (session-key.ts), and no module
 * the kit ships imports this one.
 */

function assertPrivateKey(privateKey: Uint8Array, field = 'privateKey'): void {
  if (!(privateKey instanceof Uint8Array) || !p256.utils.isValidSecretKey(privateKey)) {
    throw invalidInput(field, 'must be a 32-byte P-256 private scalar in [1, n-1]');
  }
}

/** Signs SHA-256(message) with a raw 32-byte private scalar; returns raw r ‖ s (low-s, deterministic RFC 6979). */
export function signP256WithPrivateKey(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  assertPrivateKey(privateKey);
  return p256.sign(message, privateKey, { prehash: true, lowS: true, format: 'compact' });
}

/** The public key of a raw 32-byte private scalar (compressed 33 bytes by default, else 65). */
export function publicKeyFromPrivateKey(privateKey: Uint8Array, compressed = true): Uint8Array {
  assertPrivateKey(privateKey);
  return p256.getPublicKey(privateKey, compressed);
}

/** A fresh random P-256 private scalar (32 bytes) from the platform CSPRNG. */
export function randomPrivateKey(): Uint8Array {
  return p256.utils.randomSecretKey();
}

/**
 * A P-256 public key in hex checked synchronously (format, then on the curve), as
 * `parsePublicKeyHex` (p256.ts) does on WebCrypto: for the mock relay's synchronous body parsers.
 */
export function parsePublicKeyHexSync(text: string, field: string): Uint8Array {
  const bytes = publicKeyHexBytes(text, field);
  try {
    p256.Point.fromBytes(bytes);
  } catch {
    throw invalidInput(field, 'is not a point on P-256');
  }
  return bytes;
}

/** A SigningKey over a raw private scalar, signing with @noble/curves (deterministic, low-s). */
export function signingKeyFromPrivateKey(privateKey: Uint8Array): SigningKey {
  const secret = new Uint8Array(privateKey);
  const publicKeyUncompressed = publicKeyFromPrivateKey(secret, false);
  return {
    publicKey: compressPublicKey(publicKeyUncompressed),
    publicKeyUncompressed,
    sign: (message: Uint8Array) => Promise.resolve(signP256WithPrivateKey(secret, message)),
  };
}

/**
 * A SigningKey over a raw 32-byte private scalar that signs with WebCrypto (raw r ‖ s, low-s,
 * randomized: 10-30× faster than signing in JavaScript). For the mock relay's long-lived enclave
 * keys: import once, sign many times. `privateKey` is left as given.
 */
export async function fastSigningKeyFromPrivateKey(privateKey: Uint8Array): Promise<SigningKey> {
  const imported = await importSessionPrivateKey(new Uint8Array(privateKey));
  return { publicKey: imported.publicKey, publicKeyUncompressed: imported.publicKeyUncompressed, sign: imported.sign };
}
