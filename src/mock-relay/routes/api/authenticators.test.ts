import { beforeEach, describe, expect, it } from 'vitest';
import type { SigningKey } from '../../../core/crypto/signing-key';
import { parseActivityResponse } from '../../../core/transport/activity';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient } from '../../test-utils/api-test-client';
import { call, errorInfo, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

const origin = 'https://app.example.com';
let now: number;
let relay: MockRelay;
let api: ApiTestClient;
let laptop: SoftwareAuthenticator;
let account: { organizationId: string; userId: string };
let session: SigningKey;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, allowedOrigins: [origin] }, now: () => now });
  api = new ApiTestClient(relay, { origin, now: () => now });
  laptop = new SoftwareAuthenticator({ origin });
  account = (await api.signUpWithPasskey(laptop)).body as typeof account;
  session = (await api.createSession(account.organizationId, laptop)).key;
});

async function addPasskey(passkey: SoftwareAuthenticator, name = 'Phone'): Promise<string> {
  const result = await api.submit('create_authenticators', account.organizationId, { userId: account.userId, authenticators: [passkey.register({ authenticatorName: name })] }, session);
  expect(result.status).toBe(200);
  return (parseActivityResponse(result.body, 'create_authenticators').result.createAuthenticatorsResult as { authenticatorIds: string[] }).authenticatorIds[0] ?? '';
}

const listPasskeys = async () =>
  (await api.query('get_authenticators', { organizationId: account.organizationId, userId: account.userId }, session)).body.authenticators as { authenticatorId: string; authenticatorName: string }[];

describe('create_authenticators adds verified passkeys to a user', () => {
  it('answers createAuthenticatorsResult {authenticatorIds}, and the new passkey can stamp', async () => {
    const phone = new SoftwareAuthenticator({ origin });
    const result = await api.submit('create_authenticators', account.organizationId, { userId: account.userId, authenticators: [phone.register({ authenticatorName: 'Phone' })] }, session);
    expect(result.status).toBe(200);
    const activity = parseActivityResponse(result.body, 'create_authenticators');
    expect(activity.type).toBe('ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2');
    expect(activity.intent.createAuthenticatorsIntentV2).toMatchObject({ userId: account.userId });
    expect(activity.result).toEqual({ createAuthenticatorsResult: { authenticatorIds: [expect.stringMatching(/^authenticator-/)] } });
    expect((await api.query('whoami', { organizationId: account.organizationId }, phone)).body).toMatchObject({ userId: account.userId });
  });

  it('verifies each registration as signup does (a replayed registration is 400 naming the challenge)', async () => {
    const registration = new SoftwareAuthenticator({ origin }).register();
    const parameters = { userId: account.userId, authenticators: [registration] };
    expect((await api.submit('create_authenticators', account.organizationId, parameters, session)).status).toBe(200);
    const replay = await api.submit('create_authenticators', account.organizationId, parameters, session);
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.authenticators[0].challenge' });
    const wrongOrigin = await api.submit(
      'create_authenticators',
      account.organizationId,
      { userId: account.userId, authenticators: [new SoftwareAuthenticator({ origin }).register({ origin: 'https://evil.example' })] },
      session,
    );
    expect(errorInfo(wrongOrigin.body).field).toBe('parameters.authenticators[0].attestation.clientDataJson');
  });

  it.each([
    [{ authenticators: [] }, 'parameters.userId', 400],
    [{ userId: 'USER', authenticators: [] }, 'parameters.authenticators', 400],
    [{ userId: 'USER' }, 'parameters.authenticators', 400],
    [{ userId: 'user-elsewhere', authenticators: [] }, 'parameters.userId', 404],
  ])('refuses %o naming %s', async (parameters: Record<string, unknown>, field, status) => {
    const filled = { ...parameters, ...(parameters.userId === 'USER' ? { userId: account.userId } : {}) };
    const result = await api.submit('create_authenticators', account.organizationId, filled, session);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body).field).toBe(field);
  });
});

