import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { oauthNonce } from '../../../core/crypto/oauth-nonce';
import { createMockRelay, type MockRelay } from '../../handler';
import { authenticateBody, oidcTokenFor, socialLogin, testRedirectUri, verifyWithPublishedKeys } from '../../test-utils/oauth-test-client';
import { baseUrl, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;

function relayWith(config: Record<string, unknown> = {}): MockRelay {
  return createMockRelay({ now: () => now, config: { configId: testConfigId, enabledProviders: ['email', 'x', 'discord'], ...config } });
}

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = relayWith();
  client = await RelayTestClient.create(relay);
});

const subjects = { x: '1815000000000000001', discord: '181512101852000001' } as const;

describe.each(['x', 'discord'] as const)('%s: authorization code + PKCE, exchanged by oauth2_authenticate', (provider) => {
  it("answers an OIDC token issued by the relay: its issuer, the provider's user id, the client id, the nonce kept exactly", async () => {
    const body = await authenticateBody(relay, client, provider);
    const result = await client.call<{ oidcToken: string }>('oauth2_authenticate', body);
    expect(result.status).toBe(200);
    const payload = await verifyWithPublishedKeys(relay, result.body.oidcToken, now);
    expect(payload).toEqual({
      iss: `${baseUrl}/oauth2/${provider}`,
      sub: subjects[provider],
      aud: `mock-${provider}-client`,
      iat: now / 1000,
      exp: now / 1000 + 600,
      nonce: await oauthNonce(client.publicKey),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    });
  });

  it('then signs up and logs in like an OIDC provider; a second login finds the same account', async () => {
    const first = await socialLogin(client, provider, await oidcTokenFor(relay, client, provider), now);
    expect(first.isNewUser).toBe(true);
    expect(first.claims.public_key).toBe(client.publicKey);
    const user = relay.state.users[first.claims.user_id];
    expect(user?.oauthProviders).toEqual([expect.objectContaining({ providerName: provider, issuer: `${baseUrl}/oauth2/${provider}`, subject: subjects[provider] })]);

    await client.newKey();
    const second = await socialLogin(client, provider, await oidcTokenFor(relay, client, provider), now);
    expect(second).toMatchObject({ isNewUser: false, organizationId: first.organizationId });
  });

  it('the token is bound to the key it was asked for: oauth_login with another key is refused naming nonce', async () => {
    const token = await oidcTokenFor(relay, client, provider);
    await socialLogin(client, provider, token, now);
    const other = await RelayTestClient.create(relay);
    const result = await other.call('oauth_login', { oidcToken: token, publicKey: other.publicKey });
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'nonce' });
  });

  it('another person at the picker is another account', async () => {
    const ada = await socialLogin(client, provider, await oidcTokenFor(relay, client, provider, 'ada'), now);
    const grace = await socialLogin(client, provider, await oidcTokenFor(relay, client, provider, 'grace'), now);
    expect(grace.isNewUser).toBe(true);
    expect(grace.organizationId).not.toBe(ada.organizationId);
  });
});

