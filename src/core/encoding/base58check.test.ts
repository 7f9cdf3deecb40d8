import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { decodeBase58Check, encodeBase58Check, fromBase58, maxBase58Length } from './base58check';

const [valid] = interop.credentialBundle;
const badChecksum = interop.credentialBundle.find((v) => v.why === 'base58check checksum broken');
/** @scure/base, the library the encoder replaced, as the oracle. */
const oracle = createBase58check(sha256);

describe('base58check (double SHA-256 checksum)', () => {
  it('decodes a credential bundle vector to compressed enc (33 B) ‖ ciphertext (48 B)', async () => {
    const bytes = await decodeBase58Check(valid!.bundle);
    expect(bytes.length).toBe(81);
    expect([2, 3]).toContain(bytes[0]);
    expect(await encodeBase58Check(bytes)).toBe(valid!.bundle);
  });

  it('round-trips, keeping leading zero bytes, as @scure/base encodes them', async () => {
    for (const bytes of [new Uint8Array([0, 0, 1, 2, 3]), new Uint8Array([]), new Uint8Array([0]), new Uint8Array(40).fill(255)]) {
      expect(await encodeBase58Check(bytes)).toBe(oracle.encode(bytes));
      expect(await decodeBase58Check(await encodeBase58Check(bytes))).toEqual(bytes);
    }
  });

  it('rejects a broken checksum as bundle_invalid naming the field', async () => {
    expect(badChecksum).toBeDefined();
    await expect(decodeBase58Check(badChecksum!.bundle, 'credentialBundle')).rejects.toMatchObject({
      code: 'bundle_invalid',
      details: { field: 'credentialBundle' },
    });
  });

  it('rejects characters outside the base58 alphabet, and values shorter than a checksum, as bundle_invalid', async () => {
    await expect(decodeBase58Check('0OIl', 'b')).rejects.toMatchObject({ code: 'bundle_invalid' });
    await expect(decodeBase58Check('2g', 'b')).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it(`refuses a text over maxBase58Length (${maxBase58Length}) characters before decoding it (base conversion is quadratic)`, async () => {
    const long = '2'.repeat(maxBase58Length + 1);
    await expect(decodeBase58Check(long, 'b')).rejects.toMatchObject({
      code: 'bundle_invalid',
      details: { field: 'b' },
      message: `b: not valid base58check (longer than ${maxBase58Length} characters; not decoded)`,
    });
    await expect(decodeBase58Check(valid!.bundle, 'b', 50)).rejects.toThrow('longer than 50 characters');
    expect(fromBase58(long)).toBeUndefined();
    expect(fromBase58('2'.repeat(maxBase58Length))).toBeInstanceOf(Uint8Array);
  });

  it('decodes a longer text when the caller allows it', async () => {
    const bytes = new Uint8Array(1600).fill(7);
    const text = await encodeBase58Check(bytes);
    expect(text.length).toBeGreaterThan(maxBase58Length);
    expect(await decodeBase58Check(text, 'b', text.length)).toEqual(bytes);
    expect(fromBase58(text, text.length)).toBeInstanceOf(Uint8Array);
  });

  it('rejects an empty string as invalid_input', async () => {
    await expect(decodeBase58Check('', 'b')).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
