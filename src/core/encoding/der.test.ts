import { describe, expect, it } from 'vitest';
import { awsNitroRootPem } from '../proofs/aws-nitro-root';
import { enclaveRootDer } from '../proofs/enclave-root';
import { checkAny, DerReader, derTag, readBitString, readBoolean, readDer, readExplicit, readInteger, readOctetString, readOid, readTime, sequenceReader, type DerElement } from './der';
import { fromHex, toHex } from './hex';
import { utf8Encode } from './utf8';

const der = (hex: string): Uint8Array => fromHex(hex.replace(/\s/g, ''));
const one = (hex: string): DerElement => new DerReader(der(hex)).next();
const refusal = expect.objectContaining({ code: 'invalid_input', details: { field: 'der' } });
const time = (tag: number, text: string): DerElement => ({ tag, value: utf8Encode(text), raw: new Uint8Array(0) });

describe('DerReader: tags and definite lengths', () => {
  it('reads short-form and minimal long-form lengths', () => {
    expect(toHex(one('04 03 010203').value)).toBe('010203');
    const long = one(`04 81 80 ${'00'.repeat(128)}`);
    expect(long.value.length).toBe(128);
    expect(long.raw.length).toBe(131);
    expect(one(`04 82 0100 ${'00'.repeat(256)}`).value.length).toBe(256);
    expect(one('05 00').value.length).toBe(0);
  });

  it.each([
    ['an indefinite length', '30 80 0000'],
    ['a long-form length under 128', '04 81 05 0102030405'],
    ['a long-form length with a leading zero byte', `04 82 0080 ${'00'.repeat(128)}`],
    ['a length of more than 4 bytes', '04 85 0000000001 00'],
    ['a length past the end', '04 05 0102'],
    ['a header cut inside its long length', '04 82 01'],
    ['a header without a length', '04'],
    ['a high tag number', '1f 01 00'],
    ['the end-of-contents tag', '00 00'],
    ['the reserved universal tag 15', '0f 01 00'],
    ['a constructed OCTET STRING', '24 03 040100'],
    ['a constructed OBJECT IDENTIFIER', '26 03 06012a'],
    ['a primitive SEQUENCE', '10 00'],
    ['a primitive SET', '11 00'],
  ])('refuses %s', (_what, hex) => {
    expect(() => new DerReader(der(hex)).next()).toThrow(refusal);
  });

  it('refuses reading past the end and bytes after the last element', () => {
    const reader = new DerReader(der('05 00'));
    reader.next();
    expect(reader.done).toBe(true);
    expect(() => reader.next()).toThrow(refusal);
    expect(() => readDer(der('05 00 00'), derTag.null, 'x')).toThrow(refusal);
    expect(() => readDer(der('05 00'), derTag.sequence, 'x')).toThrow(refusal);
  });

  it('reads SEQUENCE contents and refuses trailing bytes inside them', () => {
    const reader = sequenceReader(one('30 06 0201 05 0101ff'), 'x');
    expect(toHex(readInteger(reader.next(), 'x'))).toBe('05');
    expect(readBoolean(reader.next(), 'x')).toBe(true);
    expect(() => reader.end('x')).not.toThrow();
    const trailing = sequenceReader(one('30 04 0201 05 00'), 'x');
    trailing.next();
    expect(() => trailing.end('x')).toThrow(refusal);
    expect(() => sequenceReader(one('31 00'), 'x')).toThrow(refusal);
  });

  it('reads explicit [0] and [3] only when they come next, each holding exactly one element', () => {
    const reader = new DerReader(der('a0 03 020102  a3 02 3000'));
    expect(readExplicit(reader, 3, 'x')).toBeUndefined();
    expect(toHex(readInteger(readExplicit(reader, 0, 'x')!, 'x'))).toBe('02');
    expect(readExplicit(reader, 3, 'x')!.tag).toBe(derTag.sequence);
    expect(() => readExplicit(new DerReader(der('a0 05 020102 0500')), 0, 'x')).toThrow(refusal);
    expect(() => readExplicit(new DerReader(der('a0 00')), 0, 'x')).toThrow(refusal);
  });
});

