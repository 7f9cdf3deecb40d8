import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { maxEnvelopeLength, verifyEnclaveEnvelope } from './enclave-envelope';
import { signEnclaveEnvelope } from './private-key-signing';
import { rawToDerSignature } from './p256';
import { signP256WithPrivateKey } from './p256-private-key';

const [valid, swapped, otherSigner] = interop.otpTargetBundle;
const { tlsFetcher, signer } = interop.keys;
const FIELD = 'otpEncryptionTargetBundle';

describe('enclave envelopes: pinned key, then signature over SHA-256(data bytes), then data', () => {
  it('returns the data of the valid OTP target bundle vector (pinned key as hex or bytes)', async () => {
    expect(await verifyEnclaveEnvelope(valid!.bundle, valid!.pinnedSignerPublicKey, FIELD)).toEqual({ targetPublic: valid!.targetPublic });
    expect(await verifyEnclaveEnvelope(valid!.bundle, fromHex(tlsFetcher.publicKeyCompressed), FIELD)).toEqual({ targetPublic: valid!.targetPublic });
  });

  it('rejects data swapped under a kept signature as signature_invalid', async () => {
    await expect(verifyEnclaveEnvelope(swapped!.bundle, swapped!.pinnedSignerPublicKey, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid', details: { field: FIELD } }),
    );
  });

  it('rejects an envelope from a key other than the pinned one as signature_invalid', async () => {
    await expect(verifyEnclaveEnvelope(otherSigner!.bundle, otherSigner!.pinnedSignerPublicKey, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid' }),
    );
  });

  it('checks the pinned key first: a self-consistent envelope from another signer is rejected', async () => {
    const forged = signEnclaveEnvelope({ targetPublic: valid!.targetPublic }, fromHex(signer.privateKey));
    expect(await verifyEnclaveEnvelope(forged, signer.publicKeyUncompressed, FIELD)).toEqual({ targetPublic: valid!.targetPublic });
    await expect(verifyEnclaveEnvelope(forged, tlsFetcher.publicKeyUncompressed, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid' }),
    );
  });

  it.each([
    ['not JSON', '{"data":'],
    ['a JSON array', '[]'],
    ['missing dataSignature', JSON.stringify({ data: '7b7d', enclaveQuorumPublic: tlsFetcher.publicKeyUncompressed })],
  ])('rejects an envelope that is %s as bundle_invalid naming the field', async (_why, envelope) => {
    await expect(verifyEnclaveEnvelope(envelope, tlsFetcher.publicKeyUncompressed, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'bundle_invalid', details: { field: FIELD } }),
    );
  });

  it(`reads an envelope of up to maxEnvelopeLength (${maxEnvelopeLength}) characters and refuses a longer one before parsing it`, async () => {
    const key = fromHex(tlsFetcher.privateKey);
    const sized = (pad: number) => signEnclaveEnvelope({ targetPublic: valid!.targetPublic, pad: 'p'.repeat(pad) }, key);
    const near = sized(7800);
    expect(near.length).toBeLessThanOrEqual(maxEnvelopeLength);
    expect(await verifyEnclaveEnvelope(near, tlsFetcher.publicKeyUncompressed, FIELD)).toMatchObject({ targetPublic: valid!.targetPublic });
    const over = sized(8200);
    expect(over.length).toBeGreaterThan(maxEnvelopeLength);
    await expect(verifyEnclaveEnvelope(over, tlsFetcher.publicKeyUncompressed, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'bundle_invalid', details: { field: FIELD }, message: `${FIELD}: is longer than ${maxEnvelopeLength} characters; not read` }),
    );
  });

  it('refuses an envelope that is not a string, and a dataSignature longer than a DER signature can be', async () => {
    await expect(verifyEnclaveEnvelope(42 as unknown as string, tlsFetcher.publicKeyUncompressed, FIELD)).rejects.toMatchObject({ code: 'bundle_invalid', details: { field: FIELD } });
    const parsed = JSON.parse(valid!.bundle) as Record<string, string>;
    const envelope = JSON.stringify({ ...parsed, dataSignature: `${parsed.dataSignature}${'00'.repeat(80)}` });
    await expect(verifyEnclaveEnvelope(envelope, valid!.pinnedSignerPublicKey, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'bundle_invalid', message: `${FIELD}: dataSignature is longer than 144 hex characters` }),
    );
  });

  it('rejects correctly signed data that is not JSON as bundle_invalid', async () => {
    const bytes = utf8Encode('not json');
    const envelope = JSON.stringify({
      data: toHex(bytes),
      dataSignature: toHex(rawToDerSignature(signP256WithPrivateKey(fromHex(tlsFetcher.privateKey), bytes))),
      enclaveQuorumPublic: tlsFetcher.publicKeyUncompressed,
    });
    await expect(verifyEnclaveEnvelope(envelope, tlsFetcher.publicKeyUncompressed, FIELD)).rejects.toThrowError(
      expect.objectContaining({ code: 'bundle_invalid' }),
    );
  });

  it('signEnclaveEnvelope writes version first when given, and the signer’s uncompressed key', () => {
    const envelope = signEnclaveEnvelope({ a: 1 }, fromHex(signer.privateKey), 'v1.0.0');
    const parsed = JSON.parse(envelope) as Record<string, string>;
    expect(Object.keys(parsed)).toEqual(['version', 'data', 'dataSignature', 'enclaveQuorumPublic']);
    expect(parsed.enclaveQuorumPublic).toBe(signer.publicKeyUncompressed);
    expect(Object.keys(JSON.parse(signEnclaveEnvelope({}, fromHex(signer.privateKey))) as object)).toEqual([
      'data',
      'dataSignature',
      'enclaveQuorumPublic',
    ]);
  });
});
