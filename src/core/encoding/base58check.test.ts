import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { isLoginKitError } from '../errors';
import { decodeBase58Check, encodeBase58Check } from './base58check';

const [valid] = interop.credentialBundle;
const badChecksum = interop.credentialBundle.find((v) => v.why === 'base58check checksum broken');

describe('base58check (double SHA-256 checksum)', () => {
  it('decodes a credential bundle vector to compressed enc (33 B) ‖ ciphertext (48 B)', () => {
    const bytes = decodeBase58Check(valid!.bundle);
    expect(bytes.length).toBe(81);
    expect([2, 3]).toContain(bytes[0]);
    expect(encodeBase58Check(bytes)).toBe(valid!.bundle);
  });

  it('round-trips, keeping leading zero bytes', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 3]);
    expect(decodeBase58Check(encodeBase58Check(bytes))).toEqual(bytes);
  });

  it('rejects a broken checksum as bundle_invalid naming the field', () => {
    expect(badChecksum).toBeDefined();
    try {
      decodeBase58Check(badChecksum!.bundle, 'credentialBundle');
      expect.unreachable();
    } catch (error) {
      expect(isLoginKitError(error, 'bundle_invalid')).toBe(true);
      expect((error as { details: { field: string } }).details.field).toBe('credentialBundle');
    }
  });

  it('rejects characters outside the base58 alphabet as bundle_invalid', () => {
    expect(() => decodeBase58Check('0OIl', 'b')).toThrowError(expect.objectContaining({ code: 'bundle_invalid' }));
  });

  it('rejects an empty string as invalid_input', () => {
    expect(() => decodeBase58Check('', 'b')).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });
});
