/**
 * Attack: a relay substitutes its own OTP encryption target (to read the code) or an export
 * bundle (protocol.md section 4). Envelopes verify against the PINNED enclave key first, then the
 * signature over `data`: another signer or altered data is `signature_invalid`; a well-signed
 * envelope for another organization is `bundle_invalid`.
 */
import { describe, expect, it } from 'vitest';
import { signEnclaveEnvelope } from '../../src/core/crypto/private-key-signing';
import { decryptExportBundle, encryptExportBundle } from '../../src/core/crypto/export-bundle';
import { encryptOtpCode, parseOtpTargetBundle } from '../../src/core/crypto/otp-encryption';
import { signOtpTargetBundle } from '../../src/core/crypto/private-key-signing';
import { publicKeyFromPrivateKey, randomPrivateKey, signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Encode } from '../../src/core/encoding/utf8';

const tlsFetcher = randomPrivateKey();
const pinnedTlsFetcher = publicKeyFromPrivateKey(tlsFetcher, false);
const attacker = randomPrivateKey();
const target = publicKeyFromPrivateKey(randomPrivateKey(), false);
const attackerTarget = publicKeyFromPrivateKey(randomPrivateKey(), false);
const field = 'otpEncryptionTargetBundle';
const signatureInvalid = expect.objectContaining({ code: 'signature_invalid', details: { field } });

type Envelope = { data: string; dataSignature: string; enclaveQuorumPublic: string };
const envelope = JSON.parse(signOtpTargetBundle(target, tlsFetcher)) as Envelope;
const withData = (data: unknown): string => toHex(utf8Encode(JSON.stringify(data)));

describe('tampered OTP target bundles are rejected with signature_invalid', () => {
  it('the genuine bundle gives its target key', async () => {
    expect(await parseOtpTargetBundle(JSON.stringify(envelope), pinnedTlsFetcher)).toEqual(target);
  });

  it("the attacker's own target, signed by the attacker and naming the attacker as signer", async () => {
    await expect(parseOtpTargetBundle(signOtpTargetBundle(attackerTarget, attacker), pinnedTlsFetcher)).rejects.toThrow(signatureInvalid);
  });

  it("the attacker's target under the genuine signature and signer (data swapped)", async () => {
    const forged = { ...envelope, data: withData({ targetPublic: toHex(attackerTarget) }) };
    await expect(parseOtpTargetBundle(JSON.stringify(forged), pinnedTlsFetcher)).rejects.toThrow(signatureInvalid);
  });

  it('the genuine signer named, but the signature made by the attacker', async () => {
    const attackers = JSON.parse(signOtpTargetBundle(attackerTarget, attacker)) as Envelope;
    const forged = { ...attackers, enclaveQuorumPublic: envelope.enclaveQuorumPublic };
    await expect(parseOtpTargetBundle(JSON.stringify(forged), pinnedTlsFetcher)).rejects.toThrow(signatureInvalid);
  });

  it('a signature of other data (replayed from another envelope)', async () => {
    const other = JSON.parse(signOtpTargetBundle(attackerTarget, tlsFetcher)) as Envelope;
    await expect(parseOtpTargetBundle(JSON.stringify({ ...envelope, dataSignature: other.dataSignature }), pinnedTlsFetcher)).rejects.toThrow(signatureInvalid);
  });

  it('the code is never encrypted to a substituted target: encryptOtpCode refuses first', async () => {
    await expect(
      encryptOtpCode({ otpEncryptionTargetBundle: signOtpTargetBundle(attackerTarget, attacker), otpCode: '123456', publicKey: toHex(publicKeyFromPrivateKey(randomPrivateKey())), tlsFetcherKey: pinnedTlsFetcher }),
    ).rejects.toEqual(signatureInvalid);
  });
});

describe('tampered export bundles are rejected', () => {
  const signer = randomPrivateKey();
  const pinnedSigner = publicKeyFromPrivateKey(signer, false);
  const receiver = randomPrivateKey();
  const receiverPublic = publicKeyFromPrivateKey(receiver, false);

  it('signed by another key: signature_invalid', async () => {
    const forged = await encryptExportBundle(randomPrivateKey(), receiverPublic, 'org-1', signingKeyFromPrivateKey(attacker));
    await expect(decryptExportBundle(forged, 'org-1', receiver, pinnedSigner)).rejects.toMatchObject({ code: 'signature_invalid', details: { field: 'exportBundle' } });
  });

  it("genuinely signed for another organization: bundle_invalid", async () => {
    const other = await encryptExportBundle(randomPrivateKey(), receiverPublic, 'org-2', signingKeyFromPrivateKey(signer));
    await expect(decryptExportBundle(other, 'org-1', receiver, pinnedSigner)).rejects.toMatchObject({ code: 'bundle_invalid', details: { field: 'exportBundle' } });
  });

  it('genuinely signed, but the ciphertext inside is not sealed to this receiver: bundle_invalid', async () => {
    const sealedElsewhere = await encryptExportBundle(randomPrivateKey(), publicKeyFromPrivateKey(randomPrivateKey(), false), 'org-1', signingKeyFromPrivateKey(signer));
    await expect(decryptExportBundle(sealedElsewhere, 'org-1', receiver, pinnedSigner)).rejects.toMatchObject({ code: 'bundle_invalid', details: { field: 'exportBundle' } });
  });

  it('the data rewritten under the genuine signature: signature_invalid', async () => {
    const genuine = JSON.parse(await encryptExportBundle(randomPrivateKey(), receiverPublic, 'org-1', signingKeyFromPrivateKey(signer))) as Envelope;
    const forged = { ...genuine, data: JSON.parse(signEnclaveEnvelope({ encappedPublic: toHex(receiverPublic), ciphertext: '00', organizationId: 'org-1' }, attacker)).data };
    await expect(decryptExportBundle(JSON.stringify(forged), 'org-1', receiver, pinnedSigner)).rejects.toMatchObject({ code: 'signature_invalid' });
  });
});
