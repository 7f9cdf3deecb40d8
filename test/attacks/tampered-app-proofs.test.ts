/**
 * Attack: the relay passes app proofs through unverified (spec section 1), so one could alter a
 * proof or swap the key under it (protocol.md section 9). The kit verifies the signature with
 * the signing half of the proof's key and what the payload names: a tampered proof is
 * `proof_invalid` (the kit's code for app proofs; `details.check` says which check failed).
 */
import { describe, expect, it } from 'vitest';
import { publicKeyFromPrivateKey, randomPrivateKey, signP256WithPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Encode } from '../../src/core/encoding/utf8';
import type { AppProof } from '../../src/core/proofs/app-proof-types';
import { checkAppProofPayloads, readAppProof, verifyAppProofSignature } from '../../src/core/proofs/verify-app-proof';

const encryptionKey = toHex(publicKeyFromPrivateKey(randomPrivateKey(), false));
const signingKey = randomPrivateKey();
const claim = { organizationId: 'org-1', walletId: 'w-1', derivationPath: "m/44'/60'/0'/0/0", address: '0x00000000000000000000000000000000000000a1' };
const expected = { organizationId: 'org-1', walletId: 'w-1', accounts: [{ path: claim.derivationPath, address: claim.address }] };

function proof(payload: object, by = signingKey): AppProof {
  const proofPayload = JSON.stringify({ type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION', addressDerivationProof: payload });
  return {
    scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256',
    publicKey: encryptionKey + toHex(publicKeyFromPrivateKey(signingKey, false)),
    proofPayload,
    signature: toHex(signP256WithPrivateKey(by, utf8Encode(proofPayload))),
  };
}

async function verify(value: AppProof): Promise<void> {
  const read = readAppProof(value, 'appProofs[0]');
  await verifyAppProofSignature(read, 'appProofs[0]');
  checkAppProofPayloads([read], expected);
}

const failed = (check: string, field: string) => expect.objectContaining({ code: 'proof_invalid', details: { check, field } });

describe('tampered app proofs are rejected', () => {
  it('the genuine proof verifies', async () => {
    await expect(verify(proof(claim))).resolves.not.toThrow();
  });

  it("the payload altered after signing (the attacker's address)", async () => {
    const genuine = proof(claim);
    const forged = { ...genuine, proofPayload: genuine.proofPayload.replace(claim.address, '0x00000000000000000000000000000000000000e5') };
    await expect(verify(forged)).rejects.toThrow(failed('app-proof-signature', 'appProofs[0].signature'));
  });

  it("signed by the attacker under the genuine key", async () => {
    await expect(verify(proof(claim, randomPrivateKey()))).rejects.toThrow(failed('app-proof-signature', 'appProofs[0].signature'));
  });

  it("the signing half of the key swapped for the attacker's (who signed the payload)", async () => {
    const attacker = randomPrivateKey();
    const forged = { ...proof(claim, attacker), publicKey: encryptionKey + toHex(publicKeyFromPrivateKey(attacker, false)) };
    // The signature now verifies: what binds the key to an enclave is the boot proof (verify-boot-proof.ts), checked separately.
    await expect(verifyAppProofSignature(readAppProof(forged, 'appProofs[0]'), 'appProofs[0]')).resolves.not.toThrow();
    // Swapping the halves (signing with the encryption key's place) does not verify.
    const swapped = { ...proof(claim), publicKey: toHex(publicKeyFromPrivateKey(signingKey, false)) + encryptionKey };
    await expect(verify(swapped)).rejects.toThrow(failed('app-proof-signature', 'appProofs[0].signature'));
  });

  it('a genuine proof of another organization or wallet, replayed into this signup', async () => {
    await expect(verify(proof({ ...claim, organizationId: 'org-2' }))).rejects.toThrow(expect.objectContaining({ code: 'proof_invalid', details: expect.objectContaining({ check: 'app-proof-payload' }) }));
    await expect(verify(proof({ ...claim, walletId: 'w-2' }))).rejects.toThrow(expect.objectContaining({ code: 'proof_invalid', details: expect.objectContaining({ check: 'app-proof-payload' }) }));
  });

  it('an unknown scheme or a DER signature', async () => {
    await expect(verify({ ...proof(claim), scheme: 'SIGNATURE_SCHEME_NONE' } as never)).rejects.toThrow(failed('app-proof-format', 'appProofs[0].scheme'));
    await expect(verify({ ...proof(claim), signature: '3044' + proof(claim).signature })).rejects.toThrow(failed('app-proof-format', 'appProofs[0].signature'));
  });
});
