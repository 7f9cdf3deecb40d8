/**
 * Attack: a page on another origin using an app's relay configuration, or a request naming
 * another (or no) configuration (spec section 5, relay rules 1-2). The mock relay refuses with
 * 403: ORIGIN_NOT_ALLOWED naming `Origin`, CONFIG_ID_INVALID naming `X-Auth-Proxy-Config-Id`; the
 * browser can read the refusal (CORS headers on it), and the kit turns it into a LoginKitError
 * the modal explains (`origin_not_allowed`; `relay_rejected` with reason CONFIG_ID_INVALID).
 */
import { describe, expect, it } from 'vitest';
import { createLoginKit } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/handler';
import { call, errorInfo, testConfigId } from '../../src/mock-relay/test-utils/relay-test-client';

const appOrigin = 'https://app.example.com';
const relay = createMockRelay({ config: { configId: testConfigId, allowedOrigins: [appOrigin] } });
const endpoints = ['wallet_kit_config', 'otp_init_v2', 'otp_verify_v2', 'account', 'otp_login_v2', 'signup_v2', 'oauth_login', 'oauth2_authenticate'];

describe('the mock relay refuses other origins and other configuration ids on every endpoint', () => {
  it.each(endpoints)('/v1/%s from an origin not allowed: 403 ORIGIN_NOT_ALLOWED naming Origin, readable by the page', async (endpoint) => {
    const answer = await call(relay, `/v1/${endpoint}`, {}, { origin: 'https://evil.example.com' });
    expect(answer.status).toBe(403);
    expect(errorInfo(answer.body)).toEqual({ reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example.com');
  });

  it.each([
    ['a subdomain of an allowed origin', 'https://sub.app.example.com'],
    ['another scheme', 'http://app.example.com'],
    ['another port', 'https://app.example.com:8443'],
    ['a trailing slash', 'https://app.example.com/'],
    ['the literal null origin (sandboxed frames, file:)', 'null'],
  ])('exact matches only: %s is refused', async (_name, origin) => {
    const answer = await call(relay, '/v1/wallet_kit_config', {}, { origin });
    expect(answer.status).toBe(403);
    expect(errorInfo(answer.body).reason).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('no Origin at all is refused when the relay names its origins', async () => {
    const answer = await call(relay, '/v1/wallet_kit_config', {}, { origin: null });
    expect(errorInfo(answer.body)).toEqual({ reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' });
  });

  it.each(endpoints)('/v1/%s with another configuration id, or none: 403 CONFIG_ID_INVALID naming the header', async (endpoint) => {
    for (const configId of ['another-config', null, ' ']) {
      const answer = await call(relay, `/v1/${endpoint}`, {}, { origin: appOrigin, configId });
      expect(answer.status, String(configId)).toBe(403);
      expect(errorInfo(answer.body)).toEqual({ reason: 'CONFIG_ID_INVALID', field: 'X-Auth-Proxy-Config-Id' });
    }
  });
});

function kitFor(target: MockRelay, configId: string) {
  return createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: configId,
    trustedKeys: target.keys,
    // The Origin a browser would send from the page at evil.example.com.
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('Origin', 'https://evil.example.com');
      return target.fetch(request);
    },
  });
}

describe("the kit reports both refusals as errors the modal can explain", () => {
  it('an origin not allowed: origin_not_allowed', async () => {
    await expect(kitFor(relay, testConfigId).loadConfig()).rejects.toMatchObject({ name: 'LoginKitError', code: 'origin_not_allowed', details: { status: 403, reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' } });
  });

  it('another configuration id: relay_rejected with the reason CONFIG_ID_INVALID', async () => {
    const open = createMockRelay({ config: { configId: testConfigId } });
    await expect(kitFor(open, 'no-such-config').loadConfig()).rejects.toMatchObject({
      name: 'LoginKitError',
      code: 'relay_rejected',
      details: { status: 403, reason: 'CONFIG_ID_INVALID', field: 'X-Auth-Proxy-Config-Id' },
    });
  });
});
