import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../errors';
import { fromHex, toHex } from './hex';

describe('hex (protocol.md: hex is lowercase)', () => {
  it('encodes lowercase and round-trips', () => {
    const bytes = new Uint8Array([0, 1, 0xab, 0xff]);
    expect(toHex(bytes)).toBe('0001abff');
    expect(fromHex('0001abff')).toEqual(bytes);
    expect(toHex(new Uint8Array())).toBe('');
  });

  it('round-trips every byte value, as @scure/base encodes them', async () => {
    const { hex } = await import('@scure/base');
    const every = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect(toHex(every)).toBe(hex.encode(every));
    expect(fromHex(hex.encode(every))).toEqual(every);
    expect(fromHex(hex.encode(every).toUpperCase())).toEqual(every);
  });

  it('decodes uppercase input', () => {
    expect(fromHex('ABFF')).toEqual(new Uint8Array([0xab, 0xff]));
  });

  it.each([
    ['odd length', 'abc'],
    ['non-hex characters', 'zz'],
    ['a 0x prefix', '0x00'],
    ['whitespace', 'ab cd'],
  ])('rejects %s as invalid_input naming the field', (_why, text) => {
    try {
      fromHex(text, 'publicKey');
      expect.unreachable();
    } catch (error) {
      expect(isLoginKitError(error, 'invalid_input')).toBe(true);
      expect((error as { details: { field: string } }).details.field).toBe('publicKey');
    }
  });
});
