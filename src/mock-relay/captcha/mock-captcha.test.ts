import { describe, expect, it } from 'vitest';
import { parseWalletKitClientParams } from '../../core/config/wallet-kit-client-params';
import { createMockRelay } from '../handler';
import { call, errorInfo, testConfigId } from '../test-utils/relay-test-client';

/**
 * The mock relay's bot protection (protocol.md section 15) through its handler: with a site key it
 * publishes it and wants a token its test widget issued on otp_init_v2 and signup_v2, once, unexpired.
 */
const siteKey = 'mock-site-key';

function relayWith(options: { captchaSiteKey?: string; now?: () => number } = { captchaSiteKey: siteKey }) {
  return createMockRelay({ config: { configId: testConfigId, ...(options.captchaSiteKey === undefined ? {} : { captchaSiteKey: options.captchaSiteKey }) }, ...(options.now ? { now: options.now } : {}) });
}

const otpInit = (relay: ReturnType<typeof relayWith>, token?: string) =>
  call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' }, token === undefined ? {} : { headers: { 'X-Captcha-Token': token } });

describe('mock relay captcha: wallet_kit_client_params', () => {
  it('publishes the configured site key, which the kit reads', async () => {
    const answer = await call(relayWith(), '/v1/wallet_kit_client_params', {});
    expect(answer).toMatchObject({ status: 200, body: { turnstileSiteKey: siteKey } });
    expect(parseWalletKitClientParams(answer.body)).toEqual({ turnstileSiteKey: siteKey });
  });

  it('answers {} without one, and then requires no token anywhere', async () => {
    const relay = relayWith({});
    expect((await call(relay, '/v1/wallet_kit_client_params', {})).body).toEqual({});
    expect((await otpInit(relay)).status).toBe(200);
    expect(relay.captcha.siteKey).toBeUndefined();
  });

  it('wants the configuration id like every relay endpoint', async () => {
    expect((await call(relayWith(), '/v1/wallet_kit_client_params', {}, { configId: 'other' })).status).toBe(403);
  });
});