describe('oauth2_authenticate refuses, naming the cause', () => {
  async function refusal(change: Record<string, unknown>, on: MockRelay = relay) {
    const caller = on === relay ? client : await RelayTestClient.create(on);
    const body = { ...(await authenticateBody(on, caller, 'x')), ...change };
    return caller.call('oauth2_authenticate', body);
  }

  it('an unknown provider: 400 naming provider', async () => {
    const result = await refusal({ provider: 'OAUTH2_PROVIDER_MYSPACE' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'provider' });
  });

  it('a native OIDC provider is not a code-flow provider here: 400 naming provider', async () => {
    expect(errorInfo((await refusal({ provider: 'OAUTH2_PROVIDER_GOOGLE' })).body).field).toBe('provider');
  });

  it('a provider the configuration disables: 403 METHOD_DISABLED naming provider', async () => {
    const xOff = relayWith({ enabledProviders: ['email', 'discord'], oauthClientIds: { x: 'mock-x-client' } });
    const result = await refusal({}, xOff);
    expect(result.status).toBe(403);
    expect(errorInfo(result.body)).toEqual({ reason: 'METHOD_DISABLED', field: 'provider' });
  });

  it('a client id other than the configured one: 400 naming clientId', async () => {
    const result = await refusal({ clientId: 'someone-elses-client' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'clientId' });
  });

  it('a wrong PKCE verifier: 400 naming codeVerifier (and the code is spent)', async () => {
    const body = await authenticateBody(relay, client, 'x');
    const wrong = await client.call('oauth2_authenticate', { ...body, codeVerifier: 'A'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(errorInfo(wrong.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'codeVerifier' });
    expect(wrong.body.message).toMatch(/does not match the code_challenge \(S256\) \(invalid_grant\)/);
    const retry = await client.call('oauth2_authenticate', body);
    expect(errorInfo(retry.body).field).toBe('authCode');
  });

  it('a code used twice: 400 naming authCode', async () => {
    const body = await authenticateBody(relay, client, 'x');
    expect((await client.call('oauth2_authenticate', body)).status).toBe(200);
    const again = await client.call('oauth2_authenticate', body);
    expect(again.status).toBe(400);
    expect(errorInfo(again.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'authCode' });
  });

  it('a code the IdP never issued: 400 naming authCode', async () => {
    expect(errorInfo((await refusal({ authCode: 'made-up-code' })).body).field).toBe('authCode');
  });

  it('another redirect URI than the authorization request’s: 400 naming redirectUri', async () => {
    expect(errorInfo((await refusal({ redirectUri: `${testRedirectUri}/elsewhere` })).body).field).toBe('redirectUri');
  });

  it('a code of the other provider: 400 naming authCode', async () => {
    const discord = await authenticateBody(relay, client, 'discord');
    expect(errorInfo((await refusal({ authCode: discord.authCode, codeVerifier: discord.codeVerifier })).body).field).toBe('authCode');
  });

  it.each([['not-hex'], ['A'.repeat(64)], [`02${'ab'.repeat(32)}`]])('a nonce that is not a hex SHA-256 (%s): 400 naming nonce', async (nonce) => {
    expect(errorInfo((await refusal({ nonce })).body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'nonce' });
  });

  it.each(['authCode', 'redirectUri', 'codeVerifier', 'nonce', 'clientId'])('a missing %s: 400 naming it', async (field) => {
    expect(errorInfo((await refusal({ [field]: undefined })).body).field).toBe(field);
  });

  it('an expired code (codes live 60 seconds): 400 naming authCode', async () => {
    const body = await authenticateBody(relay, client, 'x');
    now += 61_000;
    expect(errorInfo((await client.call('oauth2_authenticate', body)).body).field).toBe('authCode');
  });
});

describe('the relay’s issuer', () => {
  it('publishes its JWKS and a discovery document per code-flow provider', async () => {
    const response = await relay.fetch(new Request(`${baseUrl}/oauth2/discord/.well-known/openid-configuration`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ issuer: `${baseUrl}/oauth2/discord`, jwks_uri: `${baseUrl}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['ES256'] });
    const jwks = (await (await relay.fetch(new Request(`${baseUrl}/.well-known/jwks.json`))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect((await relay.fetch(new Request(`${baseUrl}/oauth2/google/.well-known/openid-configuration`))).status).toBe(404);
  });

  it('signs with the key it publishes (the kid names it)', async () => {
    const token = await oidcTokenFor(relay, client, 'x');
    const jwks = (await (await relay.fetch(new Request(`${baseUrl}/.well-known/jwks.json`))).json()) as { keys: { kid: string }[] };
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]?.kid });
    expect(decodeJwt(token).iss).toBe(`${baseUrl}/oauth2/x`);
  });
});
