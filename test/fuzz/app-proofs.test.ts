import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { publicKeyFromPrivateKey, randomPrivateKey, signP256WithPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Encode } from '../../src/core/encoding/utf8';
import { parseAttestationDocument, parseCoseSign1 } from '../../src/core/proofs/attestation-document';
import { checkAppProofPayloads, readAppProof, verifyAppProofSignature } from '../../src/core/proofs/verify-app-proof';
import { readBootProof } from '../../src/core/proofs/verify-boot-proof';
import { acceptsOrRefuses, acceptsOrRefusesAsync, anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const proofRefusal = (field: RegExp) => ({ codes: ['proof_invalid'], field }) as const;

const signingKey = randomPrivateKey();
const payload = JSON.stringify({
  type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION',
  addressDerivationProof: { organizationId: 'org-1', walletId: 'w-1', derivationPath: "m/44'/60'/0'/0/0", address: '0x01' },
});
const validProof = {
  scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256',
  publicKey: toHex(publicKeyFromPrivateKey(randomPrivateKey(), false)) + toHex(publicKeyFromPrivateKey(signingKey, false)),
  proofPayload: payload,
  signature: toHex(signP256WithPrivateKey(signingKey, utf8Encode(payload))),
};
const expected = { organizationId: 'org-1', walletId: 'w-1', accounts: [{ path: "m/44'/60'/0'/0/0", address: '0x01' }] };

/** CBOR values of any shape (maps with text and integer keys, byte strings, arrays). */
const anyCbor: fc.Arbitrary<CBORType> = fc.letrec<{ value: CBORType }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer(),
    fc.string({ maxLength: 20 }),
    fc.uint8Array({ maxLength: 40 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -40, max: 40 })), tie('value')), { maxLength: 6 }).map((entries) => new Map(entries) as CBORType),
  ),
})).value;

describe('app proofs and boot proofs (protocol.md section 9): any input is read or refused as proof_invalid naming the field', () => {
  it('readAppProof and the signature check: any JSON and edits of a valid proof', async () => {
    const check = (value: unknown): Promise<void> =>
      acceptsOrRefusesAsync(() => verifyAppProofSignature(readAppProof(value, 'appProofs[0]'), 'appProofs[0]'), proofRefusal(/^appProofs\[0\]/));
    await tally.check('app proof: any JSON', fc.asyncProperty(anyJson, check), 3000);
    await tally.check('app proof: edited members', fc.asyncProperty(mutatedJson(validProof), check), 800);
  }, fuzzTimeout(3));

  it('checkAppProofPayloads: payloads of any JSON and edits of a valid payload', async () => {
    const check = (proofPayload: string): void =>
      acceptsOrRefuses(() => checkAppProofPayloads([{ ...validProof, proofPayload } as never], expected), proofRefusal(/^appProofs\[0\]|^wallet\.accounts/));
    await tally.check('app proof payload: any text', fc.property(anyText, check), 1500);
    await tally.check('app proof payload: any JSON', fc.property(anyJson, (value) => check(JSON.stringify(value) ?? '')), 1500);
    await tally.check('app proof payload: edited members', fc.property(mutatedJson(JSON.parse(payload) as Record<string, unknown>), (value) => check(JSON.stringify(value) ?? '')), 1500);
  }, fuzzTimeout(2));

  it('readBootProof: any JSON answer', async () => {
    const check = (value: unknown): void => acceptsOrRefuses(() => readBootProof({ bootProof: value }), proofRefusal(/^bootProof/));
    await tally.check('boot proof: any JSON', fc.property(anyJson, check), 2000);
    const validBootProof = {
      ephemeralPublicKeyHex: validProof.publicKey,
      awsAttestationDocB64: 'AA==',
      qosManifestB64: 'AA==',
      qosManifestEnvelopeB64: 'AA==',
      deploymentLabel: 'label',
      enclaveApp: 'signer',
      owner: 'owner',
      createdAt: { seconds: '1', nanos: '0' },
      qosManifestVersion: 'v1',
    };
    await tally.check('boot proof: edited members', fc.property(mutatedJson(validBootProof), check), 1500);
  }, fuzzTimeout(1));

  it('the attestation document: any bytes and any CBOR as the COSE_Sign1 and as its payload', async () => {
    const check = (bytes: Uint8Array): void =>
      acceptsOrRefuses(() => parseAttestationDocument(parseCoseSign1(bytes).payload), proofRefusal(/^bootProof\.awsAttestationDocB64$/));
    await tally.check('COSE_Sign1: any bytes', fc.property(fc.uint8Array({ maxLength: 200 }), check), 3000);
    await tally.check('COSE_Sign1: any CBOR', fc.property(anyCbor, (value) => check(encodeCBOR(value))), 2000);
    await tally.check(
      'attestation payload: any CBOR map',
      fc.property(anyCbor, (value) => check(encodeCBOR([new Uint8Array(0), new Map(), encodeCBOR(value), new Uint8Array(96)]))),
      2000,
    );
  }, fuzzTimeout(2));
});
