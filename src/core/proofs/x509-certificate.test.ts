import { describe, expect, it } from 'vitest';
import { oracleFields, readerFields } from '../../../test/fuzz/x509-oracle';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { awsNitroRootPem } from './aws-nitro-root';
import { enclaveRootDer } from './enclave-root';
import { readX509Certificate } from './x509-certificate';

const awsRoot = enclaveRootDer(awsNitroRootPem);

// The mock relay's certificates are cross-checked in test/fuzz/x509-certificates.test.ts (core
// tests may not import the mock relay).
describe('readX509Certificate agrees field by field with @peculiar/asn1-x509 (the dev-time oracle)', () => {
  it('on the AWS Nitro root', () => {
    expect(readerFields(readX509Certificate(awsRoot))).toEqual(oracleFields(awsRoot));
  });

  it('reads the AWS root as a v3 P-384 CA signed with ecdsa-with-SHA384', () => {
    const certificate = readX509Certificate(awsRoot);
    expect(certificate.version).toBe(2);
    expect(certificate.signatureAlgorithm).toBe('1.2.840.10045.4.3.3');
    expect(certificate.subjectPublicKeyInfo.algorithm).toEqual({ algorithm: '1.2.840.10045.2.1', parameters: fromHex('06052b81040022') });
    expect(toHex(certificate.subject)).toBe(toHex(certificate.issuer));
    expect(toHex(certificate.subject)).toContain(toHex(utf8Encode('aws.nitro-enclaves')));
    expect(certificate.ca).toBe(true);
  });
});

// A tiny DER writer for hand-built certificates (the reader never checks signatures).
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};
const tlv = (tag: number, ...parts: Uint8Array[]): Uint8Array => {
  const body = concat(...parts);
  const length = body.length < 128 ? [body.length] : body.length < 256 ? [0x81, body.length] : [0x82, body.length >> 8, body.length & 0xff];
  return concat(Uint8Array.of(tag, ...length), body);
};
const h = (hex: string): Uint8Array => fromHex(hex.replace(/\s/g, ''));
const ecdsaSha384 = tlv(0x30, h('06082a8648ce3d040303'));
const name = tlv(0x30, tlv(0x31, tlv(0x30, h('0603550403'), tlv(0x0c, utf8Encode('x')))));
const basicConstraints = (value: Uint8Array): Uint8Array => tlv(0x30, h('0603551d13 0101ff'), tlv(0x04, value));

interface Parts {
  version: Uint8Array;
  validity: Uint8Array;
  key: Uint8Array;
  extensions: Uint8Array;
  tbsTail: Uint8Array;
  tbsSignature: Uint8Array;
  signature: Uint8Array;
  after: Uint8Array;
}
const valid: Parts = {
  version: tlv(0xa0, h('020102')),
  validity: tlv(0x30, tlv(0x17, utf8Encode('260101000000Z')), tlv(0x18, utf8Encode('20600101000000Z'))),
  key: tlv(0x30, tlv(0x30, h('06072a8648ce3d0201 06052b81040022')), tlv(0x03, h('00 04'), new Uint8Array(96))),
  extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3003 0101ff')))),
  tbsTail: new Uint8Array(0),
  tbsSignature: ecdsaSha384,
  signature: tlv(0x03, h('00 3006 020101 020101')),
  after: new Uint8Array(0),
};
const build = (changes: Partial<Parts> = {}): Uint8Array => {
  const p = { ...valid, ...changes };
  const tbs = tlv(0x30, p.version, h('020101'), p.tbsSignature, name, p.validity, name, p.key, p.extensions, p.tbsTail);
  return concat(tlv(0x30, tbs, ecdsaSha384, p.signature), p.after);
};
const refusal = expect.objectContaining({ code: 'invalid_input', details: { field: 'der' } });

describe('readX509Certificate on hand-built certificates', () => {
  it('reads a minimal valid one (and its oracle agrees)', () => {
    const der = build();
    const certificate = readX509Certificate(der);
    expect(certificate.ca).toBe(true);
    expect(new Date(certificate.notAfter).toISOString()).toBe('2060-01-01T00:00:00.000Z');
    expect(readerFields(certificate)).toEqual(oracleFields(der));
  });

  it('takes cA as false without extensions, without basicConstraints, or with cA omitted or false', () => {
    expect(readX509Certificate(build({ extensions: new Uint8Array(0) })).ca).toBe(false);
    expect(readX509Certificate(build({ extensions: tlv(0xa3, tlv(0x30, tlv(0x30, h('0603551d0f'), tlv(0x04, h('03020186'))))) })).ca).toBe(false);
    expect(readX509Certificate(build({ extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3000')))) })).ca).toBe(false);
    expect(readX509Certificate(build({ extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3003 010100')))) })).ca).toBe(false);
    expect(readX509Certificate(build({ extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3006 0101ff 020100')))) })).ca).toBe(true);
    expect(readX509Certificate(build({ version: new Uint8Array(0), extensions: new Uint8Array(0) })).version).toBe(0);
  });

  it.each<[string, Partial<Parts>]>([
    ['bytes after the certificate', { after: h('00') }],
    ['bytes after the last TBS field', { tbsTail: h('0500') }],
    ['bytes inside validity after notAfter', { validity: tlv(0x30, tlv(0x17, utf8Encode('260101000000Z')), tlv(0x17, utf8Encode('270101000000Z')), h('0500')) }],
    ['a version above v3', { version: tlv(0xa0, h('020103')) }],
    ['a TBS signature algorithm other than the outer one', { tbsSignature: tlv(0x30, h('06082a8648ce3d040302')) }],
    ['a signature BIT STRING with unused bits', { signature: tlv(0x03, h('01 3006 020101 020101')) }],
    ['a key BIT STRING with unused bits', { key: tlv(0x30, tlv(0x30, h('06072a8648ce3d0201')), tlv(0x03, h('07 80'))) }],
    ['a time with an offset', { validity: tlv(0x30, tlv(0x17, utf8Encode('2601010000+0100')), tlv(0x17, utf8Encode('270101000000Z'))) }],
    ['basicConstraints twice', { extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3000')), basicConstraints(h('3003 0101ff')))) }],
    ['an empty extensions list', { extensions: tlv(0xa3, tlv(0x30)) }],
    ['a malformed basicConstraints', { extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3003 010101')))) }],
    ['basicConstraints with trailing bytes', { extensions: tlv(0xa3, tlv(0x30, basicConstraints(h('3003 0101ff 00')))) }],
    ['an issuerUniqueID [1] (not read, so trailing)', { tbsTail: h('8102 0000') }],
  ])('refuses %s', (_what, changes) => {
    expect(() => readX509Certificate(build(changes))).toThrow(refusal);
  });

  it('refuses every truncation of a real certificate', () => {
    for (let length = 0; length < awsRoot.length; length += 1) expect(() => readX509Certificate(awsRoot.subarray(0, length))).toThrow(refusal);
  });
});
