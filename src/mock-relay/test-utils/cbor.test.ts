import { describe, expect, it } from 'vitest';
import { toHex } from '../../core/encoding/hex';
import { encodeCbor } from './cbor';

// Expected encodings from RFC 8949 appendix A.
describe('the test CBOR encoder', () => {
  it.each([
    [0, '00'],
    [23, '17'],
    [24, '1818'],
    [1000, '1903e8'],
    [1000000, '1a000f4240'],
    [-1, '20'],
    [-7, '26'],
    [-257, '390100'],
    ['', '60'],
    ['IETF', '6449455446'],
    [new Uint8Array([1, 2, 3, 4]), '4401020304'],
    [[1, [2, 3]], '8201820203'],
    [true, 'f5'],
  ])('encodes %o as in RFC 8949', (value, hex) => {
    expect(toHex(encodeCbor(value))).toBe(hex);
  });

  it('encodes maps in insertion order with any key type', () => {
    expect(toHex(encodeCbor(new Map<number | string, number>([[1, 2], [3, 4]])))).toBe('a201020304');
    expect(toHex(encodeCbor(new Map([['a', 1]])))).toBe('a1616101');
  });

  it('refuses what it cannot encode', () => {
    expect(() => encodeCbor(1.5)).toThrow(/integers/);
  });
});
