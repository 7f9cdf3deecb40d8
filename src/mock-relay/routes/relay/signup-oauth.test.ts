import { beforeEach, describe, expect, it } from 'vitest';
import { oauthNonce } from '../../../core/crypto/oauth-nonce';
import { createMockRelay, type MockRelay } from '../../handler';
import { createMockIdp } from '../../idp/mock-idp';
import { idTokenFor, oidcTokenFor } from '../../test-utils/oauth-test-client';
import { baseUrl, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ now: () => now, config: { configId: testConfigId, enabledProviders: ['email', 'google', 'apple', 'x'] } });
  client = await RelayTestClient.create(relay);
});

const signupWith = (oauthProviders: unknown[], extra: Record<string, unknown> = {}) =>
  client.call<{ organizationId: string; userId: string }>('signup_v2', { apiKeys: [], authenticators: [], oauthProviders, ...extra });

describe('signup_v2 with oauthProviders', () => {
  it('an oidcToken item: verified, its iss, sub and aud stored on the new user (with the given email)', async () => {
    const result = await signupWith([{ providerName: 'google', oidcToken: await idTokenFor(relay, client) }], { userEmail: 'ada@example.com' });
    expect(result.status).toBe(200);
    expect(relay.state.users[result.body.userId]).toMatchObject({
      email: 'ada@example.com',
      oauthProviders: [{ providerName: 'google', issuer: `${baseUrl}/idp/google`, subject: '108540203919203981001', audience: 'mock-google-client' }],
    });
  });

  it('does not check the nonce at signup (no session key yet): any nonce is accepted', async () => {
    const token = await idTokenFor(relay, client, { nonce: 'whatever-the-client-chose' });
    expect((await signupWith([{ providerName: 'google', oidcToken: token }])).status).toBe(200);
  });

  it('several providers at once, tokens and claims mixed', async () => {
    const result = await signupWith([
      { providerName: 'google', oidcToken: await idTokenFor(relay, client) },
      { providerName: 'x', oidcToken: await oidcTokenFor(relay, client, 'x') },
      { providerName: 'corporate', oidcClaims: { iss: 'https://sso.example.com', sub: 'ada', aud: 'app' } },
    ]);
    expect(relay.state.users[result.body.userId]?.oauthProviders.map((item) => item.providerName)).toEqual(['google', 'x', 'corporate']);
  });

  it('an oidcClaims item: stored as given; a token with those claims then logs in to the account', async () => {
    const claims = { iss: `${baseUrl}/idp/google`, sub: '108540203919203981002', aud: 'mock-google-client' };
    const created = await signupWith([{ providerName: 'google', oidcClaims: claims }]);
    expect(created.status).toBe(200);
    const login = await client.call('oauth_login', { oidcToken: await idTokenFor(relay, client, { account: 'grace' }), publicKey: client.publicKey });
    expect(login.status).toBe(200);
    const lookup = await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: await idTokenFor(relay, client, { account: 'grace' }) });
    expect(lookup.body).toEqual({ organizationId: created.body.organizationId });
  });

  it('a login (iss, sub, aud) already linked to an account: 409 ALREADY_EXISTS naming the item', async () => {
    expect((await signupWith([{ providerName: 'google', oidcToken: await idTokenFor(relay, client) }])).status).toBe(200);
    const again = await signupWith([
      { providerName: 'apple', oidcToken: await idTokenFor(relay, client, { provider: 'apple' }) },
      { providerName: 'google', oidcToken: await idTokenFor(relay, client) },
    ]);
    expect(again.status).toBe(409);
    expect(errorInfo(again.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'oauthProviders[1]' });
    expect(Object.keys(relay.state.organizations)).toHaveLength(1);
  });

  it('the same login twice in one request: 409 naming the second', async () => {
    const token = await idTokenFor(relay, client);
    const result = await signupWith([{ providerName: 'google', oidcToken: token }, { providerName: 'google', oidcToken: token }]);
    expect(errorInfo(result.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'oauthProviders[1]' });
  });

  it('a social signup may repeat an existing account’s email (without linking it is another account); other signups may not', async () => {
    expect((await signupWith([], { userEmail: 'ada@example.com' })).status).toBe(200);
    expect((await signupWith([{ providerName: 'google', oidcToken: await idTokenFor(relay, client) }], { userEmail: 'ada@example.com' })).status).toBe(200);
    const plain = await signupWith([], { userEmail: 'ada@example.com' });
    expect(errorInfo(plain.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'userEmail' });
  });
});

describe('signup_v2 refuses oauthProviders, naming the item and the cause', () => {
  it.each([
    ['a forged token', async () => createMockIdp({ baseUrl, clientIds: { google: 'mock-google-client' }, now: () => now }).issueIdToken({ provider: 'google', accountId: 'ada', nonce: 'n' }), 'SIGNATURE_INVALID'],
    ['a token for another audience', () => idTokenFor(relay, client, { audience: 'other-client' }), 'INVALID_ARGUMENT'],
    ['a token of an unknown issuer', async () => createMockIdp({ baseUrl: 'https://elsewhere.example', clientIds: { google: 'mock-google-client' } }).issueIdToken({ provider: 'google', accountId: 'ada', nonce: 'n' }), 'TOKEN_INVALID'],
    ['not a token', async () => 'eyJ...', 'INVALID_ARGUMENT'],
  ])('%s', async (_, makeToken, reason) => {
    const result = await signupWith([{ providerName: 'google', oidcToken: await makeToken() }]);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason, field: 'oauthProviders[0].oidcToken' });
    expect(relay.state.users).toEqual({});
  });

  it('an expired token: TOKEN_EXPIRED', async () => {
    const token = await idTokenFor(relay, client);
    now += 11 * 60_000;
    expect(errorInfo((await signupWith([{ providerName: 'google', oidcToken: token }])).body)).toEqual({ reason: 'TOKEN_EXPIRED', field: 'oauthProviders[0].oidcToken' });
  });

  it('a token of a disabled provider: 403 METHOD_DISABLED', async () => {
    const googleOff = createMockRelay({ now: () => now, config: { configId: testConfigId, enabledProviders: ['email'], oauthClientIds: { google: 'mock-google-client' } } });
    const offClient = await RelayTestClient.create(googleOff);
    const token = await idTokenFor(googleOff, offClient, { nonce: (await oauthNonce(offClient.publicKey)) });
    const result = await offClient.call('signup_v2', { apiKeys: [], authenticators: [], oauthProviders: [{ providerName: 'google', oidcToken: token }] });
    expect(result.status).toBe(403);
    expect(errorInfo(result.body)).toEqual({ reason: 'METHOD_DISABLED', field: 'oauthProviders[0].oidcToken' });
  });

  it.each([
    [{ providerName: 'google', oidcToken: 'a.b.c', oidcClaims: { iss: 'i', sub: 's', aud: 'a' } }, 'oauthProviders[0]'],
    [{ oidcToken: 'a.b.c' }, 'oauthProviders[0].providerName'],
    [{ providerName: 'google', oidcToken: 42 }, 'oauthProviders[0].oidcToken'],
    [{ providerName: 'google', oidcClaims: { iss: 'i', aud: 'a' } }, 'oauthProviders[0].oidcClaims.sub'],
  ])('a malformed item %j: 400 naming %s', async (item, field) => {
    const result = await signupWith([item]);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
  });
});