describe('get_authenticators and get_authenticator read passkeys (spec section 2 read shape)', () => {
  it("list a user's passkeys and read one", async () => {
    const phone = new SoftwareAuthenticator({ origin });
    const phoneId = await addPasskey(phone);
    const passkeys = await listPasskeys();
    expect(passkeys.map((item) => item.authenticatorName)).toEqual(['Test passkey', 'Phone']);
    const read = await api.query('get_authenticator', { organizationId: account.organizationId, authenticatorId: phoneId }, session);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      authenticator: {
        authenticatorId: phoneId,
        authenticatorName: 'Phone',
        credentialId: phone.credentialId,
        attestationType: 'none',
        aaguid: '00000000-0000-0000-0000-000000000000',
        model: expect.any(String),
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
        credential: { publicKey: phone.publicKeyHex, type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
        createdAt: { seconds: String(now / 1000), nanos: '0' },
        updatedAt: { seconds: String(now / 1000), nanos: '0' },
      },
    });
    expect(passkeys[1]).toEqual(read.body.authenticator);
  });

  it("find only the caller organization's passkeys and users (404 naming the field)", async () => {
    const stranger = new SoftwareAuthenticator({ origin });
    const other = (await api.signUpWithPasskey(stranger)).body as typeof account;
    const strangersPasskey = relay.state.users[other.userId]?.authenticators[0]?.authenticatorId ?? '';
    const read = await api.query('get_authenticator', { organizationId: account.organizationId, authenticatorId: strangersPasskey }, session);
    expect(read.status).toBe(404);
    expect(errorInfo(read.body)).toEqual({ reason: 'NOT_FOUND', field: 'authenticatorId' });
    const list = await api.query('get_authenticators', { organizationId: account.organizationId, userId: other.userId }, session);
    expect(list.status).toBe(404);
    expect(errorInfo(list.body).field).toBe('userId');
  });
});

describe('delete_authenticators removes passkeys', () => {
  it('answers deleteAuthenticatorsResult {authenticatorIds}; the deleted credential can no longer stamp', async () => {
    const phone = new SoftwareAuthenticator({ origin });
    const phoneId = await addPasskey(phone);
    expect((await api.query('whoami', { organizationId: account.organizationId }, phone)).status).toBe(200);
    const result = await api.submit('delete_authenticators', account.organizationId, { userId: account.userId, authenticatorIds: [phoneId] }, session);
    expect(result.status).toBe(200);
    const activity = parseActivityResponse(result.body, 'delete_authenticators');
    expect(activity.type).toBe('ACTIVITY_TYPE_DELETE_AUTHENTICATORS');
    expect(activity.result).toEqual({ deleteAuthenticatorsResult: { authenticatorIds: [phoneId] } });
    expect((await listPasskeys()).map((item) => item.authenticatorName)).toEqual(['Test passkey']);

    const refused = await api.query('whoami', { organizationId: account.organizationId }, phone);
    expect(refused.status).toBe(401);
    expect(errorInfo(refused.body).field).toBe('X-Stamp-WebAuthn');
    expect(refused.body.message).toMatch(/unknown credential/);
    expect((await call(relay, '/v1/account', { filterType: 'CREDENTIAL_ID', filterValue: phone.credentialId }, { origin })).body).toEqual({});
  });

  it('deletes nothing when one id is unknown (404 naming it)', async () => {
    const phoneId = await addPasskey(new SoftwareAuthenticator({ origin }));
    const result = await api.submit('delete_authenticators', account.organizationId, { userId: account.userId, authenticatorIds: [phoneId, 'authenticator-unknown'] }, session);
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.authenticatorIds[1]' });
    expect(result.body.message).toMatch(/authenticatorIds\[1\]: authenticator-unknown is not a passkey/);
    expect(await listPasskeys()).toHaveLength(2);
  });

  it.each([
    [{ authenticatorIds: ['x'] }, 'parameters.userId'],
    [{ userId: 'USER', authenticatorIds: [] }, 'parameters.authenticatorIds'],
    [{ userId: 'USER', authenticatorIds: [7] }, 'parameters.authenticatorIds[0]'],
    [{ userId: 'USER', authenticatorIds: 'x' }, 'parameters.authenticatorIds'],
  ])('refuses %o naming %s', async (parameters: Record<string, unknown>, field) => {
    const filled = { ...parameters, ...(parameters.userId === 'USER' ? { userId: account.userId } : {}) };
    const result = await api.submit('delete_authenticators', account.organizationId, filled, session);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
  });
});
