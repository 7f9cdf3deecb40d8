import { beforeEach, describe, expect, it } from 'vitest';
import { createClientSignature, signupSignatureMessage } from '../../../core/crypto/client-signature';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient } from '../../test-utils/api-test-client';
import { errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId }, now: () => now });
  client = await RelayTestClient.create(relay);
});

async function emailToken(contact = 'ada@example.com') {
  return client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', contact), now);
}

describe('signup_v2 with a verification token', () => {
  it('creates a sub-organization, its root user with the contact, and the given API keys', async () => {
    const { token, claims } = await emailToken();
    const apiKey = signingKeyFromPrivateKey(randomPrivateKey());
    const apiKeys = [{ apiKeyName: 'server', publicKey: toHex(apiKey.publicKeyUncompressed), curveType: 'API_KEY_CURVE_P256', expirationSeconds: '3600' }];
    const result = await client.call('signup_v2', await client.signupBody(token, claims, { apiKeys }));
    expect(result.status).toBe(200);
    const organizationId = result.body.organizationId as string;
    const userId = result.body.userId as string;
    expect(relay.state.organizations[organizationId]).toMatchObject({ rootUserIds: [userId] });
    expect(relay.state.users[userId]).toMatchObject({ organizationId, email: 'ada@example.com', userName: 'ada@example.com' });
    expect(Object.values(relay.state.apiKeys)).toEqual([
      expect.objectContaining({ publicKey: toHex(apiKey.publicKey), credentialType: 'CREDENTIAL_TYPE_API_KEY_P256', userId, expiresAt: now + 3_600_000 }),
    ]);
  });

  it('uses the given userName and organizationName', async () => {
    const { token, claims } = await emailToken();
    const body = { ...(await client.signupBody(token, claims)), userName: 'Ada', organizationName: "Ada's org" };
    const result = await client.call('signup_v2', body);
    expect(relay.state.users[result.body.userId as string]?.userName).toBe('Ada');
    expect(relay.state.organizations[result.body.organizationId as string]?.organizationName).toBe("Ada's org");
  });

  it('refuses a contact other than the token contact', async () => {
    const { token, claims } = await emailToken();
    const body = await client.signupBody(token, claims);
    const result = await client.call('signup_v2', { ...body, userEmail: 'eve@example.com' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe('userEmail');
  });

  it('refuses a phone-number signup with an email token (type must match)', async () => {
    const { token, claims } = await emailToken();
    const body = await client.signupBody(token, claims);
    delete body.userEmail;
    const result = await client.call('signup_v2', { ...body, userPhoneNumber: '+14155550100' });
    expect(errorInfo(result.body).field).toBe('userEmail');
  });

  it('requires a client signature with a token', async () => {
    const { token, claims } = await emailToken();
    const { clientSignature: _, ...body } = await client.signupBody(token, claims);
    const result = await client.call('signup_v2', body);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'clientSignature' });
  });

  it('refuses a signature over other arrays than the body (the message copies the body)', async () => {
    const { token, claims } = await emailToken();
    const body = await client.signupBody(token, claims);
    const apiKey = signingKeyFromPrivateKey(randomPrivateKey());
    const result = await client.call('signup_v2', {
      ...body,
      apiKeys: [{ apiKeyName: 'sneaky', publicKey: toHex(apiKey.publicKey), curveType: 'API_KEY_CURVE_P256' }],
    });
    expect(errorInfo(result.body)).toEqual({ reason: 'SIGNATURE_INVALID', field: 'clientSignature.message' });
    expect(relay.state.organizations).toEqual({});
  });

  it("refuses a signature by a key other than the token's public_key", async () => {
    const { token, claims } = await emailToken();
    const other = signingKeyFromPrivateKey(randomPrivateKey());
    const message = signupSignatureMessage({ apiKeys: [], authenticators: [], oauthProviders: [], email: claims.contact }, claims.id);
    const result = await client.call('signup_v2', {
      userEmail: claims.contact,
      apiKeys: [],
      authenticators: [],
      oauthProviders: [],
      verificationToken: token,
      clientSignature: await createClientSignature(message, other),
    });
    expect(errorInfo(result.body).field).toBe('clientSignature.publicKey');
  });

  it('a token signs up once (TOKEN_USED), and a contact with an account is 409 ALREADY_EXISTS', async () => {
    const { token, claims } = await emailToken();
    const body = await client.signupBody(token, claims);
    expect((await client.call('signup_v2', body)).status).toBe(200);
    const replay = await client.call('signup_v2', body);
    expect(errorInfo(replay.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });

    const second = await emailToken('ADA@example.com');
    const again = await client.call('signup_v2', await client.signupBody(second.token, second.claims));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(6);
    expect(errorInfo(again.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'userEmail' });
  });

  it('the same token can still log in after signing up', async () => {
    const { token, claims } = await emailToken();
    expect((await client.call('signup_v2', await client.signupBody(token, claims))).status).toBe(200);
    expect((await client.call('otp_login_v2', await client.loginBody(token, claims))).status).toBe(200);
  });
});

