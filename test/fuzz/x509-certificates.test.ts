import { p384 } from '@noble/curves/nist.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../../src/core/errors';
import { awsNitroRootPem } from '../../src/core/proofs/aws-nitro-root';
import { parseCertificate, verifyCertificateChain } from '../../src/core/proofs/certificate-chain';
import { enclaveRootDer } from '../../src/core/proofs/enclave-root';
import { readX509Certificate } from '../../src/core/proofs/x509-certificate';
import { createCertificate } from '../../src/mock-relay/proofs/mock-certificate';
import { acceptsOrRefuses, acceptsOrRefusesAsync, fuzzTally, fuzzTimeout } from './fuzz-harness';
import { oracleFields, readerFields, withOracleNames } from './x509-oracle';

const tally = fuzzTally(import.meta.url);
const derRefusal = { codes: ['invalid_input'], field: 'der' } as const;
const chainRefusal = { codes: ['proof_invalid'], field: 'bootProof.awsAttestationDocB64' } as const;

const rootKey = p384.utils.randomSecretKey();
const mockRoot = createCertificate({
  commonName: 'loginkit mock enclave root',
  publicKey: p384.getPublicKey(rootKey, false),
  issuer: { commonName: 'loginkit mock enclave root', privateKey: rootKey },
  serialNumber: 1,
  notBefore: new Date(Date.UTC(2025, 0, 1)),
  notAfter: new Date(Date.UTC(2055, 0, 1)),
  ca: true,
});
const mockLeaf = createCertificate({
  commonName: 'leaf',
  publicKey: p384.getPublicKey(p384.utils.randomSecretKey(), false),
  issuer: { commonName: 'loginkit mock enclave root', privateKey: rootKey },
  serialNumber: 7,
  notBefore: new Date(Date.UTC(2026, 0, 1)),
  notAfter: new Date(Date.UTC(2026, 0, 4)),
  ca: false,
});
const awsRoot = enclaveRootDer(awsNitroRootPem);
const validCertificates = [awsRoot, mockRoot, mockLeaf];

/** Byte edits of a valid DER: set, flip a bit, drop, insert, truncate, duplicate a run, or several of them. */
function mutatedBytes(valid: Uint8Array): fc.Arbitrary<Uint8Array> {
  const at = fc.nat({ max: valid.length - 1 });
  const edit: fc.Arbitrary<(bytes: Uint8Array) => Uint8Array> = fc.oneof(
    fc.tuple(at, fc.integer({ min: 0, max: 255 })).map(([i, byte]) => (bytes: Uint8Array) => bytes.map((old, j) => (j === i % bytes.length ? byte : old))),
    fc.tuple(at, fc.integer({ min: 0, max: 7 })).map(([i, bit]) => (bytes: Uint8Array) => bytes.map((old, j) => (j === i % bytes.length ? old ^ (1 << bit) : old))),
    at.map((i) => (bytes: Uint8Array) => Uint8Array.from([...bytes.subarray(0, i), ...bytes.subarray(i + 1)])),
    fc.tuple(at, fc.uint8Array({ minLength: 1, maxLength: 4 })).map(([i, extra]) => (bytes: Uint8Array) => Uint8Array.from([...bytes.subarray(0, i), ...extra, ...bytes.subarray(i)])),
    at.map((i) => (bytes: Uint8Array) => bytes.subarray(0, i)),
    fc.tuple(at, fc.integer({ min: 1, max: 40 })).map(([i, n]) => (bytes: Uint8Array) => Uint8Array.from([...bytes.subarray(0, i + n), ...bytes.subarray(i)])),
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => edits.reduce<Uint8Array>((bytes, apply) => (bytes.length === 0 ? bytes : apply(bytes)), valid.slice()));
}
const anyMutation = fc.constantFrom(...validCertificates).chain(mutatedBytes);

describe('X.509 certificates (the enclave chain): any bytes are read or refused, never a crash', () => {
  it.each([
    ['the AWS Nitro root', awsRoot],
    ['a mock relay root (CA, notAfter as GeneralizedTime after 2050)', mockRoot],
    ['a mock relay leaf (not a CA)', mockLeaf],
  ])('readX509Certificate reads %s to the same fields as @peculiar/asn1-x509', (_what, der) => {
    expect(readerFields(readX509Certificate(der))).toEqual(oracleFields(der));
  });

  it('readX509Certificate and parseCertificate: random bytes and edits of real certificates', async () => {
    const check = (bytes: Uint8Array): void => {
      acceptsOrRefuses(() => readX509Certificate(bytes), derRefusal);
      acceptsOrRefuses(() => parseCertificate(bytes, 'the leaf certificate'), chainRefusal);
    };
    await tally.check('certificate: any bytes', fc.property(fc.uint8Array({ maxLength: 300 }), check), 3000);
    await tally.check('certificate: a SEQUENCE of any bytes', fc.property(fc.uint8Array({ maxLength: 120 }), (body) => check(Uint8Array.from([0x30, body.length, ...body]))), 2000);
    await tally.check('certificate: edits of real certificates', fc.property(anyMutation, check), 3000);
  }, fuzzTimeout(3));

  it('verifyCertificateChain: an edited leaf or intermediate is refused as proof_invalid', async () => {
    const time = Date.UTC(2026, 0, 2);
    await expect(verifyCertificateChain(mockRoot, [mockRoot], mockLeaf, time)).resolves.toBeDefined();
    await tally.check(
      'chain: edited leaf',
      fc.asyncProperty(mutatedBytes(mockLeaf), (leaf) => acceptsOrRefusesAsync(() => verifyCertificateChain(mockRoot, [mockRoot], leaf, time), chainRefusal)),
      500,
    );
    await tally.check(
      'chain: edited intermediate',
      fc.asyncProperty(mutatedBytes(mockRoot), (middle) => acceptsOrRefusesAsync(() => verifyCertificateChain(mockRoot, [mockRoot, middle], mockLeaf, time), chainRefusal)),
      500,
    );
  }, fuzzTimeout(3));

  it('an edit of a valid certificate is refused, or reads to the same fields as @peculiar/asn1-x509 reads (Names compared as the oracle re-encodes them)', async () => {
    let accepted = 0;
    await tally.check(
      'certificate: edits agree with the oracle',
      fc.property(anyMutation, (bytes) => {
        let fields;
        try {
          fields = readerFields(readX509Certificate(bytes));
        } catch (error) {
          if (!isLoginKitError(error)) throw error;
          return;
        }
        accepted += 1;
        expect(withOracleNames(fields)).toEqual(withOracleNames(oracleFields(bytes)));
      }),
      3000,
    );
    // The property is not vacuous: some edits (inside keys, signatures, names) still read.
    expect(accepted).toBeGreaterThan(0);
  }, fuzzTimeout(3));
});
