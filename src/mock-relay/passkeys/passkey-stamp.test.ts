import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../core/crypto/p256-private-key';
import { createMockRelay, type MockRelay } from '../handler';
import type { RelayConfig } from '../relay-config';
import { ApiTestClient, newTargetKey } from '../test-utils/api-test-client';
import { call, errorInfo, testConfigId } from '../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../test-utils/software-authenticator';
import { expectedStampChallenge, parsePasskeyStamp } from './passkey-stamp';

const origin = 'https://app.example.com';
let now: number;
let relay: MockRelay;
let api: ApiTestClient;
let passkey: SoftwareAuthenticator;
let organizationId: string;

async function setup(config: Partial<RelayConfig> = {}, authenticator = new SoftwareAuthenticator({ origin })) {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, allowedOrigins: [origin], ...config }, now: () => now });
  api = new ApiTestClient(relay, { origin, now: () => now });
  passkey = authenticator;
  const signedUp = await api.signUpWithPasskey(passkey);
  expect(signedUp.status).toBe(200);
  organizationId = signedUp.body.organizationId as string;
}

beforeEach(() => setup());

const session = (options: Parameters<ApiTestClient['submit']>[4] = {}, stamper: SoftwareAuthenticator = passkey) =>
  api.submit('create_read_write_session', organizationId, { targetPublicKey: newTargetKey().publicKey }, stamper, options);

function expectRefused(result: { status: number; body: Record<string, unknown> }, reason: string, message: RegExp): void {
  expect(result.status).toBe(401);
  expect(result.body.code).toBe(16);
  expect(errorInfo(result.body)).toEqual({ reason, field: 'X-Stamp-WebAuthn' });
  expect(result.body.message).toMatch(/^X-Stamp-WebAuthn: /);
  expect(result.body.message).toMatch(message);
}

describe('the passkey stamp challenge (protocol.md section 2)', () => {
  it('is base64url of the 64 ASCII bytes of hex(SHA-256(body))', () => {
    // SHA-256("abc") = ba7816bf...; its hex text, as bytes, base64url-encoded.
    const hex = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(expectedStampChallenge(new TextEncoder().encode('abc'))).toBe(Buffer.from(hex, 'ascii').toString('base64url'));
  });

  it('parses only JSON with the four base64url members', () => {
    const stamp = { authenticatorData: 'AA', clientDataJson: 'AA', credentialId: 'AA', signature: 'AA' };
    expect(parsePasskeyStamp(JSON.stringify(stamp))).toEqual(stamp);
    for (const bad of ['', 'eyJ9', '[]', JSON.stringify({ ...stamp, signature: 'a+b/' }), JSON.stringify({ ...stamp, credentialId: undefined })]) {
      expect(() => parsePasskeyStamp(bad)).toThrow(/^X-Stamp-WebAuthn: is not a passkey stamp/);
    }
  });
});

describe('a valid passkey stamp', () => {
  it('authenticates the user, advances the stored sign counter and records user verification', async () => {
    expect((await session()).status).toBe(200);
    expect((await session()).status).toBe(200);
    const user = Object.values(relay.state.users)[0];
    expect(user?.authenticators[0]).toMatchObject({ counter: 2, lastUserVerified: true });
  });

  it('is accepted without user verification (UV preferred, not required), which is recorded', async () => {
    await setup({}, new SoftwareAuthenticator({ origin, userVerification: false }));
    expect((await session()).status).toBe(200);
    expect(Object.values(relay.state.users)[0]?.authenticators[0]).toMatchObject({ userVerified: false, lastUserVerified: false });
  });

  it('may keep a zero counter (synced passkeys), each assertion over a new body', async () => {
    await setup({}, new SoftwareAuthenticator({ origin, counter: 'zero' }));
    expect((await session()).status).toBe(200);
    now += 1;
    expect((await session()).status).toBe(200);
  });

  it('is found under any case of the header name', async () => {
    expect((await session({ headerName: 'x-stamp-webauthn' })).status).toBe(200);
    expect((await session({ headerName: 'X-STAMP-WEBAUTHN' })).status).toBe(200);
  });

  it('is checked against the configured rpId when set', async () => {
    await setup({ rpId: 'example.com' }, new SoftwareAuthenticator({ origin, rpId: 'example.com' }));
    expect((await session()).status).toBe(200);
  });
});