// Well-formed but not a real registration: enough for the shape checks below.
const passkey = {
  authenticatorName: 'laptop',
  challenge: 'YWJj',
  attestation: { credentialId: 'Y3JlZA', clientDataJson: 'e30', attestationObject: 'oA', transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'] },
};
const withArrays = (extra: Record<string, unknown>) => ({ userEmail: 'ada@example.com', apiKeys: [], authenticators: [], oauthProviders: [], ...extra });

describe('signup_v2 without a verification token', () => {
  it('creates an account for an unverified contact', async () => {
    const result = await client.call('signup_v2', { userPhoneNumber: '+14155550100', apiKeys: [], authenticators: [], oauthProviders: [] });
    expect(result.status).toBe(200);
    expect((await client.call('account', { filterType: 'PHONE_NUMBER', filterValue: '+14155550100' })).body).toEqual({
      organizationId: result.body.organizationId,
    });
  });

  it('stores OAuth providers given as claims and verified passkeys', async () => {
    const origin = 'https://app.example.com';
    const laptop = new SoftwareAuthenticator({ origin });
    const result = await client.call(
      'signup_v2',
      {
        apiKeys: [],
        authenticators: [laptop.register({ authenticatorName: 'laptop' })],
        oauthProviders: [{ providerName: 'google', oidcClaims: { iss: 'https://accounts.google.com', sub: '123', aud: 'client' } }],
      },
      { origin },
    );
    expect(result.status).toBe(200);
    const user = relay.state.users[result.body.userId as string];
    expect(user?.oauthProviders).toEqual([expect.objectContaining({ issuer: 'https://accounts.google.com', subject: '123', audience: 'client' })]);
    expect(user?.authenticators).toEqual([expect.objectContaining({ authenticatorName: 'laptop', credentialId: laptop.credentialId })]);
  });

  it('refuses a passkey whose attestation does not verify', async () => {
    const result = await client.call('signup_v2', withArrays({ authenticators: [passkey] }), { origin: 'https://app.example.com' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toMatch(/^authenticators\[0\]\./);
  });

  it.each([
    [{ apiKeys: [], authenticators: [], oauthProviders: [] }, 'userEmail'],
    [{ userEmail: 'ada@example.com', authenticators: [], oauthProviders: [] }, 'apiKeys'],
    [{ userEmail: 'ada@example.com', apiKeys: {}, authenticators: [], oauthProviders: [] }, 'apiKeys'],
    [withArrays({ apiKeys: [{ apiKeyName: 'k', publicKey: `02${'ff'.repeat(32)}`, curveType: 'API_KEY_CURVE_P256' }] }), 'apiKeys[0].publicKey'],
    [withArrays({ apiKeys: [{ apiKeyName: 'k', publicKey: 'ab', curveType: 'API_KEY_CURVE_RSA' }] }), 'apiKeys[0].curveType'],
    [withArrays({ authenticators: [{ ...passkey, attestation: { ...passkey.attestation, transports: ['BLUETOOTH'] } }] }), 'authenticators[0].attestation.transports[0]'],
    [withArrays({ authenticators: [{ ...passkey, attestation: { ...passkey.attestation, credentialId: 7 } }] }), 'authenticators[0].attestation.credentialId'],
    [withArrays({ oauthProviders: [{ providerName: 'google' }] }), 'oauthProviders[0].oidcClaims'],
    [withArrays({ oauthProviders: [{ providerName: 'google', oidcClaims: { iss: 'i', sub: 's' } }] }), 'oauthProviders[0].oidcClaims.aud'],
    [{ userEmail: 'ada@example', apiKeys: [], authenticators: [], oauthProviders: [] }, 'userEmail'],
    [{ userPhoneNumber: '555-0100', apiKeys: [], authenticators: [], oauthProviders: [] }, 'userPhoneNumber'],
  ])('refuses %o naming %s', async (body, field) => {
    const result = await client.call('signup_v2', body);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
  });
});

describe('signup_v2 with a passkey', () => {
  const origin = 'https://app.example.com';

  it("makes the body's apiKeys API keys of the root user, with their expiry honoured by the stamp check", async () => {
    const api = new ApiTestClient(relay, { origin, now: () => now });
    const sessionKey = signingKeyFromPrivateKey(randomPrivateKey());
    const result = await api.signUpWithPasskey(new SoftwareAuthenticator({ origin }), {
      userName: 'Ada',
      apiKeys: [{ apiKeyName: 'session', publicKey: toHex(sessionKey.publicKey), curveType: 'API_KEY_CURVE_P256', expirationSeconds: '900' }],
    });
    expect(result.status).toBe(200);
    const organizationId = result.body.organizationId as string;
    expect(Object.values(relay.state.apiKeys)).toEqual([
      expect.objectContaining({ apiKeyName: 'session', userId: result.body.userId, credentialType: 'CREDENTIAL_TYPE_API_KEY_P256', expiresAt: now + 900_000 }),
    ]);
    const whoami = await api.query('whoami', { organizationId }, sessionKey);
    expect(whoami.body).toMatchObject({ userId: result.body.userId, username: 'Ada' });
    now += 900_000;
    const expired = await api.query('whoami', { organizationId }, sessionKey);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('is found by account lookup with its credential id', async () => {
    const laptop = new SoftwareAuthenticator({ origin });
    const result = await client.call('signup_v2', withArrays({ userEmail: undefined, authenticators: [laptop.register()] }), { origin });
    expect((await client.call('account', { filterType: 'CREDENTIAL_ID', filterValue: laptop.credentialId })).body).toEqual({
      organizationId: result.body.organizationId,
    });
  });
});
