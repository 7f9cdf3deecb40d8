import { p256, p384 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { ecdsaDerToRaw, ecdsaRawToDer, ecdsaScalarSize } from './ecdsa-signature';

// @noble/curves is the oracle here (a test-only use): its DER and compact forms of the same signature.
const message = new TextEncoder().encode('loginkit');
const curves = [
  ['P-256', p256],
  ['P-384', p384],
] as const;

describe('ECDSA signatures: DER ⇄ raw r ‖ s', () => {
  for (const [name, curve] of curves) {
    const size = ecdsaScalarSize[name];
    it(`${name}: converts both ways exactly as @noble/curves encodes, over many signatures`, () => {
      for (let round = 0; round < 40; round += 1) {
        const secret = curve.utils.randomSecretKey();
        const signature = curve.Signature.fromBytes(curve.sign(message, secret, { format: 'compact' }), 'compact');
        const der = signature.toBytes('der');
        const raw = signature.toBytes('compact');
        expect(ecdsaDerToRaw(der, size)).toEqual(raw);
        expect(ecdsaRawToDer(raw)).toEqual(der);
      }
    });
  }

  it('keeps short scalars right-aligned (r with leading zero bytes)', () => {
    const raw = new Uint8Array(64);
    raw[2] = 0x01; // r = 0x01 << (8 * 29)
    raw[63] = 0x05; // s = 5
    const der = ecdsaRawToDer(raw);
    expect(der).toEqual(Uint8Array.from([0x30, 0x23, 0x02, 0x1e, 0x01, ...new Uint8Array(29), 0x02, 0x01, 0x05]));
    expect(ecdsaDerToRaw(der, 32)).toEqual(raw);
  });

  it('adds a sign byte where the top bit is set', () => {
    const raw = new Uint8Array(64).fill(0xff);
    const der = ecdsaRawToDer(raw);
    expect(der.slice(0, 4)).toEqual(Uint8Array.from([0x30, 0x46, 0x02, 0x21]));
    expect(der[4]).toBe(0x00);
    expect(ecdsaDerToRaw(der, 32)).toEqual(raw);
  });

  it('uses the long length form for P-521-sized bodies over 127 bytes', () => {
    const raw = new Uint8Array(132).fill(0x80);
    const der = ecdsaRawToDer(raw);
    expect(der.slice(0, 3)).toEqual(Uint8Array.from([0x30, 0x81, 0x8a]));
    expect(ecdsaDerToRaw(der, 66)).toEqual(raw);
  });

  it('refuses raw signatures of odd or zero length, and zero r or s', () => {
    expect(() => ecdsaRawToDer(new Uint8Array(63))).toThrow(TypeError);
    expect(() => ecdsaRawToDer(new Uint8Array(0))).toThrow(TypeError);
    expect(() => ecdsaRawToDer(new Uint8Array(64))).toThrow(TypeError);
  });

  it('reads nothing but one SEQUENCE of two minimal positive INTEGERs that fit the curve', () => {
    const good = Uint8Array.from([0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x02]);
    expect(ecdsaDerToRaw(good, 32)?.slice(30, 34)).toEqual(Uint8Array.from([0, 1, 0, 0]));
    const bad: Record<string, number[]> = {
      'trailing bytes': [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x02, 0x00],
      'a third integer': [0x30, 0x09, 0x02, 0x01, 0x01, 0x02, 0x01, 0x02, 0x02, 0x01, 0x03],
      'one integer': [0x30, 0x03, 0x02, 0x01, 0x01],
      'negative r': [0x30, 0x06, 0x02, 0x01, 0x81, 0x02, 0x01, 0x02],
      'zero s': [0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x00],
      'non-minimal r': [0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x02],
      'not a SEQUENCE': [0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x02],
      'an OCTET STRING for s': [0x30, 0x06, 0x02, 0x01, 0x01, 0x04, 0x01, 0x02],
      'indefinite length': [0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x02, 0x00, 0x00],
      empty: [],
    };
    for (const [what, bytes] of Object.entries(bad)) expect(ecdsaDerToRaw(Uint8Array.from(bytes), 32), what).toBeUndefined();
    const tooLong = Uint8Array.from([0x30, 0x26, 0x02, 0x21, 0x01, ...new Uint8Array(32), 0x02, 0x01, 0x01]);
    expect(ecdsaDerToRaw(tooLong, 32)).toBeUndefined();
    expect(ecdsaDerToRaw(tooLong, 48)).toBeDefined();
  });
});
