import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import type { AppProof } from './app-proof-types';
import { checkAppProofPayloads, readAppProof, verifyAppProofSignature } from './verify-app-proof';

const [valid, altered] = interop.appProof;
const vector = valid!.proof as AppProof;
const expected = {
  organizationId: 'sub-org-1',
  walletId: 'w-1',
  accounts: [{ path: "m/44'/60'/0'/0/0", address: '0x0000000000000000000000000000000000000001' }],
};

/** A proof of `payload` signed with `privateKey` (hex) under the vectors' 130-byte key. */
function signed(payload: string, privateKey: string, options: { lowS?: boolean } = {}): AppProof {
  const signature = p256.sign(utf8Encode(payload), fromHex(privateKey), { prehash: true, lowS: options.lowS ?? true, format: 'compact' });
  return { ...vector, proofPayload: payload, signature: toHex(signature) };
}

function check(proof: AppProof): Promise<void> {
  return verifyAppProofSignature(readAppProof(proof, 'appProofs[0]'), 'appProofs[0]');
}

describe('app proof signature (protocol.md section 9): ECDSA P-256 over SHA-256(proofPayload) by the last 65 bytes of publicKey', () => {
  it('the valid vector verifies', async () => {
    expect(valid!.valid).toBe(true);
    await expect(check(vector)).resolves.not.toThrow();
  });

  it('the payload-altered vector fails: app-proof-signature', async () => {
    expect(altered!.valid).toBe(false);
    await expect(check(altered!.proof as AppProof)).rejects.toThrow(expect.objectContaining({ code: 'proof_invalid', details: { check: 'app-proof-signature', field: 'appProofs[0].signature' } }));
  });

  it('the publicKey is encryption key ‖ signing key, and only the signing half verifies', async () => {
    expect(vector.publicKey).toBe(interop.keys.appProofEncrypt.publicKeyUncompressed + interop.keys.appProofSign.publicKeyUncompressed);
    await expect(check(signed(vector.proofPayload, interop.keys.appProofSign.privateKey))).resolves.not.toThrow();
    await expect(check(signed(vector.proofPayload, interop.keys.appProofEncrypt.privateKey))).rejects.toThrow(expect.objectContaining({ details: expect.objectContaining({ check: 'app-proof-signature' }) }));
  });

  it('accepts a high-s signature (the service promises no low-s form)', async () => {
    const high = signed(vector.proofPayload, interop.keys.appProofSign.privateKey, { lowS: false });
    const low = signed(vector.proofPayload, interop.keys.appProofSign.privateKey);
    const s = BigInt(`0x${low.signature.slice(64)}`);
    const flipped = { ...low, signature: low.signature.slice(0, 64) + (p256.Point.CURVE().n - s).toString(16).padStart(64, '0') };
    await expect(check(high)).resolves.not.toThrow();
    await expect(check(flipped)).resolves.not.toThrow();
  });

  it.each([
    [{ ...vector, scheme: 'SIGNATURE_SCHEME_TK_API_P256' }, 'appProofs[0].scheme'],
    [{ ...vector, publicKey: vector.publicKey.slice(0, 130) }, 'appProofs[0].publicKey'],
    [{ ...vector, signature: `${vector.signature}00` }, 'appProofs[0].signature'],
    [{ ...vector, proofPayload: 42 }, 'appProofs[0].proofPayload'],
    ['not an object', 'appProofs[0]'],
  ])('a malformed proof is app-proof-format naming the field (%#)', (value, field) => {
    expect(() => readAppProof(value, 'appProofs[0]')).toThrow(expect.objectContaining({ code: 'proof_invalid', details: { check: 'app-proof-format', field } }));
  });
});

describe('what the payload names must be what the service created', () => {
  it('the valid vector names the expected organization, wallet and address', () => {
    expect(checkAppProofPayloads([vector], expected)).toEqual([
      { organizationId: 'sub-org-1', walletId: 'w-1', derivationPath: "m/44'/60'/0'/0/0", address: '0x0000000000000000000000000000000000000001' },
    ]);
  });

  it.each([
    ['another organization', { ...expected, organizationId: 'sub-org-2' }, 'appProofs[0].proofPayload.organizationId'],
    ['another wallet', { ...expected, walletId: 'w-2' }, 'appProofs[0].proofPayload.walletId'],
    ['an address the service did not answer', { ...expected, accounts: [{ path: "m/44'/60'/0'/0/0", address: '0x02' }] }, 'appProofs[0].proofPayload.address'],
    ['the same address at another path', { ...expected, accounts: [{ path: "m/44'/60'/0'/0/1", address: expected.accounts[0]!.address }] }, 'appProofs[0].proofPayload.address'],
  ])('a proof about %s is app-proof-payload', (_what, expectation, field) => {
    expect(() => checkAppProofPayloads([vector], expectation)).toThrow(expect.objectContaining({ code: 'proof_invalid', details: { check: 'app-proof-payload', field } }));
  });

  it('an account without a proof is app-proof-payload naming the account', () => {
    const twoAccounts = { ...expected, accounts: [...expected.accounts, { path: "m/44'/60'/0'/0/1", address: '0x03' }] };
    expect(() => checkAppProofPayloads([vector], twoAccounts)).toThrow(expect.objectContaining({ details: { check: 'app-proof-payload', field: 'wallet.accounts[1]' } }));
  });

  it('a payload that is not JSON, or has no type, is app-proof-payload', () => {
    expect(() => checkAppProofPayloads([{ ...vector, proofPayload: '{' }], expected)).toThrow(expect.objectContaining({ details: expect.objectContaining({ check: 'app-proof-payload' }) }));
    expect(() => checkAppProofPayloads([{ ...vector, proofPayload: '{}' }], expected)).toThrow(expect.objectContaining({ details: expect.objectContaining({ check: 'app-proof-payload' }) }));
  });

  it('a proof of another kind must be about the same organization', () => {
    const policy = (organizationId: string): AppProof => ({
      ...vector,
      proofPayload: JSON.stringify({ type: 'APP_PROOF_TYPE_POLICY_OUTCOME', timestampMs: '1', policyOutcomeProof: { organizationId, outcome: 'OUTCOME_ALLOW' } }),
    });
    expect(checkAppProofPayloads([policy('sub-org-1')], { organizationId: 'sub-org-1' })).toEqual([]);
    expect(() => checkAppProofPayloads([policy('sub-org-9')], { organizationId: 'sub-org-1' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ check: 'app-proof-payload' }) }));
  });
});
