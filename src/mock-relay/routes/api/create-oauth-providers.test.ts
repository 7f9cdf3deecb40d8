import { beforeEach, describe, expect, it } from 'vitest';
import type { SigningKey } from '../../../core/crypto/signing-key';
import { parseActivityResponse } from '../../../core/transport/activity';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient } from '../../test-utils/api-test-client';
import { idTokenFor, oidcTokenFor, socialLogin } from '../../test-utils/oauth-test-client';
import { baseUrl, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;
let api: ApiTestClient;
let account: { organizationId: string; userId: string };
let session: SigningKey;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ now: () => now, config: { configId: testConfigId, enabledProviders: ['email', 'google', 'x'] } });
  client = await RelayTestClient.create(relay);
  api = new ApiTestClient(relay, { origin: 'https://app.example.com', now: () => now });
  // An email-OTP account, logged in: its session key stamps the main API.
  const { claims } = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
  account = { organizationId: claims.organization_id, userId: claims.user_id };
  session = client.key;
});

const link = (oauthProviders: unknown[], userId = account.userId) => api.submit('create_oauth_providers', account.organizationId, { userId, oauthProviders }, session);
const listProviders = (userId = account.userId) => api.query('get_oauth_providers', { organizationId: account.organizationId, userId }, session);

describe('create_oauth_providers (V2) links logins to a user', () => {
  it('answers createOauthProvidersResultV2 {providerIds}; the linked Google login then logs in to the account', async () => {
    const result = await link([{ providerName: 'google', oidcToken: await idTokenFor(relay, client, { nonce: 'any' }) }]);
    expect(result.status).toBe(200);
    const activity = parseActivityResponse(result.body, 'create_oauth_providers');
    expect(activity.type).toBe('ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2');
    expect(activity.intent.createOauthProvidersIntentV2).toMatchObject({ userId: account.userId });
    expect(activity.result).toEqual({ createOauthProvidersResultV2: { providerIds: [expect.stringMatching(/^provider-/)] } });

    await client.newKey();
    const login = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    expect(login).toMatchObject({ isNewUser: false, organizationId: account.organizationId });
    expect(login.claims.user_id).toBe(account.userId);
  });

  it('links an X login (a relay-issued token) and claims given as such', async () => {
    const result = await link([
      { providerName: 'x', oidcToken: await oidcTokenFor(relay, client, 'x') },
      { providerName: 'corporate', oidcClaims: { iss: 'https://sso.example.com', sub: 'ada', aud: 'app' } },
    ]);
    expect(result.status).toBe(200);
    const listed = (await listProviders()).body.oauthProviders as { providerName: string; issuer: string }[];
    expect(listed.map((item) => [item.providerName, item.issuer])).toEqual([
      ['x', `${baseUrl}/oauth2/x`],
      ['corporate', 'https://sso.example.com'],
    ]);
  });

  it('refuses a login already linked to an account (409 naming the item) and an empty list', async () => {
    const other = await RelayTestClient.create(relay);
    await socialLogin(other, 'google', await idTokenFor(relay, other, { account: 'grace' }), now);
    const taken = await link([{ providerName: 'google', oidcToken: await idTokenFor(relay, client, { account: 'grace' }) }]);
    expect(taken.status).toBe(409);
    expect(errorInfo(taken.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'parameters.oauthProviders[0]' });
    const empty = await link([]);
    expect(errorInfo(empty.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.oauthProviders' });
  });

  it('verifies tokens as the relay does, naming the parameter', async () => {
    const result = await link([{ providerName: 'google', oidcToken: await idTokenFor(relay, client, { audience: 'other-client' }) }]);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.oauthProviders[0].oidcToken' });
  });

  it("acts only on users of the caller's organization (404 naming userId), and needs a stamp", async () => {
    const other = await RelayTestClient.create(relay);
    const { claims } = await other.loginWithCode('OTP_TYPE_EMAIL', 'grace@example.com', now);
    const result = await link([{ providerName: 'google', oidcToken: await idTokenFor(relay, client) }], claims.user_id);
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.userId' });
    expect((await listProviders(claims.user_id)).status).toBe(404);
  });
});

describe('get_oauth_providers (beyond the spec) lists a user’s linked logins', () => {
  it('answers {oauthProviders} in the read shape, oldest first; [] for none', async () => {
    expect((await listProviders()).body).toEqual({ oauthProviders: [] });
    await link([{ providerName: 'google', oidcToken: await idTokenFor(relay, client) }]);
    const listed = await listProviders();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      oauthProviders: [
        {
          providerId: expect.stringMatching(/^provider-/),
          providerName: 'google',
          issuer: `${baseUrl}/idp/google`,
          audience: 'mock-google-client',
          subject: '108540203919203981001',
          createdAt: { seconds: String(now / 1000), nanos: '0' },
          updatedAt: { seconds: String(now / 1000), nanos: '0' },
        },
      ],
    });
  });

  it('needs userId', async () => {
    const result = await api.query('get_oauth_providers', { organizationId: account.organizationId }, session);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'userId' });
  });
});
