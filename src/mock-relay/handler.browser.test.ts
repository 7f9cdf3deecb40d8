// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createMockRelay } from './index';
import { ApiTestClient } from './test-utils/api-test-client';
import { RelayTestClient } from './test-utils/relay-test-client';
import { SoftwareAuthenticator } from './test-utils/software-authenticator';

describe('the in-process relay in a browser-like environment (Storybook, dom tests)', () => {
  it('runs the whole OTP signup and login with the page globals', async () => {
    expect(typeof window).toBe('object');
    const relay = createMockRelay({ config: { configId: 'test-config', allowedOrigins: ['http://localhost:6006'] }, defaultOrigin: 'http://localhost:6006' });
    const client = await RelayTestClient.create(relay);
    const { claims, isNewUser } = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect(isNewUser).toBe(true);
    expect(claims.organization_id).toMatch(/^org-/);
    expect((await client.whoami(claims.organization_id)).status).toBe(200);
  });

  it('checks allowedOrigins against defaultOrigin, as pages cannot set Origin', async () => {
    const relay = createMockRelay({ config: { configId: 'test-config', allowedOrigins: ['https://app.example.com'] }, defaultOrigin: 'http://localhost:6006' });
    const client = await RelayTestClient.create(relay, { origin: 'https://app.example.com' });
    const result = await client.call('wallet_kit_config', {});
    expect(result.status).toBe(403);
    expect(result.body.message).toBe("Origin: http://localhost:6006 is not in this relay's allowed origins");
  });

  it('signs up and logs in with a passkey (the WebAuthn library loads lazily in the page), origin from defaultOrigin', async () => {
    const origin = 'http://localhost:6006';
    const relay = createMockRelay({ config: { configId: 'test-config', allowedOrigins: [origin] }, defaultOrigin: origin });
    const api = new ApiTestClient(relay, { origin, now: () => Date.now() });
    const passkey = new SoftwareAuthenticator({ origin });
    const signedUp = await api.signUpWithPasskey(passkey, {}, { origin: null });
    expect(signedUp.status).toBe(200);
    const { result, key } = await api.createSession(relay.config.organizationId, passkey, {}, { origin: null });
    expect(result.organizationId).toBe(signedUp.body.organizationId);
    expect((await api.query('whoami', { organizationId: result.organizationId ?? '' }, key, { origin: null })).status).toBe(200);
  });
});
