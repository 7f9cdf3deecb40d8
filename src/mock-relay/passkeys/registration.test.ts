import { beforeEach, describe, expect, it } from 'vitest';
import { createMockRelay, type MockRelay } from '../handler';
import type { RelayConfig } from '../relay-config';
import { ApiTestClient } from '../test-utils/api-test-client';
import { call, errorInfo, testConfigId } from '../test-utils/relay-test-client';
import { randomChallenge, SoftwareAuthenticator, type PasskeyRegistration } from '../test-utils/software-authenticator';

const origin = 'https://app.example.com';
let now: number;
let relay: MockRelay;
let api: ApiTestClient;

function setup(config: Partial<RelayConfig> = {}): void {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, allowedOrigins: [origin], ...config }, now: () => now });
  api = new ApiTestClient(relay, { origin, now: () => now });
}

beforeEach(() => setup());

const signup = (registrations: PasskeyRegistration[], requestOrigin: string | null = origin) =>
  call(relay, '/v1/signup_v2', { apiKeys: [], authenticators: registrations, oauthProviders: [] }, { origin: requestOrigin });

function expectRefused(result: { status: number; body: Record<string, unknown> }, field: string, message: RegExp): void {
  expect(result.status).toBe(400);
  expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field });
  expect(result.body.message).toMatch(message);
}

describe('a passkey registration is verified (rpId, origin, challenge, user presence)', () => {
  it('stores the passkey with the read shape of spec section 2 and what verification needs', async () => {
    const passkey = new SoftwareAuthenticator({ origin });
    const result = await signup([passkey.register({ authenticatorName: 'MacBook' })]);
    expect(result.status).toBe(200);
    const user = relay.state.users[result.body.userId as string];
    expect(user?.authenticators).toEqual([
      {
        authenticatorId: expect.stringMatching(/^authenticator-/),
        authenticatorName: 'MacBook',
        credentialId: passkey.credentialId,
        attestationType: 'none',
        aaguid: '00000000-0000-0000-0000-000000000000',
        model: expect.any(String),
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
        publicKey: passkey.publicKeyHex,
        cosePublicKey: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        counter: 0,
        userVerified: true,
        createdAt: now,
        updatedAt: now,
      },
    ]);
  });

  it('accepts packed self-attestation', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin }).register({ format: 'packed' })]);
    expect(result.status).toBe(200);
    expect(relay.state.users[result.body.userId as string]?.authenticators[0]?.attestationType).toBe('packed');
  });

  it('accepts a registration without user verification (UV preferred) and records it', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin, userVerification: false }).register()]);
    expect(result.status).toBe(200);
    expect(relay.state.users[result.body.userId as string]?.authenticators[0]?.userVerified).toBe(false);
  });

  it('takes the rpId setting over the origin host name', async () => {
    setup({ rpId: 'example.com' });
    expect((await signup([new SoftwareAuthenticator({ origin, rpId: 'example.com' }).register()])).status).toBe(200);
    expectRefused(await signup([new SoftwareAuthenticator({ origin }).register()]), 'authenticators[0].attestation.attestationObject', /wrong rpId/);
  });

  it('refuses a registration made on another origin', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin }).register({ origin: 'https://evil.example' })]);
    expectRefused(result, 'authenticators[0].attestation.clientDataJson', /wrong origin: .*evil\.example/);
  });

  it('refuses a registration for another relying party', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin }).register({ rpId: 'evil.example' })]);
    expectRefused(result, 'authenticators[0].attestation.attestationObject', /wrong rpId/);
  });

  it('refuses a registration whose signed challenge is not the body challenge', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin }).register({ claimedChallenge: randomChallenge() })]);
    expectRefused(result, 'authenticators[0].challenge', /does not match the challenge/);
  });

  it('refuses a registration without user presence', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin }).register({ userPresent: false })]);
    expectRefused(result, 'authenticators[0].attestation.attestationObject', /presence/);
  });

  it('refuses client data of an assertion', async () => {
    const result = await signup([new SoftwareAuthenticator({ origin }).register({ type: 'webauthn.get' })]);
    expectRefused(result, 'authenticators[0].attestation.clientDataJson', /type/);
  });

  it('refuses a credential id other than the attested one', async () => {
    const registration = new SoftwareAuthenticator({ origin }).register();
    registration.attestation.credentialId = new SoftwareAuthenticator({ origin }).credentialId;
    expectRefused(await signup([registration]), 'authenticators[0].attestation.credentialId', /does not match/);
  });

  it('names the failing item of several', async () => {
    const good = new SoftwareAuthenticator({ origin }).register();
    const bad = new SoftwareAuthenticator({ origin }).register({ origin: 'https://evil.example' });
    expectRefused(await signup([good, bad]), 'authenticators[1].attestation.clientDataJson', /wrong origin/);
  });
});

