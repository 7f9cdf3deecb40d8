import { describe, expect, it } from 'vitest';
import { decryptCredentialBundle } from '../../core/crypto/credential-bundle';
import { publicKeyFromPrivateKey } from '../../core/crypto/p256-private-key';
import { toHex } from '../../core/encoding/hex';
import { parseActivityResponse } from '../../core/transport/activity';
import { ApiAccountTest } from '../test-utils/api-account';
import { newTargetKey, openSessionKey } from '../test-utils/api-test-client';
import { postFaults } from '../test-utils/fault-rules';

const endpoint = '/public/v1/submit/create_read_write_session';

async function setFaults(test: ApiAccountTest, ...rules: Record<string, unknown>[]): Promise<void> {
  expect((await postFaults(test.relay, { rules })).status).toBe(200);
}

describe('substitute-bundle: create_read_write_session answers a key of the relay’s own, sealed to the target key', () => {
  it("owner 'none': the bundle opens with the target private key to a key that no account holds; whoami stamped with it is refused", async () => {
    const test = new ApiAccountTest();
    const ada = await test.signUp('ada@example.com');
    await setFaults(test, { endpoint, fault: 'substitute-bundle', owner: 'none', contact: 'ada@example.com' });
    const usersBefore = Object.keys(test.relay.state.users).length;

    const { result, key } = await test.api.createSession(ada.organizationId, ada.key);
    expect(result).toMatchObject({ organizationId: ada.organizationId, userId: ada.userId });
    const registered = Object.values(test.relay.state.apiKeys).map((apiKey) => apiKey.publicKey);
    expect(registered).not.toContain(toHex(key.publicKey));
    const whoami = await test.api.query('whoami', { organizationId: ada.organizationId }, key);
    expect(whoami.status).toBe(401);
    expect(Object.keys(test.relay.state.users)).toHaveLength(usersBefore);
  });

  it("owner 'to': the key is a session key of `to`’s account (made when none) with the genuine key’s expiry, and the result names that account", async () => {
    const test = new ApiAccountTest();
    const ada = await test.signUp('ada@example.com');
    await setFaults(test, { endpoint, fault: 'substitute-bundle', owner: 'to', to: 'mallory@example.com', contact: 'ada@example.com' });

    const { result, key } = await test.api.createSession(ada.organizationId, ada.key, { expirationSeconds: '600' });
    const mallory = Object.values(test.relay.state.users).find((user) => user.email === 'mallory@example.com');
    expect(mallory).toBeDefined();
    expect(result).toMatchObject({ organizationId: mallory?.organizationId, userId: mallory?.userId, username: mallory?.userName });
    const whoami = await test.api.query('whoami', { organizationId: test.relay.config.organizationId }, key);
    expect(whoami.body).toMatchObject({ userId: mallory?.userId, organizationId: mallory?.organizationId });

    const substituted = test.relay.state.apiKeys[result.apiKeyId ?? ''];
    expect(substituted).toMatchObject({ publicKey: toHex(key.publicKey), userId: mallory?.userId, credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256' });
    // The genuine key (registered to Ada, never delivered) and the substitute expire together.
    const genuine = Object.values(test.relay.state.apiKeys).filter((apiKey) => apiKey.userId === ada.userId && apiKey.credentialType === 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256');
    expect(genuine).toHaveLength(1);
    expect(substituted?.expiresAt).toBe(test.now + 600_000);
    expect(genuine[0]?.expiresAt).toBe(substituted?.expiresAt);
  });

  it("owner 'to' with an existing account for `to` uses it; the nested activity shape is substituted too", async () => {
    const test = new ApiAccountTest({ activityResponseShape: 'nested' });
    const ada = await test.signUp('ada@example.com');
    const mallory = await test.signUp('mallory@example.com');
    await setFaults(test, { endpoint: '/public/v1/submit/create_read', fault: 'substitute-bundle', owner: 'to', to: 'Mallory@example.com', contact: 'ada@example.com' });

    const { result, key, response } = await test.api.createSession(ada.organizationId, ada.key);
    expect((response.body.activity as { result: { activity: unknown } }).result.activity).toBeDefined();
    expect(result).toMatchObject({ organizationId: mallory.organizationId, userId: mallory.userId });
    expect((await test.api.query('whoami', { organizationId: mallory.organizationId }, key)).body).toMatchObject({ userId: mallory.userId });
    expect(Object.values(test.relay.state.users).filter((user) => user.email?.toLowerCase() === 'mallory@example.com')).toHaveLength(1);
  });

  it('the substitute is a fresh key each time, in the 81-byte bundle format; other callers’ sessions are untouched', async () => {
    const test = new ApiAccountTest();
    const ada = await test.signUp('ada@example.com');
    const grace = await test.signUp('grace@example.com');
    await setFaults(test, { endpoint: '*', fault: 'substitute-bundle', owner: 'none', contact: 'ada@example.com' });

    const target = newTargetKey();
    const first = await test.submit(ada, 'create_read_write_session', { targetPublicKey: target.publicKey });
    const second = await test.submit(ada, 'create_read_write_session', { targetPublicKey: target.publicKey });
    const bundles = [first, second].map((answer) => (parseActivityResponse(answer.body, 'create_read_write_session').result.createReadWriteSessionResultV2 as { credentialBundle: string }).credentialBundle);
    const keys = await Promise.all(bundles.map(async (bundle) => toHex(publicKeyFromPrivateKey(await decryptCredentialBundle(bundle, target.privateKey)))));
    expect(keys[0]).not.toBe(keys[1]);
    // Sealed to this target only.
    await expect(decryptCredentialBundle(bundles[0] ?? '', newTargetKey().privateKey)).rejects.toThrow();

    const graces = await test.api.createSession(grace.organizationId, grace.key);
    expect((await test.api.query('whoami', { organizationId: grace.organizationId }, graces.key)).body).toMatchObject({ userId: grace.userId });
  });

  it('get_activity reading a read-write session is substituted as the submit would be', async () => {
    const test = new ApiAccountTest();
    const ada = await test.signUp('ada@example.com');
    const target = newTargetKey();
    const submitted = await test.completed(ada, 'create_read_write_session', { targetPublicKey: target.publicKey });
    const genuine = submitted.result.createReadWriteSessionResultV2 as { credentialBundle: string };
    await setFaults(test, { endpoint: '/public/v1/query/get_activity', fault: 'substitute-bundle', owner: 'none', contact: 'ada@example.com' });

    const polled = await test.read<{ activity: unknown }>(ada, 'get_activity', { activityId: submitted.id });
    const read = parseActivityResponse(polled, 'create_read_write_session').result.createReadWriteSessionResultV2 as { credentialBundle: string };
    expect(read.credentialBundle).not.toBe(genuine.credentialBundle);
    const key = await openSessionKey(read.credentialBundle, target);
    expect((await test.api.query('whoami', { organizationId: ada.organizationId }, key)).status).toBe(401);
    // The genuine key still works: the relay only withheld it.
    const genuineKey = await openSessionKey(genuine.credentialBundle, target);
    expect((await test.api.query('whoami', { organizationId: ada.organizationId }, genuineKey)).status).toBe(200);
  });
});
