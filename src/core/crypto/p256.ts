import { p256 } from '@noble/curves/nist.js';
import { invalidInput } from '../errors';
import { fromHex } from '../encoding/hex';

/**
 * P-256 keys and ECDSA signature formats (protocol.md sections 2-6), all on @noble/curves.
 * Public keys are SEC1 bytes (33 compressed or 65 uncompressed); signatures are raw r ‖ s
 * (64 bytes) or DER.
 */

function pointFromBytes(publicKey: Uint8Array, field: string): ReturnType<typeof p256.Point.fromBytes> {
  if (!(publicKey instanceof Uint8Array) || (publicKey.length !== 33 && publicKey.length !== 65)) {
    throw invalidInput(field, 'must be a 33-byte compressed or 65-byte uncompressed P-256 public key');
  }
  try {
    return p256.Point.fromBytes(publicKey);
  } catch {
    throw invalidInput(field, 'is not a point on P-256');
  }
}

/** Compressed SEC1 form (33 bytes) of a 33- or 65-byte P-256 public key. */
export function compressPublicKey(publicKey: Uint8Array, field = 'publicKey'): Uint8Array {
  return pointFromBytes(publicKey, field).toBytes(true);
}

/** Uncompressed SEC1 form (65 bytes, 0x04 ‖ x ‖ y) of a 33- or 65-byte P-256 public key. */
export function uncompressPublicKey(publicKey: Uint8Array, field = 'publicKey'): Uint8Array {
  return pointFromBytes(publicKey, field).toBytes(false);
}

/**
 * Decodes a P-256 public key given as hex (66 chars compressed or 130 uncompressed) and
 * checks that it is a point on the curve. Returns the bytes in the form given.
 */
export function parsePublicKeyHex(text: string, field: string): Uint8Array {
  if (typeof text !== 'string' || (text.length !== 66 && text.length !== 130)) {
    throw invalidInput(field, 'must be a P-256 public key in hex (66 or 130 characters)');
  }
  const bytes = fromHex(text, field);
  pointFromBytes(bytes, field);
  return bytes;
}

/** Raw r ‖ s (64 bytes) of a DER-encoded ECDSA signature. */
export function derToRawSignature(der: Uint8Array, field = 'signature'): Uint8Array {
  try {
    return p256.Signature.fromBytes(der, 'der').toBytes('compact');
  } catch {
    throw invalidInput(field, 'is not a DER-encoded P-256 ECDSA signature');
  }
}

/** DER encoding of a raw r ‖ s (64-byte) ECDSA signature. */
export function rawToDerSignature(raw: Uint8Array, field = 'signature'): Uint8Array {
  if (!(raw instanceof Uint8Array) || raw.length !== 64) throw invalidInput(field, 'must be a 64-byte r ‖ s signature');
  try {
    return p256.Signature.fromBytes(raw, 'compact').toBytes('der');
  } catch {
    throw invalidInput(field, 'is not a valid P-256 ECDSA signature (r or s out of range)');
  }
}

/**
 * The low-s form of a raw r ‖ s signature (s replaced by n - s when s > n/2). Both forms
 * verify under ECDSA; the low-s one also passes strict (BIP-62 style) verifiers.
 */
export function normalizeLowS(raw: Uint8Array): Uint8Array {
  const signature = p256.Signature.fromBytes(raw, 'compact');
  if (!signature.hasHighS()) return raw;
  return new p256.Signature(signature.r, p256.Point.Fn.neg(signature.s)).toBytes('compact');
}

/**
 * A signature as raw r ‖ s for WebCrypto: 64 bytes are taken as r ‖ s (as `verifyP256` does),
 * anything else is parsed as DER. Undefined when it is neither.
 */
export function p256Signature(signature: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (!(signature instanceof Uint8Array)) return undefined;
  if (signature.length === 64) return new Uint8Array(signature);
  try {
    return new Uint8Array(p256.Signature.fromBytes(signature, 'der').toBytes('compact'));
  } catch {
    return undefined;
  }
}

export interface VerifyP256Options {
  /** `message` is already the 32-byte SHA-256 digest (default false: it is hashed here). */
  prehashed?: boolean;
}

/**
 * ECDSA P-256 verification over SHA-256(message) (or over `message` itself when
 * `prehashed`). `signature` is raw r ‖ s (64 bytes) or DER. High-s signatures are accepted,
 * as the service and WebCrypto accept them. Never throws: malformed input returns false.
 */
export function verifyP256(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
  opts: VerifyP256Options = {},
): boolean {
  try {
    const format = signature.length === 64 ? 'compact' : 'der';
    return p256.verify(signature, message, publicKey, { prehash: opts.prehashed !== true, lowS: false, format });
  } catch {
    return false;
  }
}

/**
 * Signs SHA-256(message) with a raw 32-byte private scalar; returns raw r ‖ s (low-s,
 * deterministic RFC 6979). For the mock relay and tests: the kit itself signs with
 * non-extractable WebCrypto keys (session-key.ts).
 */
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

function assertPrivateKey(privateKey: Uint8Array, field = 'privateKey'): void {
  if (!(privateKey instanceof Uint8Array) || !p256.utils.isValidSecretKey(privateKey)) {
    throw invalidInput(field, 'must be a 32-byte P-256 private scalar in [1, n-1]');
  }
}
