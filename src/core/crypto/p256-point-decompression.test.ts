import { p256 } from '@noble/curves/nist.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interop, productionKeys } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { decompressP256Point } from './p256-point-decompression';

/*
 * The JavaScript fallback decompresses exactly as @noble/curves' own P-256 does: the same point
 * for every x on the curve, nothing for an x that is not (or is not below p).
 */

/** What @noble/curves' p256 makes of a compressed point: its uncompressed hex, or undefined. */
function nobleDecompressed(compressed: Uint8Array): string | undefined {
  try {
    return p256.Point.fromBytes(compressed).toHex(false);
  } catch {
    return undefined;
  }
}

function decompressedHex(compressed: Uint8Array): string | undefined {
  const point = decompressP256Point(compressed);
  return point === undefined ? undefined : toHex(point);
}

/** Every string in the vectors that matches `shape`. */
function stringsShaped(shape: RegExp, value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && shape.test(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsShaped(shape, item, found));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => stringsShaped(shape, item, found));
  return found;
}

const vectors = [interop, productionKeys];
/** Compressed keys as the vectors give them (02/03 ‖ x). */
const compressedKeys = stringsShaped(/^0[23][0-9a-f]{64}$/i, vectors);
/** Uncompressed keys (04 ‖ x ‖ y: the production enclave keys among them), compressed here. */
const uncompressedKeys = [...new Set(stringsShaped(/^04[0-9a-f]{128}$/i, vectors))];
const vectorKeys = [...new Set([...compressedKeys, ...uncompressedKeys.map((hex) => toHex(p256.Point.fromHex(hex).toBytes(true)))])];

describe('decompressP256Point: the fallback for platforms that refuse compressed points', () => {
  it('the vectors hold keys to check (every P-256 key of interop.json and production-keys.json)', () => {
    expect(compressedKeys.length).toBeGreaterThanOrEqual(19);
    expect(uncompressedKeys.length).toBeGreaterThanOrEqual(12);
    expect(vectorKeys).toContain(interop.keys.sessionKey.publicKeyCompressed);
  });

  it.each(vectorKeys)('decompresses %s as @noble/curves p256 does', (hex) => {
    const compressed = fromHex(hex);
    expect(decompressedHex(compressed)).toBe(nobleDecompressed(compressed));
  });

  it('gives each key of the vectors back its uncompressed form', () => {
    for (const key of Object.values(interop.keys)) {
      expect(decompressedHex(fromHex(key.publicKeyCompressed))).toBe(key.publicKeyUncompressed);
    }
    for (const hex of uncompressedKeys) {
      expect(decompressedHex(p256.Point.fromHex(hex).toBytes(true))).toBe(hex.toLowerCase());
    }
  });

  it('random points on the curve: the same point as @noble/curves, both parities of y', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 48, maxLength: 48 }), (seed) => {
        const point = p256.Point.BASE.multiply(p256.Point.Fn.fromBytes(p256.utils.randomSecretKey(seed)));
        const compressed = point.toBytes(true);
        expect(decompressedHex(compressed)).toBe(point.toHex(false));
      }),
      { numRuns: 200 },
    );
  });

  it('random x-coordinates: on the curve exactly when @noble/curves says so (about half are not)', () => {
    let offCurve = 0;
    fc.assert(
      fc.property(fc.constantFrom(0x02, 0x03), fc.uint8Array({ minLength: 32, maxLength: 32 }), (prefix, x) => {
        const compressed = Uint8Array.of(prefix, ...x);
        const expected = nobleDecompressed(compressed);
        if (expected === undefined) offCurve += 1;
        expect(decompressedHex(compressed)).toBe(expected);
      }),
      { numRuns: 300 },
    );
    expect(offCurve).toBeGreaterThan(50);
  });

  it('an x that is not below p is no point (not reduced modulo p)', () => {
    const p = fromHex('ffffffff00000001000000000000000000000000ffffffffffffffffffffffff');
    expect(decompressP256Point(Uint8Array.of(0x02, ...p))).toBeUndefined();
    expect(decompressP256Point(Uint8Array.of(0x03, ...'ff'.repeat(32).match(/../g)!.map((byte) => parseInt(byte, 16))))).toBeUndefined();
  });
});
