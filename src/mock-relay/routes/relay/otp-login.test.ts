import { beforeEach, describe, expect, it } from 'vitest';
import { createClientSignature, loginSignatureMessage } from '../../../core/crypto/client-signature';
import { verifySessionJwt } from '../../../core/crypto/jwt';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { createMockRelay, type MockRelay } from '../../handler';
import { errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now = Date.UTC(2030, 0, 1);
let relay: MockRelay;
let client: RelayTestClient;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, sessionExpirationSeconds: 600 }, now: () => now });
  client = await RelayTestClient.create(relay);
});

async function verifiedEmailToken(contact = 'ada@example.com') {
  return client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', contact), now);
}

describe('email signup then login (the happy path)', () => {
  it('creates a sub-organization and returns a notarizer-signed session for the client key', async () => {
    const { token, claims } = await verifiedEmailToken();
    expect(claims).toMatchObject({ verification_type: 'OTP_TYPE_EMAIL', contact: 'ada@example.com', organization_id: 'mock-parent-org', public_key: client.publicKey });
    expect(Number(claims.exp)).toBe(now + 10 * 60 * 1000);

    const lookup = await client.call('account', { filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: token });
    expect(lookup).toMatchObject({ status: 200, body: {} });

    const created = await client.call('signup_v2', await client.signupBody(token, claims));
    expect(created.status).toBe(200);
    expect(created.body.organizationId).toMatch(/^org-/);
    expect(created.body.userId).toMatch(/^user-/);

    const login = await client.call<{ session: string }>('otp_login_v2', await client.loginBody(token, claims));
    expect(login.status).toBe(200);
    const session = await verifySessionJwt(login.body.session, relay.keys.notarizer, now);
    expect(session).toEqual({
      exp: Math.floor(now / 1000) + 600,
      public_key: client.publicKey,
      session_type: 'SESSION_TYPE_READ_WRITE',
      user_id: created.body.userId,
      organization_id: created.body.organizationId,
    });
  });

  it('registers the client key as an expiring read-write session key of the user', async () => {
    const { claims } = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const keys = Object.values(relay.state.apiKeys);
    expect(keys).toEqual([
      expect.objectContaining({
        publicKey: client.publicKey,
        credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
        userId: claims.user_id,
        organizationId: claims.organization_id,
        expiresAt: now + 600_000,
      }),
    ]);
  });
});

describe('SMS path', () => {
  it('signs up and logs in with a phone number', async () => {
    const { claims, isNewUser } = await client.loginWithCode('OTP_TYPE_SMS', '+14155550100', now);
    expect(isNewUser).toBe(true);
    expect(relay.state.users[claims.user_id]).toMatchObject({ phoneNumber: '+14155550100' });
    const lookup = await client.call('account', { filterType: 'PHONE_NUMBER', filterValue: '+14155550100' });
    expect(lookup.body).toEqual({ organizationId: claims.organization_id });
  });
});

describe('logging in again', () => {
  it('after logout (a new client key), finds the same sub-organization and user', async () => {
    const first = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    await client.newKey();
    const second = await client.loginWithCode('OTP_TYPE_EMAIL', 'ADA@example.com', now);
    expect(second.isNewUser).toBe(false);
    expect(second.claims.organization_id).toBe(first.claims.organization_id);
    expect(second.claims.user_id).toBe(first.claims.user_id);
    expect(Object.keys(relay.state.organizations)).toHaveLength(1);
  });

  it('keeps earlier session keys, unless invalidateExisting removes them', async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const firstKey = client.publicKey;
    await client.newKey();
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    expect(Object.values(relay.state.apiKeys).map((key) => key.publicKey).sort()).toEqual([firstKey, client.publicKey].sort());

    await client.newKey();
    const { token, claims } = await verifiedEmailToken();
    const login = await client.call('otp_login_v2', await client.loginBody(token, claims, { invalidateExisting: true }));
    expect(login.status).toBe(200);
    expect(Object.values(relay.state.apiKeys).map((key) => key.publicKey)).toEqual([client.publicKey]);
  });

  it('accepts the matching organizationId and refuses another one', async () => {
    const first = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token, claims } = await verifiedEmailToken();
    const wrong = await client.call('otp_login_v2', await client.loginBody(token, claims, { organizationId: 'org-someone-else' }));
    expect(wrong.status).toBe(400);
    expect(errorInfo(wrong.body).field).toBe('organizationId');
    const right = await client.call('otp_login_v2', await client.loginBody(token, claims, { organizationId: first.claims.organization_id }));
    expect(right.status).toBe(200);
  });
});

