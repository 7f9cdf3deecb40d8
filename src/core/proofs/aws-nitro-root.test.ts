import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { toHex } from '../encoding/hex';
import { awsNitroRootPem, awsNitroRootSha256 } from './aws-nitro-root';
import { parseCertificate, verifyCertificateChain } from './certificate-chain';
import { derToPem, enclaveRootDer } from './enclave-root';

const rootDer = enclaveRootDer(awsNitroRootPem);

describe('the production enclave root: AWS Nitro Enclaves root G1', () => {
  it('is the certificate AWS publishes (SHA-256 fingerprint of its DER)', () => {
    expect(awsNitroRootSha256).toBe('641a0321a3e244efe456463195d606317ed7cdcc3c1756e09893f3c68f79bb5b');
    expect(toHex(sha256(rootDer))).toBe(awsNitroRootSha256);
  });

  it('is a P-384 CA valid from 2019-10-28 to 2049-10-28 that signs itself', async () => {
    const { certificate } = parseCertificate(rootDer, 'root');
    expect(new Date(certificate.notBefore).toISOString()).toBe('2019-10-28T13:28:05.000Z');
    expect(new Date(certificate.notAfter).toISOString()).toBe('2049-10-28T14:28:05.000Z');
    expect(certificate.subjectPublicKeyInfo.publicKey.byteLength).toBe(97);
    // A chain of the root alone: its self-signature and validity are checked.
    await expect(verifyCertificateChain(rootDer, [rootDer], rootDer, Date.UTC(2026, 0, 1))).resolves.not.toThrow();
  });

  it('is refused outside its validity', async () => {
    await expect(verifyCertificateChain(rootDer, [rootDer], rootDer, Date.UTC(2050, 0, 1))).rejects.toThrow(/not valid at the attestation's time/);
  });
});

describe('enclaveRootDer: the appProofs.enclaveRoot option as PEM or DER', () => {
  it('reads PEM and DER alike, and derToPem round-trips', () => {
    expect(toHex(enclaveRootDer(rootDer))).toBe(toHex(rootDer));
    expect(toHex(enclaveRootDer(derToPem(rootDer)))).toBe(toHex(rootDer));
  });

  it.each([
    ['text without a PEM block', 'not a certificate'],
    ['a PEM block of another kind', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'],
    ['bytes that are not DER', new Uint8Array(32)],
    ['a number', 42 as unknown as string],
  ])('refuses %s: invalid_input naming appProofs.enclaveRoot', (_what, value) => {
    expect(() => enclaveRootDer(value)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'appProofs.enclaveRoot' } }));
  });
});
