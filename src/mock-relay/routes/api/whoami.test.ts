import { beforeEach, describe, expect, it } from 'vitest';
import { stampApiRequest } from '../../../core/crypto/api-stamp';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient } from '../../test-utils/api-test-client';
import { call, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;
let session: { organization_id: string; user_id: string };

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, sessionExpirationSeconds: 900 }, now: () => now });
  client = await RelayTestClient.create(relay);
  session = (await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now)).claims;
});

describe('whoami, stamped with the session key', () => {
  it('answers who the key belongs to (the login registered it)', async () => {
    const result = await client.whoami(session.organization_id);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      organizationId: session.organization_id,
      organizationName: expect.any(String),
      userId: session.user_id,
      username: 'ada@example.com',
    });
  });

  it('works for API keys registered at signup (uncompressed key given, stamped with the compressed one)', async () => {
    const apiKey = signingKeyFromPrivateKey(randomPrivateKey());
    const signedUp = await client.call('signup_v2', {
      userEmail: 'bob@example.com',
      apiKeys: [{ apiKeyName: 'server', publicKey: toHex(apiKey.publicKeyUncompressed), curveType: 'API_KEY_CURVE_P256' }],
      authenticators: [],
      oauthProviders: [],
    });
    const result = await client.whoami(signedUp.body.organizationId as string, { key: apiKey });
    expect(result.body).toMatchObject({ userId: signedUp.body.userId });
  });
});

describe('whoami, stamped with a passkey', () => {
  it("answers for the passkey's user, also when the parent organization is named", async () => {
    const origin = 'https://app.example.com';
    const passkey = new SoftwareAuthenticator({ origin });
    const api = new ApiTestClient(relay, { origin, now: () => now });
    const signedUp = await api.signUpWithPasskey(passkey, { userName: 'Grace' });
    for (const organizationId of [signedUp.body.organizationId as string, relay.config.organizationId]) {
      const result = await api.query('whoami', { organizationId }, passkey);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ organizationId: signedUp.body.organizationId, userId: signedUp.body.userId, username: 'Grace' });
    }
  });
});

describe('whoami refusals (401 UNAUTHENTICATED)', () => {
  it('after the session key expires', async () => {
    now += 900_000 - 1;
    expect((await client.whoami(session.organization_id)).status).toBe(200);
    now += 1;
    const result = await client.whoami(session.organization_id);
    expect(result.status).toBe(401);
    expect(result.body.code).toBe(16);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
    expect(result.body.message).toMatch(/expired/);
  });

  it('when the body was changed after stamping (verified over the raw bytes)', async () => {
    for (const tamper of [(body: string) => `${body} `, (body: string) => body.replace('{', '{ '), (body: string) => body.replace(/"}$/, 'x"}')]) {
      const result = await client.whoami(session.organization_id, { tamper });
      expect(result.status).toBe(401);
      expect(errorInfo(result.body).field).toBe('X-Stamp');
    }
  });

  it('for a key that was never registered', async () => {
    const stranger = signingKeyFromPrivateKey(randomPrivateKey());
    const result = await client.whoami(session.organization_id, { key: stranger });
    expect(result.status).toBe(401);
    expect(result.body.message).toMatch(/not a registered API key/);
  });

  it('after a later login with invalidateExisting removed the key', async () => {
    const firstKey = client.key;
    await client.newKey();
    const { token, claims } = await client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'), now);
    await client.call('otp_login_v2', await client.loginBody(token, claims, { invalidateExisting: true }));
    expect((await client.whoami(session.organization_id, { key: firstKey })).status).toBe(401);
    expect((await client.whoami(session.organization_id)).status).toBe(200);
  });

  it('without a stamp, or with one that is not a stamp', async () => {
    const missing = await call(relay, '/public/v1/query/whoami', { organizationId: session.organization_id });
    expect(missing.status).toBe(401);
    expect(errorInfo(missing.body).field).toBe('X-Stamp');
    const garbage = await call(relay, '/public/v1/query/whoami', { organizationId: session.organization_id }, { headers: { 'X-Stamp': 'not-a-stamp' } });
    expect(garbage.status).toBe(401);
  });

  it("for another organization than the key's (only the key's own or the parent's id is accepted)", async () => {
    const result = await client.whoami('org-someone-else');
    expect(result.status).toBe(401);
    expect(errorInfo(result.body).field).toBe('organizationId');
  });

  it('for a passkey stamp that is not one', async () => {
    const result = await call(relay, '/public/v1/query/whoami', { organizationId: 'x' }, { headers: { 'X-Stamp-WebAuthn': '{}' } });
    expect(result.status).toBe(401);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp-WebAuthn' });
  });

  it('a valid stamp over a body without organizationId is 400 naming it', async () => {
    const body = JSON.stringify({});
    const stamp = await stampApiRequest(body, client.key);
    const result = await call(relay, '/public/v1/query/whoami', undefined, { rawBody: body, headers: { 'X-Stamp': stamp.headerValue } });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe('organizationId');
  });
});
