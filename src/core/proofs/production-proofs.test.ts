import { describe, expect, it, vi } from 'vitest';
import productionProofs from '../../../test/vectors/production-proofs.json';
import { fromBase64, toBase64 } from '../encoding/base64';
import { fromHex, toHex } from '../encoding/hex';
import { LoginKitError } from '../errors';
// Through the package's entry (src/core/index.ts): `npm test` runs the unit tests before it builds
// dist/, so the built package is checked by the docs' code blocks (scripts/check-readme-code.mjs).
import { verifyAppProofs, type AppProof, type BootProof, type ExpectedProofObjects } from '../index';
import { parseAttestationDocument, parseCoseSign1 } from './attestation-document';
import { derToPem } from './enclave-root';

/*
 * Genuine proofs of Turnkey's production service (test/vectors/production-proofs.json, a copy of
 * shared/vectors: address derivation proofs and the boot proofs of the enclaves that signed them,
 * from Turnkey's own SDK tests). They are the spec's ground truth: protocol.md section 9.
 */
interface ProductionPair {
  name: string;
  appProof: AppProof;
  bootProof: BootProof;
}
const pairs = productionProofs.vectors as ProductionPair[];

/** What the proof itself says was created: the kit checks the payload against it. */
function expectedOf(pair: ProductionPair): ExpectedProofObjects {
  const { organizationId, walletId, derivationPath, address } = JSON.parse(pair.appProof.proofPayload).addressDerivationProof;
  return { organizationId, walletId, accounts: [{ path: derivationPath, address }] };
}

/** When the vector was made: the app proof's `timestampMs`. */
const madeAt = (pair: ProductionPair): number => Number(JSON.parse(pair.appProof.proofPayload).timestampMs);

function check(pair: ProductionPair, changes: { appProof?: AppProof; bootProof?: BootProof; expected?: ExpectedProofObjects; enclaveRoot?: string; now?: number } = {}) {
  const fetchBootProof = vi.fn(async (_ephemeralKey: string) => ({ bootProof: changes.bootProof ?? pair.bootProof }));
  const result = verifyAppProofs({
    proofs: [changes.appProof ?? pair.appProof],
    expected: changes.expected ?? expectedOf(pair),
    fetchBootProof,
    ...(changes.enclaveRoot === undefined ? {} : { enclaveRoot: changes.enclaveRoot }),
    now: changes.now ?? madeAt(pair),
  });
  return { result, fetchBootProof };
}

/** The boot proof with byte `index` of its attestation document flipped (xor 0x01). */
function withAttestationByteFlipped(bootProof: BootProof, index: number): BootProof {
  const document = fromBase64(bootProof.awsAttestationDocB64, 'awsAttestationDocB64');
  document[index] = document[index]! ^ 0x01;
  return { ...bootProof, awsAttestationDocB64: toBase64(document) };
}

const attestationOf = (pair: ProductionPair): Uint8Array => fromBase64(pair.bootProof.awsAttestationDocB64, 'awsAttestationDocB64');

const refusal = (check: string, field: string) => expect.objectContaining({ code: 'proof_invalid', details: { check, field } });

