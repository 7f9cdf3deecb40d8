import { base64urlnopad } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../errors';
import { fromBase64Url, toBase64Url } from './base64url';
import { utf8Encode } from './utf8';

describe('base64url (no padding)', () => {
  it('encodes with the URL-safe alphabet and no padding', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(toBase64Url(utf8Encode('{"a":1}'))).toBe('eyJhIjoxfQ');
  });

  it('encodes every byte value at every position as @scure/base does (the oracle)', () => {
    for (let length = 0; length <= 4; length += 1) {
      for (let byte = 0; byte < 256; byte += 1) {
        const bytes = Uint8Array.from({ length }, (_, i) => (byte + i * 85) & 0xff);
        expect(toBase64Url(bytes)).toBe(base64urlnopad.encode(bytes));
        expect(fromBase64Url(base64urlnopad.encode(bytes))).toEqual(bytes);
      }
    }
  });

  it('round-trips every length mod 3', () => {
    for (const length of [0, 1, 2, 3, 31, 32, 33]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37) & 0xff);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it.each([
    ['padding', 'AQ=='],
    ['standard-alphabet "+"', 'A+'],
    ['standard-alphabet "/"', 'A/'],
    ['an impossible length', 'A'],
    ['non-zero trailing bits', 'AR'],
  ])('rejects %s as invalid_input naming the field', (_why, text) => {
    expect(() => fromBase64Url(text, 'X-Stamp')).toThrowError(/X-Stamp/);
    try {
      fromBase64Url(text, 'X-Stamp');
    } catch (error) {
      expect(isLoginKitError(error, 'invalid_input')).toBe(true);
    }
  });
});
