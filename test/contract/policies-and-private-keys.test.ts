/**
 * Policies and private keys (seeded per organization from the relay config's `policies` and
 * `privateKeys`) through `kit.account()` against the mock relay.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { toHex } from '../../src/core/encoding/hex';
import type { Policy, PrivateKey } from '../../src/core/internal';
import { completed, createContractHarness, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

const policyNamed = async (name: string): Promise<Policy> => {
  const policy = (await h.account.getPolicies()).find((item) => item.policyName === name);
  if (policy === undefined) throw new Error(`no policy ${name}`);
  return policy;
};

const keyNamed = async (name: string): Promise<PrivateKey> => {
  const key = (await h.account.getPrivateKeys()).find((item) => item.privateKeyName === name);
  if (key === undefined) throw new Error(`no private key ${name}`);
  return key;
};

describe('list_policies', () => {
  it("reads the organization's own copies of the configured policies, in Turnkey's shape", async () => {
    expect(await h.account.getPolicies()).toEqual([
      expect.objectContaining({ policyId: expect.any(String), policyName: 'Profile edits', effect: 'EFFECT_ALLOW', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'" }),
      expect.objectContaining({ policyName: 'Reviewed keys', effect: 'EFFECT_ALLOW', notes: 'seeded' }),
    ]);
  });

  it('the mock also answers the old path get_policies (an alias)', async () => {
    const alias = await h.raw.query('get_policies', {});
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual((await h.raw.query('list_policies', {})).body);
  });
});

describe('get_policy', () => {
  it('reads one policy by id', async () => {
    const listed = await policyNamed('Reviewed keys');
    expect(await h.account.getPolicy({ policyId: listed.policyId })).toEqual(listed);
  });

  it("another organization's policy is not_found", async () => {
    const theirs = (await h.raw.query('list_policies', {})).body.policies as { policyId: string }[];
    expect(await refusal(() => h.account.getPolicy({ policyId: theirs[0]?.policyId ?? '' }))).toMatchObject({ code: 'not_found', details: { field: 'policyId' } });
  });
});

describe('update_policy', () => {
  it('with EFFECT_DENY on ACTIVITY_TYPE_UPDATE_USER: get_policy shows it, and update_user is then refused naming the policy', async () => {
    const policy = await policyNamed('Profile edits');
    expect(completed(await h.account.updatePolicy({ policyId: policy.policyId, policyEffect: 'EFFECT_DENY', policyNotes: 'frozen' }))).toEqual({ policyId: policy.policyId });
    expect(await h.account.getPolicy({ policyId: policy.policyId })).toMatchObject({ effect: 'EFFECT_DENY', notes: 'frozen' });

    const denied = await refusal(() => h.account.updateUser({ userName: 'Mallory' }));
    expect(denied).toMatchObject({ name: 'LoginKitError', code: 'permission_denied', details: { status: 403, serviceCode: 7, reason: 'PERMISSION_DENIED' } });
    expect(denied.message).toContain('ACTIVITY_TYPE_UPDATE_USER is denied by policy "Profile edits"');
    expect(denied.message).toContain(policy.policyId);
    expect((await h.account.getUser()).userName).not.toBe('Mallory');

    // Other activities still run, and allowing again lets the change through.
    completed(await h.account.updatePolicy({ policyId: policy.policyId, policyEffect: 'EFFECT_ALLOW' }));
    completed(await h.account.updateUser({ userName: 'Ada' }));
    expect((await h.account.getUser()).userName).toBe('Ada');
  });

  it('a condition the mock cannot read is refused as invalid_input naming it', async () => {
    const policy = await policyNamed('Reviewed keys');
    const error = await refusal(() => h.account.updatePolicy({ policyId: policy.policyId, policyCondition: 'activity.type ==' }));
    expect(error).toMatchObject({ code: 'invalid_input', details: { status: 400, field: 'policyCondition' } });
  });
});

describe('list_private_keys', () => {
  it('reads the configured keys with their public keys (never the key material)', async () => {
    const keys = await h.account.getPrivateKeys();
    expect(keys).toEqual([
      expect.objectContaining({ privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', publicKey: expect.stringMatching(/^04[0-9a-f]{128}$/), exported: false }),
      expect.objectContaining({ privateKeyName: 'payouts', curve: 'CURVE_ED25519', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/), exported: false }),
    ]);
    expect(JSON.stringify(keys)).not.toMatch(/"privateKey"/);
  });

  it('the mock also answers the old path get_private_keys (an alias)', async () => {
    expect((await h.raw.query('get_private_keys', {})).body).toEqual((await h.raw.query('list_private_keys', {})).body);
  });
});

describe('export_private_key', () => {
  it.each([
    ['treasury', (secret: Uint8Array) => toHex(secp256k1.getPublicKey(secret, false))],
    ['payouts', (secret: Uint8Array) => toHex(ed25519.getPublicKey(secret))],
  ] as const)('%s: the decrypted bytes are the key whose public key the mock lists; the key then reads as exported', async (name, publicKeyOf) => {
    const listed = await keyNamed(name);
    const result = completed(await h.account.exportPrivateKey({ privateKeyId: listed.privateKeyId }));
    expect(result.privateKeyId).toBe(listed.privateKeyId);
    expect(result.privateKey).toBeInstanceOf(Uint8Array);
    expect(result.privateKey).toHaveLength(32);
    expect(publicKeyOf(result.privateKey)).toBe(listed.publicKey);
    expect(await keyNamed(name)).toMatchObject({ exported: true });
  });

  it("another organization's key is not_found (and nothing is decrypted)", async () => {
    const theirs = (await h.raw.query('list_private_keys', {})).body.privateKeys as { privateKeyId: string }[];
    expect(await refusal(() => h.account.exportPrivateKey({ privateKeyId: theirs[0]?.privateKeyId ?? '' }))).toMatchObject({ code: 'not_found' });
  });
});

describe('delete_private_keys', () => {
  it('a key never exported is refused as failed_precondition naming it; deleteWithoutExport deletes it; list_private_keys no longer has it', async () => {
    const payouts = await keyNamed('payouts');
    const refused = await refusal(() => h.account.deletePrivateKeys({ privateKeyIds: [payouts.privateKeyId] }));
    expect(refused).toMatchObject({ code: 'failed_precondition', details: { status: 400, serviceCode: 9, reason: 'FAILED_PRECONDITION', field: 'privateKeyIds[0]' } });
    expect(refused.message).toMatch(/never exported/);

    expect(completed(await h.account.deletePrivateKeys({ privateKeyIds: [payouts.privateKeyId], deleteWithoutExport: true }))).toEqual({ privateKeyIds: [payouts.privateKeyId] });
    expect((await h.account.getPrivateKeys()).map((key) => key.privateKeyName)).toEqual(['treasury']);
  });

  it('an exported key is deleted without the flag', async () => {
    const treasury = await keyNamed('treasury');
    completed(await h.account.exportPrivateKey({ privateKeyId: treasury.privateKeyId }));
    completed(await h.account.deletePrivateKeys({ privateKeyIds: [treasury.privateKeyId] }));
    expect((await h.account.getPrivateKeys()).map((key) => key.privateKeyName)).toEqual(['payouts']);
  });
});