describe.each(pairs)('the genuine production pair $name (protocol.md section 9)', (pair) => {
  it('verifies end to end against the default root, AWS Nitro G1: signature, payload, attestation chain, attested key, manifest', async () => {
    const { result, fetchBootProof } = check(pair);
    await expect(result).resolves.toEqual({
      status: 'verified',
      organizationId: expectedOf(pair).organizationId,
      proofs: [pair.appProof],
      claims: [JSON.parse(pair.appProof.proofPayload).addressDerivationProof],
      bootProof: pair.bootProof,
      checkedAt: madeAt(pair),
    });
    expect(fetchBootProof).toHaveBeenCalledExactlyOnceWith(pair.appProof.publicKey);
  });

  it('carries its attestation payload as an indefinite-length CBOR map (0xbf … 0xff), as AWS Nitro encodes it', () => {
    const { payload } = parseCoseSign1(attestationOf(pair));
    expect(payload[0]).toBe(0xbf);
    expect(payload.at(-1)).toBe(0xff);
    const document = parseAttestationDocument(payload);
    expect(document).toMatchObject({ digest: 'SHA384', cabundle: expect.any(Array) });
    expect(toHex(document.publicKey!)).toBe(pair.appProof.publicKey);
  });

  it('still verifies years later: the certificates (a leaf of 3 hours) are checked at the attestation’s own time, not at the check’s', async () => {
    const later = Date.UTC(2030, 0, 1);
    await expect(check(pair, { now: later }).result).resolves.toMatchObject({ status: 'verified', checkedAt: later });
  });

  it('one flipped byte in the app proof’s signature: invalid, proof_invalid app-proof-signature naming appProofs[0].signature, and no boot proof is fetched', async () => {
    const signature = fromHex(pair.appProof.signature);
    signature[10] = signature[10]! ^ 0x01;
    const { result, fetchBootProof } = check(pair, { appProof: { ...pair.appProof, signature: toHex(signature) } });
    const outcome = await result;
    expect(outcome.status).toBe('invalid');
    expect(outcome.error).toBeInstanceOf(LoginKitError);
    expect(outcome.error).toEqual(refusal('app-proof-signature', 'appProofs[0].signature'));
    expect(outcome.error?.cause).toBeUndefined();
    expect(fetchBootProof).not.toHaveBeenCalled();
  });

  const decoderError = expect.objectContaining({ message: expect.stringContaining('CBOR decode error') });
  it.each<{ what: string; check: string; cause: unknown; at: (document: Uint8Array) => number }>([
    // The COSE signature (ES384, the last 96 bytes) no longer verifies with the leaf certificate.
    { what: 'the last byte of the COSE signature', check: 'boot-proof-signature', cause: undefined, at: (document) => document.length - 1 },
    // Signed content: the payload is no longer what the leaf signed.
    { what: 'a byte of the attested public_key', check: 'boot-proof-signature', cause: undefined, at: (document) => indexOf(document, fromHex(pair.appProof.publicKey)) + 70 },
    // The protected header's alg: -35 (ES384) becomes -36.
    { what: 'the protected header’s algorithm', check: 'boot-proof-signature', cause: undefined, at: () => 5 },
    // The leaf certificate's own signature (its last byte) no longer verifies with the intermediate's key.
    { what: 'the last byte of the leaf certificate', check: 'boot-proof-chain', cause: undefined, at: (document) => indexOf(document, leafOf(pair)) + leafOf(pair).length - 1 },
    // The payload map's indefinite-length head (0xbf) becomes 0xbe, whose additional information (30) is reserved: not CBOR.
    { what: 'the payload map’s indefinite-length head', check: 'boot-proof-format', cause: decoderError, at: (document) => indexOf(document, Uint8Array.of(0xbf, 0x69)) },
  ])('one flipped byte in the attestation ($what): invalid, proof_invalid $check naming bootProof.awsAttestationDocB64', async ({ check: failed, cause, at }) => {
    const outcome = await check(pair, { bootProof: withAttestationByteFlipped(pair.bootProof, at(attestationOf(pair))) }).result;
    expect(outcome.status).toBe('invalid');
    expect(outcome.error).toBeInstanceOf(LoginKitError);
    expect(outcome.error).toEqual(refusal(failed, 'bootProof.awsAttestationDocB64'));
    expect(outcome.error?.cause).toEqual(cause);
    expect(outcome.claims).toEqual([]);
  });

  it('no single flipped byte anywhere in the attestation verifies (64 positions spread over the document)', async () => {
    const length = attestationOf(pair).length;
    for (let step = 0; step < 64; step += 1) {
      const index = Math.floor((step * (length - 1)) / 63);
      const outcome = await check(pair, { bootProof: withAttestationByteFlipped(pair.bootProof, index) }).result;
      expect({ index, status: outcome.status, code: outcome.error?.code }).toEqual({ index, status: 'invalid', code: 'proof_invalid' });
    }
  });

  it('pinned to another root (here its own intermediate), the genuine chain is refused: boot-proof-chain', async () => {
    const intermediate = parseAttestationDocument(parseCoseSign1(attestationOf(pair)).payload).cabundle[1]!;
    const outcome = await check(pair, { enclaveRoot: derToPem(intermediate) }).result;
    expect(outcome.error).toEqual(refusal('boot-proof-chain', 'bootProof.awsAttestationDocB64'));
  });

  it('about another organization than the one expected: app-proof-payload', async () => {
    const outcome = await check(pair, { expected: { ...expectedOf(pair), organizationId: 'another-organization' } }).result;
    expect(outcome.error).toEqual(refusal('app-proof-payload', 'appProofs[0].proofPayload.organizationId'));
  });
});

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const hex = toHex(haystack);
  for (let at = hex.indexOf(toHex(needle)); at >= 0; at = hex.indexOf(toHex(needle), at + 1)) if (at % 2 === 0) return at / 2;
  throw new Error('not found');
}

/** The leaf certificate (DER) the attestation names. */
const leafOf = (pair: ProductionPair): Uint8Array => parseAttestationDocument(parseCoseSign1(attestationOf(pair)).payload).certificate;
