import { describe, expect, it } from 'vitest';
import { utf8Decode, utf8Encode } from './utf8';

describe('utf8', () => {
  it('round-trips non-ASCII text', () => {
    const text = 'ünïcødé-✓ 🔑';
    expect(utf8Decode(utf8Encode(text))).toBe(text);
    expect(utf8Encode('✓')).toEqual(new Uint8Array([0xe2, 0x9c, 0x93]));
  });

  it('keeps a leading BOM instead of silently dropping it', () => {
    expect(utf8Decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('\uFEFFA');
  });

  it('rejects malformed UTF-8 as invalid_input naming the field', () => {
    expect(() => utf8Decode(new Uint8Array([0xc3, 0x28]), 'data')).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'data' } }),
    );
  });
});
