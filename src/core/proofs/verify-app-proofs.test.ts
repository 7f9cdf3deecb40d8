import { describe, expect, it, vi } from 'vitest';
import productionProofs from '../../../test/vectors/production-proofs.json';
import { verifyAppProofs, type VerifyAppProofsInput } from '../index';

// verifyAppProofs as loginkit/core exports it: its arguments and the outcomes that are not about a
// proof's content (production-proofs.test.ts checks genuine and altered proofs).

const [pair] = productionProofs.vectors;
const valid: VerifyAppProofsInput = {
  proofs: [pair!.appProof],
  expected: { organizationId: JSON.parse(pair!.appProof.proofPayload).addressDerivationProof.organizationId },
  fetchBootProof: async () => ({ bootProof: pair!.bootProof }),
  now: 1758058763571,
};

describe('verifyAppProofs(input)', () => {
  it('with no proofs to check is absent, fetching nothing', async () => {
    const fetchBootProof = vi.fn();
    for (const proofs of [undefined, []]) {
      await expect(verifyAppProofs({ ...valid, proofs, fetchBootProof })).resolves.toEqual({ status: 'absent', organizationId: valid.expected.organizationId, proofs: [], claims: [], checkedAt: valid.now });
    }
    expect(fetchBootProof).not.toHaveBeenCalled();
  });

  it('reports checkedAt as now, Date.now() when it is left out', async () => {
    const before = Date.now();
    const { now: _now, ...withoutNow } = valid;
    const result = await verifyAppProofs(withoutNow);
    expect(result.status).toBe('verified');
    expect(result.checkedAt).toBeGreaterThanOrEqual(before);
  });

  it('a boot proof that cannot be fetched is invalid (boot-proof-fetch), with what was thrown as cause', async () => {
    const failure = new Error('get_boot_proof: HTTP 503');
    const result = await verifyAppProofs({ ...valid, fetchBootProof: () => Promise.reject(failure) });
    expect(result).toMatchObject({ status: 'invalid', error: { code: 'proof_invalid', details: { check: 'boot-proof-fetch' }, cause: failure } });
  });

  it('an answer without a bootProof object is invalid (boot-proof-format naming bootProof)', async () => {
    const result = await verifyAppProofs({ ...valid, fetchBootProof: async () => ({}) });
    expect(result.error).toMatchObject({ code: 'proof_invalid', details: { check: 'boot-proof-format', field: 'bootProof' } });
  });

  it.each<[string, Partial<Record<keyof VerifyAppProofsInput, unknown>>]>([
    ['proofs', { proofs: 'not an array' }],
    ['expected.organizationId', { expected: { organizationId: '' } }],
    ['expected.organizationId', { expected: undefined }],
    ['expected.walletId', { expected: { organizationId: 'o', walletId: 7 } }],
    ['expected.accounts', { expected: { organizationId: 'o', accounts: {} } }],
    ['fetchBootProof', { fetchBootProof: 'https://api.turnkey.com' }],
    ['enclaveRoot', { enclaveRoot: 'not a certificate' }],
    ['enclaveRoot', { enclaveRoot: new Uint8Array(8) }],
    ['now', { now: Number.NaN }],
  ])('rejects with invalid_input naming %s when that argument is malformed', async (field, change) => {
    await expect(verifyAppProofs({ ...valid, ...change } as VerifyAppProofsInput)).rejects.toMatchObject({ code: 'invalid_input', details: { field } });
  });
});
