import { describe, expect, it } from 'vitest';
import { createMockRelay } from '../../handler';
import { ApiTestClient } from '../../test-utils/api-test-client';
import { errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

async function setup(config: { requireVerificationTokenForAccountLookup?: boolean } = {}) {
  const now = Date.UTC(2030, 0, 1);
  const relay = createMockRelay({ config: { configId: testConfigId, ...config }, now: () => now });
  const client = await RelayTestClient.create(relay);
  const signedUp = await client.call('signup_v2', { userEmail: 'Ada@Example.com', apiKeys: [], authenticators: [], oauthProviders: [] });
  return { relay, client, now, organizationId: signedUp.body.organizationId as string };
}

describe('account lookup', () => {
  it('finds an account by email case-insensitively, and answers {} when none matches', async () => {
    const { client, organizationId } = await setup();
    expect((await client.call('account', { filterType: 'EMAIL', filterValue: 'ada@example.COM' })).body).toEqual({ organizationId });
    expect((await client.call('account', { filterType: 'EMAIL', filterValue: 'bob@example.com' })).body).toEqual({});
  });

  it("finds the sub-organization holding a passkey by its credential id (exactly), and answers {} for an unknown one", async () => {
    const { relay, client } = await setup();
    const origin = 'https://app.example.com';
    const passkey = new SoftwareAuthenticator({ origin });
    const signedUp = await new ApiTestClient(relay, { origin, now: () => Date.UTC(2030, 0, 1) }).signUpWithPasskey(passkey);
    expect((await client.call('account', { filterType: 'CREDENTIAL_ID', filterValue: passkey.credentialId })).body).toEqual({
      organizationId: signedUp.body.organizationId,
    });
    expect((await client.call('account', { filterType: 'CREDENTIAL_ID', filterValue: passkey.credentialId.toLowerCase() })).body).toEqual({});
    expect((await client.call('account', { filterType: 'CREDENTIAL_ID', filterValue: 'Y3JlZA' })).body).toEqual({});
  });

  it('answers {} for the filter type it does not match on (USERNAME)', async () => {
    const { client } = await setup();
    expect((await client.call('account', { filterType: 'USERNAME', filterValue: 'anything' })).body).toEqual({});
  });

  it('refuses an OIDC_TOKEN value that is not a token, naming filterValue (tokens: oauth-login.test.ts)', async () => {
    const { client } = await setup();
    const result = await client.call('account', { filterType: 'OIDC_TOKEN', filterValue: 'anything' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'filterValue' });
    expect(result.body.message).toBe('filterValue: is not a compact JWT (three dot-separated parts)');
  });

  it.each([
    [{ filterValue: 'ada@example.com' }, 'filterType'],
    [{ filterType: 'FAVOURITE_COLOUR', filterValue: 'blue' }, 'filterType'],
    [{ filterType: 'EMAIL' }, 'filterValue'],
    [{ filterType: 'EMAIL', filterValue: 'not an email' }, 'filterValue'],
    [{ filterType: 'PHONE_NUMBER', filterValue: '0415' }, 'filterValue'],
    [{ filterType: 'PUBLIC_KEY', filterValue: 'anything' }, 'filterValue'],
    [{ filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: 5 }, 'verificationToken'],
  ])('refuses %o naming %s', async (body, field) => {
    const { client } = await setup();
    const result = await client.call('account', body);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
  });
});

describe('account lookup gated by a verification token (requireVerificationTokenForAccountLookup)', () => {
  it('requires a token for contact lookups', async () => {
    const { client } = await setup({ requireVerificationTokenForAccountLookup: true });
    const result = await client.call('account', { filterType: 'EMAIL', filterValue: 'ada@example.com' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe('verificationToken');
  });

  it('answers with a token for the same contact', async () => {
    const { client, organizationId, now } = await setup({ requireVerificationTokenForAccountLookup: true });
    const { token } = await client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'), now);
    expect((await client.call('account', { filterType: 'EMAIL', filterValue: 'ADA@example.com', verificationToken: token })).body).toEqual({ organizationId });
  });

  it('refuses a token for another contact, or a forged token', async () => {
    const { client, now } = await setup({ requireVerificationTokenForAccountLookup: true });
    const { token } = await client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', 'eve@example.com'), now);
    const other = await client.call('account', { filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: token });
    expect(other.status).toBe(403);
    expect(errorInfo(other.body)).toEqual({ reason: 'TOKEN_INVALID', field: 'verificationToken' });
    const forged = await client.call('account', { filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: `${token.slice(0, -4)}AAAA` });
    expect(errorInfo(forged.body)).toEqual({ reason: 'TOKEN_INVALID', field: 'verificationToken' });
  });
});
