import { encode, Tagged } from 'cborg';
import { describe, expect, it } from 'vitest';
import { toHex } from '../encoding/hex';
import { coseAlgorithm, coseSigStructure, parseAttestationDocument, parseCoseSign1 } from './attestation-document';

// Nitro attestation documents as CBOR bytes, built here: the production ones are checked end to end
// in production-proofs.test.ts.

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};
/** `0xbf`, the pairs, `0xff`: a map of indefinite length, as AWS encodes the payload. */
const indefiniteMap = (entries: readonly (readonly [string, unknown])[], end = Uint8Array.of(0xff)): Uint8Array =>
  concat(Uint8Array.of(0xbf), ...entries.flatMap(([key, value]) => [encode(key), encode(value)]), end);

const members: [string, unknown][] = [
  ['module_id', 'i-0123-enc0123'],
  ['digest', 'SHA384'],
  ['timestamp', 1758057949422],
  ['pcrs', new Map([[0, new Uint8Array(48)], [1, new Uint8Array(48).fill(1)]])],
  ['certificate', Uint8Array.of(0x30, 1)],
  ['cabundle', [Uint8Array.of(0x30, 2), Uint8Array.of(0x30, 3)]],
  ['public_key', Uint8Array.of(4, 5)],
  ['user_data', Uint8Array.of(6)],
  ['nonce', null],
];
const protectedHeader = encode(new Map([[1, -35]]));
const coseOf = (payload: Uint8Array): Uint8Array => encode([protectedHeader, new Map(), payload, new Uint8Array(96)]);
const formatRefusal = (message: RegExp) =>
  expect.objectContaining({ code: 'proof_invalid', message: expect.stringMatching(message), details: { check: 'boot-proof-format', field: 'bootProof.awsAttestationDocB64' } });

describe('the attestation payload: a CBOR map, of indefinite length as AWS Nitro sends it, or of definite length', () => {
  const read = {
    moduleId: 'i-0123-enc0123',
    digest: 'SHA384',
    timestamp: 1758057949422,
    pcrs: new Map([[0, new Uint8Array(48)], [1, new Uint8Array(48).fill(1)]]),
    certificate: Uint8Array.of(0x30, 1),
    cabundle: [Uint8Array.of(0x30, 2), Uint8Array.of(0x30, 3)],
    publicKey: Uint8Array.of(4, 5),
    userData: Uint8Array.of(6),
  };

  it('reads an indefinite-length map (0xbf … 0xff)', () => {
    expect(parseAttestationDocument(indefiniteMap(members))).toEqual(read);
  });

  it('reads the same members in a definite-length map', () => {
    const definite = encode(new Map(members));
    expect(definite[0]).toBe(0xa9);
    expect(parseAttestationDocument(definite)).toEqual(read);
  });

  it('reads indefinite-length arrays and maps inside it too (cabundle, pcrs)', () => {
    const cabundle = concat(Uint8Array.of(0x9f), encode(Uint8Array.of(0x30, 2)), encode(Uint8Array.of(0x30, 3)), Uint8Array.of(0xff));
    const payload = concat(
      indefiniteMap(members.filter(([key]) => key !== 'cabundle'), new Uint8Array(0)),
      encode('cabundle'),
      cabundle,
      Uint8Array.of(0xff),
    );
    expect(parseAttestationDocument(payload).cabundle).toEqual(read.cabundle);
  });

  it.each<[string, Uint8Array]>([
    ['a map that is never closed (no 0xff)', indefiniteMap(members, new Uint8Array(0))],
    ['bytes after the closing 0xff', concat(indefiniteMap(members), Uint8Array.of(0x00))],
    ['a break (0xff) where a value is due', concat(Uint8Array.of(0xbf), encode('module_id'), Uint8Array.of(0xff))],
    ['a member twice (data hiding)', indefiniteMap([...members, ['public_key', Uint8Array.of(9)]])],
    ['an undefined value (0xf7)', concat(Uint8Array.of(0xbf), encode('nonce'), Uint8Array.of(0xf7, 0xff))],
    ['a byte string of indefinite length (0x5f … 0xff)', concat(Uint8Array.of(0xbf), encode('user_data'), Uint8Array.of(0x5f, 0x41, 0x06, 0xff, 0xff))],
    ['a tag (here 18) inside the payload', indefiniteMap([...members.filter(([key]) => key !== 'nonce'), ['nonce', new Tagged(18, Uint8Array.of(1))]])],
  ])('refuses %s: boot-proof-format, "not CBOR", with the decoder’s error as cause', (_what, payload) => {
    let error: unknown;
    try {
      parseAttestationDocument(payload);
    } catch (caught) {
      error = caught;
    }
    expect(error).toEqual(formatRefusal(/the attestation payload is not CBOR/));
    expect((error as { cause?: unknown }).cause).toEqual(expect.objectContaining({ message: expect.stringContaining('CBOR decode error') }));
  });

  it('refuses a payload that is CBOR but not a map, or whose member has the wrong type, naming the member', () => {
    expect(() => parseAttestationDocument(encode([1, 2]))).toThrow(formatRefusal(/not a map/));
    expect(() => parseAttestationDocument(indefiniteMap([...members.filter(([key]) => key !== 'timestamp'), ['timestamp', '1758057949422']]))).toThrow(formatRefusal(/timestamp is not an integer/));
    expect(() => parseAttestationDocument(indefiniteMap(members.filter(([key]) => key !== 'certificate')))).toThrow(formatRefusal(/certificate is not a byte string/));
  });
});

describe('the COSE_Sign1 around it: [protected, unprotected, payload, signature], untagged as Nitro sends it or tagged 18', () => {
  const payload = indefiniteMap(members);

  it('reads the untagged and the tagged array alike, and the protected header’s alg (ES384, -35)', () => {
    for (const bytes of [coseOf(payload), encode(new Tagged(18, [protectedHeader, new Map(), payload, new Uint8Array(96)]))]) {
      const cose = parseCoseSign1(bytes);
      expect(toHex(cose.payload)).toBe(toHex(payload));
      expect(coseAlgorithm(cose)).toBe(-35);
    }
  });

  it('signs the definite-length Sig_structure ["Signature1", protected, h\'\', payload], the payload bytes as received', () => {
    const cose = parseCoseSign1(coseOf(payload));
    const expected = concat(Uint8Array.of(0x84, 0x6a), new TextEncoder().encode('Signature1'), encode(protectedHeader), Uint8Array.of(0x40), encode(payload));
    expect(toHex(coseSigStructure(cose))).toBe(toHex(expected));
  });

  it.each<[string, Uint8Array, RegExp]>([
    ['another tag than 18', encode(new Tagged(98, [protectedHeader, new Map(), payload, new Uint8Array(96)])), /the attestation document is not CBOR/],
    ['three members', encode([protectedHeader, new Map(), payload]), /not a COSE_Sign1 array/],
    ['a payload that is not a byte string', encode([protectedHeader, new Map(), 'payload', new Uint8Array(96)]), /payload is not a byte string/],
    ['bytes after the array', concat(coseOf(payload), Uint8Array.of(0)), /the attestation document is not CBOR/],
  ])('refuses %s: boot-proof-format', (_what, bytes, message) => {
    expect(() => parseCoseSign1(bytes)).toThrow(formatRefusal(message));
  });
});