describe('login refusals', () => {
  it('404 NOT_FOUND naming verificationToken when no account holds the contact', async () => {
    const { token, claims } = await verifiedEmailToken('nobody@example.com');
    const result = await client.call('otp_login_v2', await client.loginBody(token, claims));
    expect(result.status).toBe(404);
    expect(result.body.code).toBe(5);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'verificationToken' });
  });

  it('a login refused for no account does not spend the token: it signs up, then logs in to the new account', async () => {
    const { token, claims } = await verifiedEmailToken('grace@example.com');
    const body = await client.loginBody(token, claims);
    expect((await client.call('otp_login_v2', body)).status).toBe(404);
    const created = await client.call<{ organizationId: string; userId: string }>('signup_v2', await client.signupBody(token, claims));
    expect(created.status).toBe(200);
    const login = await client.call<{ session: string }>('otp_login_v2', body);
    expect(login.status).toBe(200);
    expect(await verifySessionJwt(login.body.session, relay.keys.notarizer, now)).toMatchObject({
      organization_id: created.body.organizationId,
      user_id: created.body.userId,
      public_key: client.publicKey,
    });
  });

  it('a token logs in once: a replay is TOKEN_USED', async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token, claims } = await verifiedEmailToken();
    const body = await client.loginBody(token, claims);
    expect((await client.call('otp_login_v2', body)).status).toBe(200);
    const replay = await client.call('otp_login_v2', body);
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });
  });

  it('refuses a signature that does not verify', async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token, claims } = await verifiedEmailToken();
    const body = await client.loginBody(token, claims);
    const signature = body.clientSignature as { signature: string };
    const flipped = signature.signature.slice(0, -1) + (signature.signature.endsWith('0') ? '1' : '0');
    const result = await client.call('otp_login_v2', { ...body, clientSignature: { ...signature, signature: flipped } });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'SIGNATURE_INVALID', field: 'clientSignature.signature' });
  });

  it('refuses a signature over another message (e.g. another token id)', async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token } = await verifiedEmailToken();
    const clientSignature = await createClientSignature(loginSignatureMessage(client.publicKey, 'another-token-id'), client.key);
    const result = await client.call('otp_login_v2', { verificationToken: token, publicKey: client.publicKey, clientSignature });
    expect(errorInfo(result.body)).toEqual({ reason: 'SIGNATURE_INVALID', field: 'clientSignature.message' });
  });

  it("refuses a publicKey other than the token's public_key, even when correctly signed", async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token, claims } = await verifiedEmailToken();
    const other = signingKeyFromPrivateKey(randomPrivateKey());
    const otherKey = toHex(other.publicKey);
    const clientSignature = await createClientSignature(loginSignatureMessage(otherKey, claims.id), other);
    const result = await client.call('otp_login_v2', { verificationToken: token, publicKey: otherKey, clientSignature });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'publicKey' });
  });

  it("refuses a clientSignature.publicKey other than publicKey", async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token, claims } = await verifiedEmailToken();
    const other = signingKeyFromPrivateKey(randomPrivateKey());
    const clientSignature = await createClientSignature(loginSignatureMessage(client.publicKey, claims.id), other);
    const result = await client.call('otp_login_v2', { verificationToken: token, publicKey: client.publicKey, clientSignature });
    expect(errorInfo(result.body).field).toBe('clientSignature.publicKey');
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const { token, claims } = await verifiedEmailToken();
    const body = await client.loginBody(token, claims);
    now += 10 * 60 * 1000 + 1;
    const expired = await client.call('otp_login_v2', body);
    expect(expired.status).toBe(400);
    expect(errorInfo(expired.body)).toEqual({ reason: 'TOKEN_EXPIRED', field: 'verificationToken' });
  });

  it("refuses a token signed by another relay's TLS-fetcher key with TOKEN_INVALID", async () => {
    await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const other = createMockRelay({ config: { configId: testConfigId }, now: () => now });
    const otherClient = await RelayTestClient.create(other);
    const forged = await otherClient.verifiedToken(await otherClient.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'), now);
    const result = await client.call('otp_login_v2', await otherClient.loginBody(forged.token, forged.claims));
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'TOKEN_INVALID', field: 'verificationToken' });
  });

  it("refuses a token issued for another parent organization", async () => {
    const keys = { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) };
    const ours = createMockRelay({ config: { configId: testConfigId }, enclaveKeys: keys, now: () => now });
    const theirs = createMockRelay({ config: { configId: testConfigId, organizationId: 'other-parent' }, enclaveKeys: keys, now: () => now });
    const ourClient = await RelayTestClient.create(ours);
    await ourClient.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
    const theirClient = await RelayTestClient.create(theirs);
    const foreign = await theirClient.verifiedToken(await theirClient.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'), now);
    const result = await ourClient.call('otp_login_v2', await theirClient.loginBody(foreign.token, foreign.claims));
    expect(errorInfo(result.body)).toEqual({ reason: 'TOKEN_INVALID', field: 'verificationToken' });
  });
});
