import { beforeEach, describe, expect, it } from 'vitest';
import { createMockRelay, type MockRelay, type MockRelayOptions } from '../../handler';
import type { MockIdpAccount } from '../../idp/idp-accounts';
import { idTokenFor, socialLogin } from '../../test-utils/oauth-test-client';
import { baseUrl, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;

function relayWith(config: Record<string, unknown>, options: Partial<MockRelayOptions> = {}): MockRelay {
  return createMockRelay({ now: () => now, ...options, config: { configId: testConfigId, enabledProviders: ['email', 'google', 'apple'], ...config } });
}

beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
});

/** An email-OTP account for `email`, made through the relay as the kit makes it. */
async function emailAccount(relay: MockRelay, email = 'ada@example.com'): Promise<string> {
  const otp = await RelayTestClient.create(relay);
  const { claims } = await otp.loginWithCode('OTP_TYPE_EMAIL', email, now);
  return claims.organization_id;
}

describe('account lookup by OIDC_TOKEN', () => {
  it('finds the account holding the token’s (iss, sub, aud), and only that one', async () => {
    const relay = relayWith({});
    const client = await RelayTestClient.create(relay);
    const { organizationId } = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    const lookup = (account: string) => idTokenFor(relay, client, { account }).then((token) => client.call('account', { filterType: 'OIDC_TOKEN', filterValue: token }));
    expect((await lookup('ada')).body).toEqual({ organizationId });
    expect((await lookup('grace')).body).toEqual({});
  });

  it('verifies the token (no nonce needed), refusing naming filterValue', async () => {
    const relay = relayWith({});
    const client = await RelayTestClient.create(relay);
    const anyNonce = await idTokenFor(relay, client, { nonce: 'not-bound-to-anything' });
    expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: anyNonce })).status).toBe(200);
    const otherAudience = await idTokenFor(relay, client, { audience: 'other-client' });
    const refused = await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: otherAudience });
    expect(refused.status).toBe(400);
    expect(errorInfo(refused.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'filterValue' });
  });
});

describe('social linking (spec section 5): a Google login joins the email-OTP account with the same verified email', () => {
  it('links when the token’s client id is listed in socialLinkingClientIds, and oauth_login then logs in to that account', async () => {
    const relay = relayWith({ socialLinkingClientIds: ['mock-google-client'] });
    const organizationId = await emailAccount(relay);
    const client = await RelayTestClient.create(relay);
    const token = await idTokenFor(relay, client);

    const lookup = await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: token });
    expect(lookup.body).toEqual({ organizationId });
    const user = Object.values(relay.state.users).find((item) => item.organizationId === organizationId);
    expect(user?.oauthProviders).toEqual([
      expect.objectContaining({ providerName: 'google', issuer: `${baseUrl}/idp/google`, subject: '108540203919203981001', audience: 'mock-google-client' }),
    ]);

    const login = await socialLogin(client, 'google', token, now);
    expect(login).toMatchObject({ isNewUser: false, organizationId });
    expect(Object.keys(relay.state.organizations)).toEqual([organizationId]);
  });

  it('links once: later lookups find the linked login', async () => {
    const relay = relayWith({ socialLinkingClientIds: ['mock-google-client'] });
    const organizationId = await emailAccount(relay, 'Ada@Example.com');
    const client = await RelayTestClient.create(relay);
    for (let round = 0; round < 2; round += 1) {
      const token = await idTokenFor(relay, client);
      expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: token })).body).toEqual({ organizationId });
    }
    expect(Object.values(relay.state.users).flatMap((user) => user.oauthProviders)).toHaveLength(1);
  });

  it('does not link when the token’s client id is not listed', async () => {
    const relay = relayWith({ socialLinkingClientIds: ['another-google-client'] });
    await emailAccount(relay);
    const client = await RelayTestClient.create(relay);
    expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: await idTokenFor(relay, client) })).body).toEqual({});
    expect(Object.values(relay.state.users).flatMap((user) => user.oauthProviders)).toEqual([]);
  });

  it('does not link without socialLinkingClientIds: the social signup makes a separate account, with the same email', async () => {
    const relay = relayWith({});
    const emailOrganization = await emailAccount(relay);
    const client = await RelayTestClient.create(relay);
    const social = await socialLogin(client, 'google', await idTokenFor(relay, client), now);
    expect(social.isNewUser).toBe(true);
    expect(social.organizationId).not.toBe(emailOrganization);
    // Email OTP still reaches the account that had the email first.
    expect((await client.call('account', { filterType: 'EMAIL', filterValue: 'ada@example.com' })).body).toEqual({ organizationId: emailOrganization });
  });

  it('does not link when the provider says the email is unverified', async () => {
    const accounts: MockIdpAccount[] = [{ id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false }];
    const relay = relayWith({ socialLinkingClientIds: ['mock-google-client'] }, { idpAccounts: accounts });
    await emailAccount(relay);
    const client = await RelayTestClient.create(relay);
    expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: await idTokenFor(relay, client) })).body).toEqual({});
    expect(Object.values(relay.state.users).flatMap((user) => user.oauthProviders)).toEqual([]);
  });

  it('does not link when no account has the email', async () => {
    const relay = relayWith({ socialLinkingClientIds: ['mock-google-client'] });
    await emailAccount(relay, 'grace@example.com');
    const client = await RelayTestClient.create(relay);
    expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: await idTokenFor(relay, client) })).body).toEqual({});
  });

  it('links Google logins only (an Apple token with the same email is not linked)', async () => {
    const relay = relayWith({ socialLinkingClientIds: ['mock-google-client', 'mock-apple-client'] });
    await emailAccount(relay);
    const client = await RelayTestClient.create(relay);
    const apple = await idTokenFor(relay, client, { provider: 'apple' });
    expect((await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: apple })).body).toEqual({});
  });
});