describe('passkey stamp refusals: 401 naming X-Stamp-WebAuthn, the message naming the cause', () => {
  it('a forged assertion (signed by another key): bad signature', async () => {
    expectRefused(await session({ passkey: { signingKey: randomPrivateKey() } }), 'SIGNATURE_INVALID', /bad signature/);
  });

  it('an assertion made on another origin: wrong origin', async () => {
    expectRefused(await session({ passkey: { origin: 'https://evil.example' } }), 'SIGNATURE_INVALID', /wrong origin: .*https:\/\/evil\.example/);
  });

  it('an assertion for another relying party: wrong rpId', async () => {
    expectRefused(await session({ passkey: { rpId: 'evil.example' } }), 'SIGNATURE_INVALID', /wrong rpId/);
  });

  it('a body that does not match the challenge (changed after stamping)', async () => {
    const tamper = (body: string) => body.replace('"parameters":{', '"parameters":{"invalidateExisting":true,');
    expectRefused(await session({ tamper }), 'SIGNATURE_INVALID', /challenge does not match the request body/);
  });

  it('a replayed assertion (the same stamp and body sent twice)', async () => {
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
      timestampMs: String(now),
      organizationId,
      parameters: { targetPublicKey: newTargetKey().publicKey },
    });
    const headers = { 'X-Stamp-WebAuthn': passkey.stamp(body) };
    const send = () => call(relay, '/public/v1/submit/create_read_write_session', undefined, { rawBody: body, headers, origin });
    expect((await send()).status).toBe(200);
    expectRefused(await send(), 'SIGNATURE_INVALID', /replayed assertion/);
  });

  it('a sign counter that does not increase (a cloned passkey)', async () => {
    expect((await session({ passkey: { counter: 5 } })).status).toBe(200);
    now += 1;
    expectRefused(await session({ passkey: { counter: 5 } }), 'SIGNATURE_INVALID', /sign counter did not increase \(got 5, last seen 5\)/);
    expectRefused(await session({ passkey: { counter: 4 } }), 'SIGNATURE_INVALID', /sign counter did not increase/);
    expect((await session({ passkey: { counter: 6 } })).status).toBe(200);
  });

  it('an assertion without user presence', async () => {
    expectRefused(await session({ passkey: { userPresent: false } }), 'SIGNATURE_INVALID', /user presence/);
  });

  it('client data of a registration, not an assertion', async () => {
    expectRefused(await session({ passkey: { type: 'webauthn.create' } }), 'SIGNATURE_INVALID', /webauthn\.get/);
  });

  it('an unknown credential', async () => {
    expectRefused(await session({}, new SoftwareAuthenticator({ origin })), 'UNAUTHENTICATED', /unknown credential/);
  });

  it('a header that is not a passkey stamp', async () => {
    const result = await call(relay, '/public/v1/query/whoami', { organizationId }, { headers: { 'X-Stamp-WebAuthn': 'not json' }, origin });
    expectRefused(result, 'UNAUTHENTICATED', /is not a passkey stamp/);
  });

  it('a request stamped both ways', async () => {
    const both = await call(relay, '/public/v1/query/whoami', { organizationId }, { headers: { 'X-Stamp-WebAuthn': '{}', 'X-Stamp': 'x' }, origin });
    expect(both.status).toBe(401);
    expect(both.body.message).toMatch(/not both/);
  });
});

describe("the request's origin decides the expected WebAuthn origin", () => {
  it('must be an allowed origin (403 naming Origin)', async () => {
    const result = await session({ origin: 'https://evil.example', passkey: { origin: 'https://evil.example' } });
    expect(result.status).toBe(403);
    expect(errorInfo(result.body)).toEqual({ reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' });
  });

  it('must be present to check a passkey (403 naming Origin)', async () => {
    await setup({ allowedOrigins: ['*'] });
    const result = await session({ origin: null });
    expect(result.status).toBe(403);
    expect(errorInfo(result.body).field).toBe('Origin');
  });

  it("with allowedOrigins ['*'], must still equal the assertion's origin", async () => {
    await setup({ allowedOrigins: ['*'] });
    expectRefused(await session({ origin: 'https://other.example' }), 'SIGNATURE_INVALID', /wrong origin/);
    expect((await session()).status).toBe(200);
  });
});
