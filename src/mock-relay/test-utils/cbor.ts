/**
 * A minimal CBOR encoder (RFC 8949) for tests: unsigned and negative integers, byte and text
 * strings, arrays and maps, in the canonical short forms WebAuthn uses. Enough to build
 * attestation objects and COSE keys by hand; decoding is the server library's job.
 */
export type CborValue = number | string | Uint8Array | boolean | CborValue[] | Map<number | string, CborValue>;

function head(major: number, length: number): number[] {
  if (!Number.isSafeInteger(length) || length < 0) throw new Error(`cbor: bad length ${length}`);
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  if (length < 0x100000000) return [(major << 5) | 26, (length >>> 24) & 0xff, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff];
  throw new Error('cbor: lengths above 2^32 are not supported here');
}

function encodeInto(value: CborValue, out: number[]): void {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('cbor: only integers are supported here');
    out.push(...(value >= 0 ? head(0, value) : head(1, -1 - value)));
  } else if (typeof value === 'boolean') {
    out.push(value ? 0xf5 : 0xf4);
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(...head(3, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(2, value.length), ...value);
  } else if (Array.isArray(value)) {
    out.push(...head(4, value.length));
    for (const item of value) encodeInto(item, out);
  } else {
    out.push(...head(5, value.size));
    for (const [key, item] of value) {
      encodeInto(key, out);
      encodeInto(item, out);
    }
  }
}

/** The CBOR encoding of `value` (map entries in insertion order: insert them canonically). */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  encodeInto(value, out);
  return Uint8Array.from(out);
}