describe('each registration challenge is used once, each credential registered once', () => {
  it('refuses a replayed registration with 400 naming the challenge', async () => {
    const registration = new SoftwareAuthenticator({ origin }).register();
    expect((await signup([registration])).status).toBe(200);
    expectRefused(await signup([registration]), 'authenticators[0].challenge', /already used/);
  });

  it('refuses a challenge reused by another passkey, also within one request', async () => {
    const challenge = randomChallenge();
    const first = new SoftwareAuthenticator({ origin }).register({ challenge });
    const second = new SoftwareAuthenticator({ origin }).register({ challenge });
    expectRefused(await signup([first, second]), 'authenticators[1].challenge', /already used/);
    expect((await signup([first])).status).toBe(200);
    expectRefused(await signup([second]), 'authenticators[0].challenge', /already used/);
  });

  it('refuses a credential that is already registered with 409', async () => {
    const passkey = new SoftwareAuthenticator({ origin });
    expect((await signup([passkey.register()])).status).toBe(200);
    const again = await signup([passkey.register()]);
    expect(again.status).toBe(409);
    expect(errorInfo(again.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'authenticators[0].attestation.credentialId' });
  });

  it('does not spend a challenge on a refused request', async () => {
    const good = new SoftwareAuthenticator({ origin }).register();
    const bad = new SoftwareAuthenticator({ origin }).register({ rpId: 'evil.example' });
    expect((await signup([good, bad])).status).toBe(400);
    expect((await signup([good])).status).toBe(200);
  });
});

describe('the origin a registration is checked against', () => {
  it("is the request's Origin, which must be allowed", async () => {
    const result = await signup([new SoftwareAuthenticator({ origin: 'https://evil.example' }).register()], 'https://evil.example');
    expect(result.status).toBe(403);
    expect(errorInfo(result.body)).toEqual({ reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' });
  });

  it("is required even when any origin is allowed (['*'])", async () => {
    setup({ allowedOrigins: ['*'] });
    const result = await signup([new SoftwareAuthenticator({ origin }).register()], null);
    expect(result.status).toBe(403);
    expect(errorInfo(result.body).field).toBe('Origin');
    expect((await signup([new SoftwareAuthenticator({ origin: 'https://any.example' }).register()], 'https://any.example')).status).toBe(200);
  });

  it("is the in-process handler's defaultOrigin when the request has none (pages cannot set Origin)", async () => {
    relay = createMockRelay({ config: { configId: testConfigId, allowedOrigins: [origin] }, defaultOrigin: origin });
    expect((await signup([new SoftwareAuthenticator({ origin }).register()], null)).status).toBe(200);
  });
});

describe('malformed registrations are 400s naming the field, never 500s', () => {
  const base = () => new SoftwareAuthenticator({ origin }).register();
  const variants: [string, (item: PasskeyRegistration) => unknown][] = [
    ['attestation.attestationObject', (item) => ({ ...item, attestation: { ...item.attestation, attestationObject: 'AAAA' } })],
    ['attestation.attestationObject', (item) => ({ ...item, attestation: { ...item.attestation, attestationObject: item.attestation.attestationObject.slice(0, 60) } })],
    ['attestation.attestationObject', (item) => ({ ...item, attestation: { ...item.attestation, attestationObject: 'not base64url!' } })],
    ['attestation.clientDataJson', (item) => ({ ...item, attestation: { ...item.attestation, clientDataJson: 'e30' } })],
    ['attestation.clientDataJson', (item) => ({ ...item, attestation: { ...item.attestation, clientDataJson: 'AAAA' } })],
    ['attestation.credentialId', (item) => ({ ...item, attestation: { ...item.attestation, credentialId: 'a=' } })],
    ['challenge', (item) => ({ ...item, challenge: 'abc+' })],
    ['attestation.transports[0]', (item) => ({ ...item, attestation: { ...item.attestation, transports: ['BLUETOOTH'] } })],
  ];
  it.each(variants)('%s', async (field, change) => {
    const result = await call(relay, '/v1/signup_v2', { apiKeys: [], authenticators: [change(base())], oauthProviders: [] }, { origin });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(`authenticators[0].${field}`);
  });
});

describe('a passkey signup', () => {
  it('needs no verification token or client signature, and stores the userName', async () => {
    const result = await api.signUpWithPasskey(new SoftwareAuthenticator({ origin }), { userName: 'Ada' });
    expect(result.status).toBe(200);
    expect(relay.state.users[result.body.userId as string]).toMatchObject({ userName: 'Ada' });
  });
});
