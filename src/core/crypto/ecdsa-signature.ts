import { derTag, readDer, readInteger, sequenceReader } from '../encoding/der';

/*
 * ECDSA signature encodings (SEC1 4.1, RFC 3279 2.2.3): WebCrypto signs and verifies raw r ‖ s
 * (each `size` bytes: 32 for P-256, 48 for P-384); stamps and X.509 certificates
 * carry DER `SEQUENCE { r INTEGER, s INTEGER }`. Converting between them is encoding, not
 * cryptography: whether r and s verify stays with WebCrypto.
 */

/** Scalar byte lengths of the curves the kit meets. */
export const ecdsaScalarSize = { 'P-256': 32, 'P-384': 48 } as const;

/**
 * Raw r ‖ s (2 × `size` bytes) of a DER ECDSA signature, or undefined when `der` is not exactly
 * one SEQUENCE of two minimal, positive, non-zero INTEGERs that fit in `size` bytes.
 */
export function ecdsaDerToRaw(der: Uint8Array, size: number): Uint8Array<ArrayBuffer> | undefined {
  if (!(der instanceof Uint8Array)) return undefined;
  try {
    const reader = sequenceReader(readDer(der, derTag.sequence, 'signature'), 'signature');
    const raw = new Uint8Array(2 * size);
    for (const [index, what] of ['r', 's'].entries()) {
      const scalar = unsignedScalar(readInteger(reader.expect(derTag.integer, what), what), size);
      if (scalar === undefined) return undefined;
      raw.set(scalar, index * size + size - scalar.length);
    }
    reader.end('signature');
    return raw;
  } catch {
    return undefined;
  }
}

/** The magnitude bytes (no sign byte, no leading zeros) of a positive INTEGER of at most `size` bytes. */
function unsignedScalar(integer: Uint8Array, size: number): Uint8Array | undefined {
  if (integer[0]! >= 0x80) return undefined; // negative
  const magnitude = integer[0] === 0 ? integer.subarray(1) : integer;
  if (magnitude.length === 0 || magnitude.length > size) return undefined; // zero, or too large
  return magnitude;
}

/** DER of a raw r ‖ s signature (even length, r and s non-zero). */
export function ecdsaRawToDer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!(raw instanceof Uint8Array) || raw.length === 0 || raw.length % 2 !== 0 || raw.length > 132) {
    throw new TypeError('an ECDSA signature r ‖ s has two halves of equal length');
  }
  const size = raw.length / 2;
  const integers = [raw.subarray(0, size), raw.subarray(size)].map(derInteger);
  const body = integers.reduce((length, integer) => length + integer.length, 0);
  const header = body < 0x80 ? [derTag.sequence, body] : [derTag.sequence, 0x81, body];
  const der = new Uint8Array(header.length + body);
  der.set(header);
  let offset = header.length;
  for (const integer of integers) {
    der.set(integer, offset);
    offset += integer.length;
  }
  return der;
}

/** A minimal DER INTEGER for an unsigned big-endian scalar (a 0x00 sign byte where the top bit is set). */
function derInteger(scalar: Uint8Array): Uint8Array {
  let start = 0;
  while (start < scalar.length - 1 && scalar[start] === 0) start += 1;
  const magnitude = scalar.subarray(start);
  if (magnitude.length === 1 && magnitude[0] === 0) throw new TypeError('an ECDSA signature has non-zero r and s');
  const sign = magnitude[0]! >= 0x80 ? [0x00] : [];
  return Uint8Array.from([derTag.integer, sign.length + magnitude.length, ...sign, ...magnitude]);
}
