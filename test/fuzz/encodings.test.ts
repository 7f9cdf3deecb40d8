import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase58Check, encodeBase58Check } from '../../src/core/encoding/base58check';
import { fromBase64Url, toBase64Url } from '../../src/core/encoding/base64url';
import { fromHex, toHex } from '../../src/core/encoding/hex';
import { utf8Decode } from '../../src/core/encoding/utf8';
import { acceptsOrRefuses, anyText, fuzzTally, fuzzTimeout } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);

describe('wire encodings take any string or bytes: a value, or invalid_input / bundle_invalid naming the field', () => {
  it('hex: decodes exactly what it encodes and refuses everything else naming the field', async () => {
    await tally.check(
      'hex',
      fc.property(anyText, (text) => acceptsOrRefuses(() => fromHex(text, 'publicKey'), { codes: ['invalid_input'], field: 'publicKey' })),
      6000,
    );
    await tally.check(
      'hex round trip',
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(fromHex(toHex(bytes))).toEqual(bytes);
      }),
      1000,
    );
  }, fuzzTimeout(1));

  it('base64url: refuses padding, other alphabets and impossible lengths naming the field', async () => {
    await tally.check(
      'base64url',
      fc.property(anyText, (text) => acceptsOrRefuses(() => fromBase64Url(text, 'X-Stamp'), { codes: ['invalid_input'], field: 'X-Stamp' })),
      6000,
    );
    await tally.check(
      'base64url round trip',
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      }),
      1000,
    );
  }, fuzzTimeout(1));

  it('base58check: a bad checksum or alphabet is bundle_invalid, an empty value invalid_input, naming the field', async () => {
    await tally.check(
      'base58check',
      fc.property(anyText, (text) =>
        acceptsOrRefuses(() => decodeBase58Check(text, 'credentialBundle'), { codes: ['invalid_input', 'bundle_invalid'], field: 'credentialBundle' }),
      ),
      3000,
    );
    await tally.check(
      'base58check round trip',
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 90 }), (bytes) => {
        expect(decodeBase58Check(encodeBase58Check(bytes))).toEqual(bytes);
      }),
      500,
    );
  }, fuzzTimeout(1));

  it('utf8: malformed sequences are invalid_input naming the field', async () => {
    await tally.check(
      'utf8',
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => acceptsOrRefuses(() => utf8Decode(bytes, 'data'), { codes: ['invalid_input'], field: 'data' })),
      3000,
    );
  }, fuzzTimeout(1));
});
