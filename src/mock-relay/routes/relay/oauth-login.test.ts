import { beforeEach, describe, expect, it } from 'vitest';
import { oauthNonce } from '../../../core/crypto/oauth-nonce';
import { createMockRelay, type MockRelay } from '../../handler';
import { createMockIdp } from '../../idp/mock-idp';
import { idTokenFor, socialLogin } from '../../test-utils/oauth-test-client';
import { baseUrl, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;

function relayWith(config: Parameters<typeof createMockRelay>[0] = {}): MockRelay {
  return createMockRelay({ now: () => now, ...config, config: { configId: testConfigId, enabledProviders: ['email', 'google', 'apple'], ...config.config } });
}

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = relayWith();
  client = await RelayTestClient.create(relay);
});

const adaGoogleSubject = '108540203919203981001';

describe('Google login (native OIDC): lookup, signup with the token, oauth_login', () => {
  it('a new user: the lookup finds nothing, signup stores the login, oauth_login gives a notarized session for the key', async () => {
    const token = await idTokenFor(relay, client);
    expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: token })).body).toEqual({});

    const signup = await client.call<{ organizationId: string; userId: string }>('signup_v2', {
      userEmail: 'ada@example.com',
      apiKeys: [],
      authenticators: [],
      oauthProviders: [{ providerName: 'google', oidcToken: token }],
    });
    expect(signup.status).toBe(200);
    const user = relay.state.users[signup.body.userId];
    expect(user).toMatchObject({ email: 'ada@example.com', organizationId: signup.body.organizationId });
    expect(user?.oauthProviders).toEqual([
      { providerId: expect.stringMatching(/^provider-/), providerName: 'google', issuer: `${baseUrl}/idp/google`, subject: adaGoogleSubject, audience: 'mock-google-client', createdAt: now },
    ]);

    const login = await socialLogin(client, 'google', token, now);
    expect(login.isNewUser).toBe(false);
    expect(login.claims).toMatchObject({ public_key: client.publicKey, organization_id: signup.body.organizationId, user_id: signup.body.userId, session_type: 'SESSION_TYPE_READ_WRITE' });
    expect(login.claims.exp).toBe(Math.floor(now / 1000) + relay.config.sessionExpirationSeconds);
    // The session key stamps main-API requests for the account.
    expect((await client.whoami(signup.body.organizationId)).status).toBe(200);
  });

  it('logging in again (a new key, a new token) finds the same account', async () => {
    const first = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    expect(first.isNewUser).toBe(true);
    await client.newKey();
    const second = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    expect(second).toMatchObject({ isNewUser: false, organizationId: first.organizationId });
    expect(second.claims.public_key).toBe(client.publicKey);
    expect(Object.keys(relay.state.organizations)).toHaveLength(1);
  });

  it('Apple works the same way, as a login of its own (another issuer)', async () => {
    const google = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    const apple = await socialLogin(client, 'apple', await idTokenFor(relay, client, { provider: 'apple', account: 'ada' }), now);
    expect(apple.isNewUser).toBe(true);
    expect(apple.organizationId).not.toBe(google.organizationId);
  });

  it('invalidateExisting removes the user’s earlier session keys', async () => {
    const { organizationId } = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    const oldKey = client.key;
    await client.newKey();
    const token = await idTokenFor(relay, client);
    expect((await client.call('oauth_login', { oidcToken: token, publicKey: client.publicKey, invalidateExisting: true })).status).toBe(200);
    expect((await client.whoami(organizationId, { key: oldKey })).status).toBe(401);
    expect((await client.whoami(organizationId)).status).toBe(200);
  });
});

describe('oauth_login refuses, naming the cause', () => {
  async function signedUp(): Promise<void> {
    await socialLogin(client, 'google', await idTokenFor(relay, client), now);
  }

  it('a token whose nonce is not SHA-256 of publicKey (issued for another key): 400 naming nonce', async () => {
    await signedUp();
    const other = await RelayTestClient.create(relay);
    const token = await idTokenFor(relay, other);
    const result = await client.call('oauth_login', { oidcToken: token, publicKey: client.publicKey });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'nonce' });
    expect(result.body.message).toMatch(/^nonce: .*another session key/);
  });

  it('a token for another audience: 400 naming the aud claim', async () => {
    const token = await idTokenFor(relay, client, { audience: 'someone-elses-client' });
    const result = await client.call('oauth_login', { oidcToken: token, publicKey: client.publicKey });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'oidcToken' });
    expect(result.body.message).toMatch(/claim aud \(someone-elses-client\) is not a client id configured for google/);
  });

  it('an expired token: 400 TOKEN_EXPIRED', async () => {
    await signedUp();
    const token = await idTokenFor(relay, client);
    now += 601_000;
    const result = await client.call('oauth_login', { oidcToken: token, publicKey: client.publicKey });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'TOKEN_EXPIRED', field: 'oidcToken' });
  });

  it("a forged token (the issuer's name, another key): 400 SIGNATURE_INVALID", async () => {
    await signedUp();
    const forger = createMockIdp({ baseUrl, clientIds: { google: 'mock-google-client' }, now: () => now });
    const token = await forger.issueIdToken({ provider: 'google', accountId: 'ada', nonce: (await oauthNonce(client.publicKey)) });
    const result = await client.call('oauth_login', { oidcToken: token, publicKey: client.publicKey });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'SIGNATURE_INVALID', field: 'oidcToken' });
  });

  it('a token of an issuer the relay does not know: 400 TOKEN_INVALID', async () => {
    const elsewhere = createMockIdp({ baseUrl: 'https://idp.elsewhere.example', clientIds: { google: 'mock-google-client' }, now: () => now });
    const token = await elsewhere.issueIdToken({ provider: 'google', accountId: 'ada', nonce: (await oauthNonce(client.publicKey)) });
    const result = await client.call('oauth_login', { oidcToken: token, publicKey: client.publicKey });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'TOKEN_INVALID', field: 'oidcToken' });
    expect(result.body.message).toContain('https://idp.elsewhere.example/idp/google');
  });

  it('a token of a provider the configuration disables: 403 METHOD_DISABLED', async () => {
    const appleOnly = relayWith({ config: { enabledProviders: ['email', 'apple'], oauthClientIds: { google: 'mock-google-client' } } });
    const appleClient = await RelayTestClient.create(appleOnly);
    const token = await idTokenFor(appleOnly, appleClient);
    const result = await appleClient.call('oauth_login', { oidcToken: token, publicKey: appleClient.publicKey });
    expect(result.status).toBe(403);
    expect(errorInfo(result.body)).toEqual({ reason: 'METHOD_DISABLED', field: 'oidcToken' });
    expect(result.body.message).toMatch(/google, which is disabled/);
  });

  it('a valid token that no account holds: 404 NOT_FOUND (sign up first)', async () => {
    const result = await client.call('oauth_login', { oidcToken: await idTokenFor(relay, client), publicKey: client.publicKey });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'oidcToken' });
  });

  it.each([
    [{ publicKey: 'not-a-key' }, 'publicKey'],
    [{ publicKey: `04${'ab'.repeat(64)}` }, 'publicKey'],
    [{ oidcToken: 'not.a-jwt' }, 'oidcToken'],
    [{ oidcToken: undefined }, 'oidcToken'],
    [{ invalidateExisting: 'yes' }, 'invalidateExisting'],
  ])('a malformed request %j: 400 naming %s', async (change, field) => {
    const body = { oidcToken: await idTokenFor(relay, client), publicKey: client.publicKey, ...change };
    const result = await client.call('oauth_login', body);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
  });
});