describe('primitive values', () => {
  it('OBJECT IDENTIFIER to dotted text', () => {
    expect(readOid(one('06 07 2a8648ce3d0201'), 'x')).toBe('1.2.840.10045.2.1');
    expect(readOid(one('06 05 2b81040022'), 'x')).toBe('1.3.132.0.34');
    expect(readOid(one('06 03 551d13'), 'x')).toBe('2.5.29.19');
    expect(readOid(one('06 03 883703'), 'x')).toBe('2.999.3');
  });

  it.each([
    ['empty', '06 00'],
    ['a sub-identifier with a leading 0x80', '06 03 2a8001'],
    ['ending inside a sub-identifier', '06 02 2a86'],
    ['a sub-identifier too large', `06 0b 2a ${'ff'.repeat(9)}7f`],
    ['another tag', '04 01 2a'],
  ])('refuses an OID %s', (_what, hex) => {
    expect(() => readOid(one(hex), 'x')).toThrow(refusal);
  });

  it('INTEGER as its bytes, minimal only', () => {
    expect(toHex(readInteger(one('02 02 0080'), 'x'))).toBe('0080');
    expect(toHex(readInteger(one('02 01 ff'), 'x'))).toBe('ff');
    expect(() => readInteger(one('02 00'), 'x')).toThrow(refusal);
    expect(() => readInteger(one('02 02 0001'), 'x')).toThrow(refusal);
    expect(() => readInteger(one('02 02 ff80'), 'x')).toThrow(refusal);
  });

  it('BIT STRING of whole bytes: the unused-bits byte must be 0', () => {
    expect(toHex(readBitString(one('03 03 00abcd'), 'x'))).toBe('abcd');
    expect(readBitString(one('03 01 00'), 'x').length).toBe(0);
    expect(() => readBitString(one('03 03 04abc0'), 'x')).toThrow(refusal);
    expect(() => readBitString(one('03 00'), 'x')).toThrow(refusal);
  });

  it('OCTET STRING and BOOLEAN (one byte, 0x00 or 0xff)', () => {
    expect(toHex(readOctetString(one('04 02 beef'), 'x'))).toBe('beef');
    expect(() => readOctetString(one('03 02 00ef'), 'x')).toThrow(refusal);
    expect(readBoolean(one('01 01 00'), 'x')).toBe(false);
    expect(readBoolean(one('01 01 ff'), 'x')).toBe(true);
    expect(() => readBoolean(one('01 01 01'), 'x')).toThrow(refusal);
    expect(() => readBoolean(one('01 02 ffff'), 'x')).toThrow(refusal);
    expect(() => readBoolean(one('01 00'), 'x')).toThrow(refusal);
  });

  it('UTCTime YYMMDDHHMMSSZ (years under 50 are 20xx) and GeneralizedTime YYYYMMDDHHMMSSZ', () => {
    expect(new Date(readTime(time(derTag.utcTime, '191028132805Z'), 'x')).toISOString()).toBe('2019-10-28T13:28:05.000Z');
    expect(new Date(readTime(time(derTag.utcTime, '491231235959Z'), 'x')).toISOString()).toBe('2049-12-31T23:59:59.000Z');
    expect(new Date(readTime(time(derTag.utcTime, '500101000000Z'), 'x')).toISOString()).toBe('1950-01-01T00:00:00.000Z');
    expect(new Date(readTime(time(derTag.generalizedTime, '20500101000000Z'), 'x')).toISOString()).toBe('2050-01-01T00:00:00.000Z');
    expect(new Date(readTime(time(derTag.utcTime, '240229000000Z'), 'x')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it.each([
    ['without seconds', derTag.utcTime, '1910281328Z'],
    ['with an offset', derTag.utcTime, '191028132805+0100'],
    ['without Z', derTag.utcTime, '191028132805'],
    ['with a fraction', derTag.generalizedTime, '20191028132805.5Z'],
    ['a GeneralizedTime with a two-digit year', derTag.generalizedTime, '191028132805Z'],
    ['a UTCTime with a four-digit year', derTag.utcTime, '20191028132805Z'],
    ['month 13', derTag.utcTime, '191328132805Z'],
    ['day 31 of April', derTag.utcTime, '190431000000Z'],
    ['29 February of a common year', derTag.utcTime, '230229000000Z'],
    ['hour 24', derTag.utcTime, '191028240000Z'],
    ['second 60', derTag.utcTime, '191028132860Z'],
    ['a year under 1000', derTag.generalizedTime, '00500101000000Z'],
    ['another tag', derTag.octetString, '191028132805Z'],
  ])('refuses a time %s', (_what, tag, text) => {
    expect(() => readTime(time(tag, text), 'x')).toThrow(refusal);
  });
});

describe('checkAny: values read as ANY (Name attribute values, algorithm parameters)', () => {
  it('accepts well-formed values of any type, nested ones included', () => {
    for (const hex of ['0c 03 616263', '06 05 2b81040022', '05 00', '30 05 0603 2a0304', '13 02 5553', '1e 02 0041', '1c 04 00000041', '31 03 0101ff']) {
      expect(() => checkAny(one(hex), 'x')).not.toThrow();
    }
  });

  it.each([
    ['an OID that ends inside a sub-identifier', '06 05 2b81040080'],
    ['a NULL with contents', '05 01 00'],
    ['a BOOLEAN that is not 0x00 or 0xff', '01 01 02'],
    ['a non-minimal INTEGER', '02 02 0001'],
    ['a malformed time', '17 03 313233'],
    ['a BMPString of an odd length', '1e 03 004100'],
    ['a UniversalString whose length is not a multiple of 4', '1c 03 000041'],
    ['a SEQUENCE whose contents are not whole elements', '30 03 0602 2a'],
    ['a malformed element nested in a SET', '31 05 3003 050100'],
    ['nesting deeper than 8 levels', toHex(Array.from({ length: 9 }).reduce<Uint8Array>((inner) => Uint8Array.of(0x30, inner.length, ...inner), Uint8Array.of(0x30, 0)))],
  ])('refuses %s', (_what, hex) => {
    expect(() => checkAny(one(hex), 'x')).toThrow(refusal);
  });
});

describe('the embedded AWS Nitro root, read with the DER reader alone', () => {
  it('has subject CN "aws.nitro-enclaves", validity 2019-10-28..2049-10-28 and a P-384 key', () => {
    const certificate = sequenceReader(readDer(enclaveRootDer(awsNitroRootPem), derTag.sequence, 'certificate'), 'certificate');
    const tbs = sequenceReader(certificate.next(), 'tbs');
    readExplicit(tbs, 0, 'version');
    readInteger(tbs.next(), 'serial');
    tbs.next(); // signature algorithm
    tbs.next(); // issuer
    const validity = sequenceReader(tbs.next(), 'validity');
    expect(new Date(readTime(validity.next(), 'notBefore')).toISOString()).toBe('2019-10-28T13:28:05.000Z');
    expect(new Date(readTime(validity.next(), 'notAfter')).toISOString()).toBe('2049-10-28T14:28:05.000Z');
    const subject = sequenceReader(tbs.next(), 'subject');
    const attributes: Record<string, string> = {};
    while (!subject.done) {
      const attribute = sequenceReader(sequenceReader(subject.next(), 'rdn', derTag.set).next(), 'attribute');
      attributes[readOid(attribute.next(), 'type')] = toHex(attribute.next().value);
    }
    expect(attributes['2.5.4.3']).toBe(toHex(utf8Encode('aws.nitro-enclaves')));
    const spki = sequenceReader(tbs.next(), 'spki');
    const algorithm = sequenceReader(spki.next(), 'algorithm');
    expect(readOid(algorithm.next(), 'algorithm')).toBe('1.2.840.10045.2.1');
    expect(readOid(algorithm.next(), 'curve')).toBe('1.3.132.0.34');
    const key = readBitString(spki.next(), 'key');
    expect(key.length).toBe(97);
    expect(key[0]).toBe(0x04);
  });
});
