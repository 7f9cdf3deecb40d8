import { describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { ApiAccountTest } from '../../test-utils/api-account';
import { activityTypes, newTargetKey, type Operation } from '../../test-utils/api-test-client';
import { garbage, paths, replaced } from '../../test-utils/fuzz';
import { errorInfo } from '../../test-utils/relay-test-client';

async function setup() {
  const test = new ApiAccountTest({
    policies: [{ policyName: 'Allow', effect: 'EFFECT_ALLOW', condition: "activity.type != 'ACTIVITY_TYPE_EXPORT_WALLET'" }],
    privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
  });
  const ada = await test.signUp('ada@example.com');
  const tag = await test.completed(ada, 'create_user_tag', { userTagName: 'tag', userIds: [] });
  const userTagId = (tag.result.createUserTagResult as { userTagId: string }).userTagId;
  const policyId = (await test.read<{ policies: { policyId: string }[] }>(ada, 'list_policies')).policies[0]?.policyId ?? '';
  const privateKeyId = (await test.read<{ privateKeys: { privateKeyId: string }[] }>(ada, 'list_private_keys')).privateKeys[0]?.privateKeyId ?? '';
  return { test, ada, userTagId, policyId, privateKeyId };
}

function expectNamedRefusal(result: { status: number; body: Record<string, unknown> }, label: string): void {
  expect(result.status, label).not.toBe(500);
  expect([200, 400, 401, 403, 404, 409], label).toContain(result.status);
  if (result.status >= 400) {
    const { field } = errorInfo(result.body);
    expect(field, label).toEqual(expect.any(String));
    expect(result.body.message, label).toMatch(new RegExp(`^${field?.replace(/[[\]().]/g, '\\$&')}: `));
  }
}

describe('garbage in the bodies of the user, tag, API key, policy and private key operations never makes a 500', () => {
  it.each(['update_user', 'create_user_tag', 'create_api_keys', 'update_policy', 'delete_private_keys', 'export_private_key'] as const)(
    'submit %s',
    async (operation: Operation) => {
      const { test, ada, userTagId, policyId, privateKeyId } = await setup();
      const parameters = {
        update_user: { userId: ada.userId, userName: 'n', userEmail: 'a@example.com', userTagIds: [userTagId], userPhoneNumber: '+14155550100' },
        create_user_tag: { userTagName: 'other', userIds: [ada.userId] },
        create_api_keys: {
          userId: ada.userId,
          apiKeys: [{ apiKeyName: 'k', publicKey: toHex(signingKeyFromPrivateKey(randomPrivateKey()).publicKey), curveType: 'API_KEY_CURVE_P256', expirationSeconds: '60' }],
        },
        update_policy: { policyId, policyName: 'p', policyEffect: 'EFFECT_ALLOW', policyCondition: 'true', policyConsensus: 'c', policyNotes: 'n' },
        delete_private_keys: { privateKeyIds: [privateKeyId], deleteWithoutExport: false },
        export_private_key: { privateKeyId, targetPublicKey: newTargetKey().publicKey },
      }[operation as string];
      const template = { type: activityTypes[operation], timestampMs: String(test.now), organizationId: ada.organizationId, parameters, generateAppProofs: false };
      for (const at of paths(template)) {
        for (const value of garbage) {
          const body = replaced(template, at, value) as Record<string, unknown>;
          expectNamedRefusal(await test.api.post(`/public/v1/submit/${operation}`, body, ada.key), `${operation} ${JSON.stringify(body).slice(0, 200)}`);
        }
      }
    },
  );

  it.each([
    ['get_user', { userId: 'USER' }],
    ['list_user_tags', {}],
    ['get_api_keys', { userId: 'USER' }],
    ['list_policies', {}],
    ['get_policy', { policyId: 'POLICY' }],
    ['list_private_keys', {}],
    ['get_private_key', { privateKeyId: 'KEY' }],
  ])('query %s', async (name, extra) => {
    const { test, ada, policyId, privateKeyId } = await setup();
    const template = JSON.parse(
      JSON.stringify({ organizationId: ada.organizationId, timestampMs: String(test.now), ...extra })
        .replace('"USER"', JSON.stringify(ada.userId))
        .replace('"POLICY"', JSON.stringify(policyId))
        .replace('"KEY"', JSON.stringify(privateKeyId)),
    ) as Record<string, unknown>;
    for (const at of paths(template)) {
      for (const value of garbage) {
        const body = replaced(template, at, value) as Record<string, unknown>;
        expectNamedRefusal(await test.api.query(name, body, ada.key), `${name} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
  });
});