describe('mock relay captcha: X-Captcha-Token on otp_init_v2 and signup_v2', () => {
  it('accepts a token its widget issued, once', async () => {
    const relay = relayWith();
    const { token, expiresInMs } = relay.captcha.issueToken();
    expect(expiresInMs).toBe(300_000);
    expect((await otpInit(relay, token)).status).toBe(200);
    const again = await otpInit(relay, token);
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/^X-Captcha-Token: was already used/);
    expect(errorInfo(again.body)).toEqual({ reason: 'CAPTCHA_INVALID', field: 'X-Captcha-Token' });
  });

  it.each([
    ['missing', undefined, 400, 'CAPTCHA_REQUIRED', /^X-Captcha-Token: is required on otp_init_v2/],
    ['empty', ' ', 400, 'CAPTCHA_REQUIRED', /^X-Captcha-Token: is required/],
    ['foreign (not issued by this relay)', 'turnstile-real-token', 403, 'CAPTCHA_INVALID', /^X-Captcha-Token: was not issued by this relay/],
  ])('refuses a %s token with a 4xx naming the header', async (_name, token, status, reason, message) => {
    const answer = await otpInit(relayWith(), token);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(errorInfo(answer.body)).toEqual({ reason, field: 'X-Captcha-Token' });
  });

  it('refuses a token issued for another site key', async () => {
    const relay = relayWith();
    const answer = await otpInit(relay, relay.captcha.issueToken('someone-elses-key').token);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/^X-Captcha-Token: was issued for another site key/);
  });

  it('refuses an expired token', async () => {
    let now = Date.UTC(2030, 0, 1);
    const relay = relayWith({ captchaSiteKey: siteKey, now: () => now });
    const { token } = relay.captcha.issueToken();
    now += 300_000;
    const answer = await otpInit(relay, token);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/^X-Captcha-Token: has expired/);
  });

  it('protects signup_v2 too, and nothing else', async () => {
    const relay = relayWith();
    const signup = await call(relay, '/v1/signup_v2', { userEmail: 'ada@example.com', apiKeys: [], authenticators: [], oauthProviders: [] });
    expect(signup.status).toBe(400);
    expect(errorInfo(signup.body)).toEqual({ reason: 'CAPTCHA_REQUIRED', field: 'X-Captcha-Token' });
    expect(signup.body.message).toMatch(/on signup_v2/);
    for (const path of ['/v1/wallet_kit_config', '/v1/wallet_kit_client_params']) expect((await call(relay, path, {})).status).toBe(200);
    // account and otp_verify_v2 refuse for their own reasons (bad bodies), never for a captcha.
    for (const path of ['/v1/account', '/v1/otp_verify_v2', '/v1/otp_login_v2']) expect(errorInfo((await call(relay, path, {})).body).reason).not.toMatch(/CAPTCHA/);
  });

  it('lets a browser send the header: CORS allows X-Captcha-Token (and X-Stamp-Attested)', async () => {
    const relay = relayWith();
    const preflight = await relay.fetch(
      new Request('http://relay.test/v1/otp_init_v2', {
        method: 'OPTIONS',
        headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-captcha-token' },
      }),
    );
    expect(preflight.status).toBe(204);
    const allowed = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['X-Captcha-Token', 'X-Stamp-Attested']));
    // Refusals are readable cross-origin too (the kit names the cause).
    const refused = await otpInit(relay);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('mock relay captcha: the test widget and its controls', () => {
  it('serves the widget script with Turnstile’s interface, talking to the relay it came from', async () => {
    const response = await relayWith().fetch(new Request('http://relay.test:8787/__mock/captcha/api.js?render=explicit'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('"http://relay.test:8787"');
    for (const name of ['render:', 'reset:', 'remove:', 'getResponse:', "'expired-callback'", "'error-callback'", "role', 'checkbox'"]) expect(script).toContain(name);
  });

  it('issues tokens to the widget (POST /__mock/captcha/token), which the relay accepts once', async () => {
    const relay = relayWith();
    const issued = await call<{ token: string; expiresInMs: number }>(relay, '/__mock/captcha/token', { sitekey: siteKey });
    expect(issued.status).toBe(200);
    expect((await otpInit(relay, issued.body.token)).status).toBe(200);
    expect((await otpInit(relay, issued.body.token)).status).toBe(403);
  });

  it('can be told to fail to load, or to fail to issue a token (fault-rule style, with times)', async () => {
    const relay = relayWith();
    expect((await call(relay, '/__mock/captcha', { rules: [{ fault: 'fail', stage: 'load', times: 1 }, { fault: 'fail', times: 1 }] })).status).toBe(200);
    expect((await relay.fetch(new Request('http://relay.test/__mock/captcha/api.js'))).status).toBe(503);
    expect((await relay.fetch(new Request('http://relay.test/__mock/captcha/api.js'))).status).toBe(200);
    expect((await call(relay, '/__mock/captcha/token', {})).status).toBe(503);
    expect((await call(relay, '/__mock/captcha/token', {})).status).toBe(200);
    expect((await call(relay, '/__mock/captcha', undefined, { method: 'GET' })).body).toEqual({ siteKey, rules: [] });
  });

  it('can be told to issue tokens that expire soon, or to replay the last one', async () => {
    let now = Date.UTC(2030, 0, 1);
    const relay = relayWith({ captchaSiteKey: siteKey, now: () => now });
    await call(relay, '/__mock/captcha', { fault: 'expire', ms: 1000, times: 1 });
    const short = await call<{ token: string; expiresInMs: number }>(relay, '/__mock/captcha/token', {});
    expect(short.body.expiresInMs).toBe(1000);
    now += 1000;
    expect((await otpInit(relay, short.body.token)).body.message).toMatch(/has expired/);
    const fresh = await call<{ token: string }>(relay, '/__mock/captcha/token', {});
    expect((await otpInit(relay, fresh.body.token)).status).toBe(200);
    await call(relay, '/__mock/captcha', { fault: 'replay', times: 1 });
    const replayed = await call<{ token: string }>(relay, '/__mock/captcha/token', {});
    expect(replayed.body.token).toBe(fresh.body.token);
    expect((await otpInit(relay, replayed.body.token)).body.message).toMatch(/already used/);
  });

  it('names a bad rule, and DELETE clears the rules; a reset forgets tokens', async () => {
    const relay = relayWith();
    const bad = await call(relay, '/__mock/captcha', { rules: [{ fault: 'expire' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^rules\[0\]\.ms:/);
    expect((await call(relay, '/__mock/captcha', { fault: 'melt' })).body.message).toMatch(/^rule\.fault:/);
    await call(relay, '/__mock/captcha', { fault: 'replay' });
    expect((await call(relay, '/__mock/captcha', undefined, { method: 'DELETE' })).body).toEqual({ rules: [] });
    const { token } = relay.captcha.issueToken();
    relay.reset();
    expect((await otpInit(relay, token)).body.message).toMatch(/was not issued by this relay/);
  });

  it('refuses a token request when the relay has no site key and the widget names none', async () => {
    expect((await call(relayWith({}), '/__mock/captcha/token', {})).status).toBe(400);
  });
});

describe('mock relay captcha: configuration', () => {
  it.each(['has space', '', 'x'.repeat(257)])('refuses the site key %j, naming captchaSiteKey', (key) => {
    expect(() => relayWith({ captchaSiteKey: key })).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'captchaSiteKey' } }));
  });
});
