import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base64urlnopad, createBase58check } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase58Check, encodeBase58Check } from '../../src/core/encoding/base58check';
import { fromBase64Url, toBase64Url } from '../../src/core/encoding/base64url';
import { fromHex, toHex } from '../../src/core/encoding/hex';
import { utf8Decode } from '../../src/core/encoding/utf8';
import { acceptsOrRefuses, acceptsOrRefusesAsync, anyText, fuzzTally, fuzzTimeout } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
/** @scure/base (with @noble/hashes' SHA-256), the libraries the kit's encoders replaced: the oracle. */
const base58checkOracle = createBase58check(sha256);

/** What the oracle makes of `text`: the bytes, or undefined when it refuses. */
function oracleDecode(decode: (text: string) => Uint8Array, text: string): Uint8Array | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

/** What the kit makes of `text`: the bytes, or undefined when it refuses. */
async function kitDecode(decode: () => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array | undefined> {
  try {
    return await decode();
  } catch {
    return undefined;
  }
}

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
    await tally.check(
      'base64url against @scure/base: same text for any bytes',
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(toBase64Url(bytes)).toBe(base64urlnopad.encode(bytes));
      }),
      2000,
    );
    await tally.check(
      'base64url against @scure/base: same bytes or same refusal for any text of the alphabet',
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9_=+/-]{0,60}$/), async (text) => {
        expect(await kitDecode(() => fromBase64Url(text))).toEqual(oracleDecode((value) => base64urlnopad.decode(value), text));
      }),
      3000,
    );
  }, fuzzTimeout(1));

  it('base58check: a bad checksum or alphabet is bundle_invalid, an empty value invalid_input, naming the field', async () => {
    await tally.check(
      'base58check',
      fc.asyncProperty(anyText, (text) =>
        acceptsOrRefusesAsync(() => decodeBase58Check(text, 'credentialBundle'), { codes: ['invalid_input', 'bundle_invalid'], field: 'credentialBundle' }),
      ),
      3000,
    );
    await tally.check(
      'base58check round trip',
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 90 }), async (bytes) => {
        expect(await decodeBase58Check(await encodeBase58Check(bytes))).toEqual(bytes);
      }),
      500,
    );
    await tally.check(
      'base58check against @scure/base: same text for any bytes (leading zeros too)',
      fc.asyncProperty(fc.uint8Array({ maxLength: 90 }), fc.nat({ max: 4 }), async (bytes, zeros) => {
        const payload = new Uint8Array([...new Uint8Array(zeros), ...bytes]);
        expect(await encodeBase58Check(payload)).toBe(base58checkOracle.encode(payload));
      }),
      500,
    );
    await tally.check(
      'base58check against @scure/base: same bytes or same refusal for any base58 text, and for edits of a valid one',
      fc.asyncProperty(
        fc.oneof(
          fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{0,40}$/),
          fc.uint8Array({ maxLength: 40 }).map((bytes) => base58.encode(bytes)),
          fc.uint8Array({ maxLength: 40 }).map((bytes) => base58checkOracle.encode(bytes)),
        ),
        async (text) => {
          expect(await kitDecode(() => decodeBase58Check(text))).toEqual(oracleDecode((value) => base58checkOracle.decode(value), text));
        },
      ),
      1500,
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
