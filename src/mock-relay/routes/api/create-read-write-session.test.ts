import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient, newTargetKey, openSessionKey } from '../../test-utils/api-test-client';
import { errorInfo, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

const origin = 'https://app.example.com';
const parentOrganizationId = 'parent-org';
let now: number;
let relay: MockRelay;
let api: ApiTestClient;
let passkey: SoftwareAuthenticator;
let account: { organizationId: string; userId: string };

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, organizationId: parentOrganizationId, allowedOrigins: [origin] }, now: () => now });
  api = new ApiTestClient(relay, { origin, now: () => now });
  passkey = new SoftwareAuthenticator({ origin });
  const signedUp = await api.signUpWithPasskey(passkey, { userName: 'Ada' });
  expect(signedUp.status).toBe(200);
  account = signedUp.body as typeof account;
});

describe('create_read_write_session, the passkey login (protocol.md section 8)', () => {
  it('returns a credential bundle that opens to a session key the relay registered for the user', async () => {
    const { result, key, response } = await api.createSession(account.organizationId, passkey);
    expect(result).toEqual({
      organizationId: account.organizationId,
      organizationName: expect.any(String),
      userId: account.userId,
      username: 'Ada',
      apiKeyId: expect.stringMatching(/^apikey-/),
      credentialBundle: expect.any(String),
    });
    expect(response.body.activity).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(relay.state.apiKeys[result.apiKeyId ?? '']).toMatchObject({
      publicKey: toHex(key.publicKey),
      userId: account.userId,
      credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
      curveType: 'API_KEY_CURVE_P256',
    });
    const whoami = await api.query('whoami', { organizationId: account.organizationId }, key);
    expect(whoami.status).toBe(200);
    expect(whoami.body).toMatchObject({ userId: account.userId, username: 'Ada' });
  });

  it("accepts the parent organization's id and resolves it to the sub-organization holding the passkey", async () => {
    const { result, response } = await api.createSession(parentOrganizationId, passkey);
    expect(result.organizationId).toBe(account.organizationId);
    expect(response.body.activity).toMatchObject({ organizationId: account.organizationId });
  });

  it('needs no user name: a discoverable passkey names its credential, and the relay finds the account', async () => {
    const nameless = new SoftwareAuthenticator({ origin });
    const signedUp = await api.signUpWithPasskey(nameless);
    expect(signedUp.status).toBe(200);
    const { result } = await api.createSession(parentOrganizationId, nameless);
    expect(result).toMatchObject({ organizationId: signedUp.body.organizationId, userId: signedUp.body.userId });
  });

  it('works stamped by an API key as well (a session refresh)', async () => {
    const first = await api.createSession(account.organizationId, passkey);
    const refreshed = await api.createSession(account.organizationId, first.key);
    expect(refreshed.result.userId).toBe(account.userId);
    expect(refreshed.result.apiKeyId).not.toBe(first.result.apiKeyId);
  });
});

describe('create_read_write_session defaults (spec section 4.2)', () => {
  it("names the key 'Read Write Session - <ISO timestamp>' and expires it after 15 minutes", async () => {
    const { result, key } = await api.createSession(account.organizationId, passkey);
    expect(relay.state.apiKeys[result.apiKeyId ?? '']).toMatchObject({
      apiKeyName: 'Read Write Session - 2030-01-01T00:00:00.000Z',
      expiresAt: now + 900_000,
    });
    now += 900_000 - 1;
    expect((await api.query('whoami', { organizationId: account.organizationId }, key)).status).toBe(200);
    now += 1;
    const expired = await api.query('whoami', { organizationId: account.organizationId }, key);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('honours apiKeyName and expirationSeconds', async () => {
    const { result, key } = await api.createSession(account.organizationId, passkey, { apiKeyName: 'laptop session', expirationSeconds: '60' });
    expect(relay.state.apiKeys[result.apiKeyId ?? '']).toMatchObject({ apiKeyName: 'laptop session', expiresAt: now + 60_000 });
    now += 59_999;
    expect((await api.query('whoami', { organizationId: account.organizationId }, key)).status).toBe(200);
    now += 1;
    expect((await api.query('whoami', { organizationId: account.organizationId }, key)).status).toBe(401);
  });

  it("keeps earlier session keys, unless invalidateExisting revokes the user's earlier read-write-session keys", async () => {
    const apiKey = signingKeyFromPrivateKey(randomPrivateKey());
    const withKey = await api.signUpWithPasskey(new SoftwareAuthenticator({ origin }), {
      apiKeys: [{ apiKeyName: 'server', publicKey: toHex(apiKey.publicKeyUncompressed), curveType: 'API_KEY_CURVE_P256' }],
    });
    const organizationId = withKey.body.organizationId as string;
    const first = await api.createSession(organizationId, apiKey);
    const second = await api.createSession(organizationId, apiKey);
    expect((await api.query('whoami', { organizationId }, first.key)).status).toBe(200);
    const third = await api.createSession(organizationId, apiKey, { invalidateExisting: true });
    for (const revoked of [first.key, second.key]) {
      const result = await api.query('whoami', { organizationId }, revoked);
      expect(result.status).toBe(401);
      expect(result.body.message).toMatch(/not a registered API key/);
    }
    expect((await api.query('whoami', { organizationId }, third.key)).status).toBe(200);
    // Only read-write-session keys are revoked: the signup's API key still works.
    expect((await api.query('whoami', { organizationId }, apiKey)).status).toBe(200);
  });
});

describe('create_read_write_session refusals name the parameter', () => {
  it.each([
    [{}, 'parameters.targetPublicKey'],
    [{ targetPublicKey: `02${'11'.repeat(32)}` }, 'parameters.targetPublicKey'],
    [{ targetPublicKey: `04${'ff'.repeat(64)}` }, 'parameters.targetPublicKey'],
    [{ targetPublicKey: 'TARGET', expirationSeconds: '0' }, 'parameters.expirationSeconds'],
    [{ targetPublicKey: 'TARGET', expirationSeconds: 900 }, 'parameters.expirationSeconds'],
    [{ targetPublicKey: 'TARGET', expirationSeconds: '1.5' }, 'parameters.expirationSeconds'],
    [{ targetPublicKey: 'TARGET', invalidateExisting: 'yes' }, 'parameters.invalidateExisting'],
    [{ targetPublicKey: 'TARGET', apiKeyName: '' }, 'parameters.apiKeyName'],
  ])('%o → 400 naming %s', async (parameters, field) => {
    const target = newTargetKey();
    const filled = Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, value === 'TARGET' ? target.publicKey : value]));
    const result = await api.submit('create_read_write_session', account.organizationId, filled, passkey);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field });
  });

  it('refuses a userId outside the caller organization with 404', async () => {
    const other = await api.signUpWithPasskey(new SoftwareAuthenticator({ origin }));
    const result = await api.submit('create_read_write_session', account.organizationId, { targetPublicKey: newTargetKey().publicKey, userId: other.body.userId }, passkey);
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.userId' });
  });

  it('seals the bundle to the target key only', async () => {
    const response = await api.submit('create_read_write_session', account.organizationId, { targetPublicKey: newTargetKey().publicKey }, passkey);
    const bundle = (response.body.activity as { result: { createReadWriteSessionResultV2: { credentialBundle: string } } }).result.createReadWriteSessionResultV2.credentialBundle;
    await expect(openSessionKey(bundle, newTargetKey())).rejects.toMatchObject({ code: 'bundle_invalid' });
  });
});
