import { describe, expect, it } from 'vitest';
import { newTargetKey } from './test-utils/api-test-client';
import { ApiAccountTest } from './test-utils/api-account';
import type { RelayConfig } from './relay-config';
import type { StorePersistence } from './store';
import { emptyState, parseStoredState, type StoredState } from './stored-state';

const keys = { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) };

/** What `--data` does, in memory: the state saved as JSON text and parsed back at the next start. */
function jsonPersistence(): StorePersistence & { text?: string } {
  const persistence: StorePersistence & { text?: string } = {
    load: () => (persistence.text === undefined ? undefined : parseStoredState(JSON.parse(persistence.text))),
    save: (state: StoredState) => {
      persistence.text = JSON.stringify(state);
    },
  };
  return persistence;
}

describe('user tags, policies, private keys and seeded organizations in the stored state', () => {
  it('start empty and round-trip through JSON', () => {
    const state = emptyState(keys);
    expect(state).toMatchObject({ userTags: {}, policies: {}, privateKeys: {}, seededOrganizations: {} });
    expect(parseStoredState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('are filled in (empty) when reading a file written before them', () => {
    const { userTags: _tags, policies: _policies, privateKeys: _keys, seededOrganizations: _seeded, ...older } = emptyState(keys);
    expect(parseStoredState(JSON.parse(JSON.stringify(older)))).toEqual(emptyState(keys));
  });

  it.each(['userTags', 'policies', 'privateKeys', 'seededOrganizations'])('a malformed %s is refused naming it', (name) => {
    expect(() => parseStoredState({ ...emptyState(keys), [name]: [] })).toThrow(expect.objectContaining({ details: { field: `state.${name}` } }));
  });

  it('survive a restart with the same data: tags, updated users and policies, exported and deleted keys', async () => {
    const persistence = jsonPersistence();
    const config: Partial<RelayConfig> = {
      policies: [{ policyName: 'Deny tags', effect: 'EFFECT_DENY', condition: "activity.type == 'ACTIVITY_TYPE_CREATE_USER_TAG'" }],
      privateKeys: [
        { privateKeyName: 'kept', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] },
        { privateKeyName: 'dropped', curve: 'CURVE_ED25519', addressFormats: [] },
      ],
    };
    const first = new ApiAccountTest(config, { persistence });
    const ada = await first.signUp('ada@example.com');
    const policyId = ((await first.read<{ policies: { policyId: string }[] }>(ada, 'list_policies')).policies[0]?.policyId ?? '');
    await first.completed(ada, 'update_policy', { policyId, policyEffect: 'EFFECT_ALLOW' });
    const tag = await first.completed(ada, 'create_user_tag', { userTagName: 'admins', userIds: [ada.userId] });
    await first.completed(ada, 'update_user', { userId: ada.userId, userPhoneNumber: '+14155550100' });
    const [kept, dropped] = (await first.read<{ privateKeys: { privateKeyId: string }[] }>(ada, 'list_private_keys')).privateKeys;
    await first.completed(ada, 'export_private_key', { privateKeyId: kept?.privateKeyId, targetPublicKey: newTargetKey().publicKey });
    await first.completed(ada, 'delete_private_keys', { privateKeyIds: [dropped?.privateKeyId], deleteWithoutExport: true });

    const before = {
      user: await first.read(ada, 'get_user', { userId: ada.userId }),
      tags: await first.read(ada, 'list_user_tags'),
      policies: await first.read(ada, 'list_policies'),
      privateKeys: await first.read(ada, 'list_private_keys'),
    };
    const second = new ApiAccountTest(config, { persistence });
    second.now = first.now;
    expect({
      user: await second.read(ada, 'get_user', { userId: ada.userId }),
      tags: await second.read(ada, 'list_user_tags'),
      policies: await second.read(ada, 'list_policies'),
      privateKeys: await second.read(ada, 'list_private_keys'),
    }).toEqual(before);
    expect((before.user.user as { userTags: string[] }).userTags).toEqual([(tag.result.createUserTagResult as { userTagId: string }).userTagId]);
    expect(before.privateKeys).toMatchObject({ privateKeys: [{ privateKeyName: 'kept', exported: true }] });
    // Seeded once: the restart neither re-adds the deleted key nor resets the updated policy.
    expect(before.policies).toMatchObject({ policies: [{ policyId, effect: 'EFFECT_ALLOW' }] });
  });
});
