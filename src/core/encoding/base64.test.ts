import { base64 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';

// @scure/base is the oracle (a test-only use): same text out, same bytes back, same refusals.
describe('standard base64 (RFC 4648 section 4, padded)', () => {
  it('encodes the RFC 4648 test vectors', () => {
    const vectors: Record<string, string> = { '': '', f: 'Zg==', fo: 'Zm8=', foo: 'Zm9v', foob: 'Zm9vYg==', fooba: 'Zm9vYmE=', foobar: 'Zm9vYmFy' };
    for (const [text, encoded] of Object.entries(vectors)) {
      expect(toBase64(new TextEncoder().encode(text))).toBe(encoded);
      expect(new TextDecoder().decode(fromBase64(encoded))).toBe(text);
    }
  });

  it('round-trips any bytes exactly as @scure/base encodes them, large inputs included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64(bytes);
        expect(text).toBe(base64.encode(bytes));
        expect(fromBase64(text)).toEqual(bytes);
      }),
    );
    const large = new Uint8Array(100_000).map((_, index) => index * 7);
    expect(toBase64(large)).toBe(base64.encode(large));
  });

  it('refuses what @scure/base refuses, naming the field', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12, unit: fc.constantFrom('A', 'b', '0', '+', '/', '=', '-', '_', ' ', '\n', 'é') }), (text) => {
        let expected: Uint8Array | undefined;
        try {
          expected = base64.decode(text);
        } catch {
          expected = undefined;
        }
        if (expected === undefined) expect(() => fromBase64(text, 'bootProof.qosManifestB64')).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'bootProof.qosManifestB64' } }));
        else expect(fromBase64(text)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses non-canonical trailing bits, missing padding, URL-safe characters and whitespace', () => {
    for (const bad of ['Zh==', 'Zm9=', 'Zg', 'Zg=', 'Z-8=', 'Zm 9v', 'Zm9v\n', '====']) expect(() => fromBase64(bad), bad).toThrow(/base64/);
  });
});
