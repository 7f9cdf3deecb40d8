import { describe, expect, it } from 'vitest';
import { createMockRelay } from './handler';
import { call, errorInfo, testConfigId } from './test-utils/relay-test-client';

const relayWith = (config: Parameters<typeof createMockRelay>[0] = {}) =>
  createMockRelay({ ...config, config: { configId: testConfigId, ...config.config } });

describe('relay requests need the configuration id header', () => {
  it('answers with the right X-Auth-Proxy-Config-Id', async () => {
    const result = await call(relayWith(), '/v1/wallet_kit_config', {});
    expect(result.status).toBe(200);
  });

  it.each([
    ['missing', null],
    ['wrong', 'other-config'],
    ['blank', '  '],
  ])('refuses a %s id with 403 CONFIG_ID_INVALID naming the header', async (_, configId) => {
    const result = await call(relayWith(), '/v1/wallet_kit_config', {}, { configId });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(7);
    expect(result.body.message).toMatch(/^X-Auth-Proxy-Config-Id: /);
    expect(errorInfo(result.body)).toEqual({ reason: 'CONFIG_ID_INVALID', field: 'X-Auth-Proxy-Config-Id' });
    expect(result.body.details).toEqual([
      expect.objectContaining({ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', domain: 'loginkit.mock' }),
    ]);
  });

  it('checks the id before reading the body', async () => {
    const result = await call(relayWith(), '/v1/otp_init_v2', undefined, { configId: 'nope', rawBody: '{broken' });
    expect(errorInfo(result.body).reason).toBe('CONFIG_ID_INVALID');
  });
});

describe('relay requests must come from an allowed origin', () => {
  const allowed = { config: { allowedOrigins: ['https://app.example.com', 'http://localhost:5173/'] } };

  it("accepts any origin, or none, with the default ['*']", async () => {
    expect((await call(relayWith(), '/v1/wallet_kit_config', {}, { origin: 'https://anything.example' })).status).toBe(200);
    expect((await call(relayWith(), '/v1/wallet_kit_config', {})).status).toBe(200);
  });

  it('accepts exact matches of the list (entries normalized to origins)', async () => {
    const relay = relayWith(allowed);
    expect((await call(relay, '/v1/wallet_kit_config', {}, { origin: 'https://app.example.com' })).status).toBe(200);
    expect((await call(relay, '/v1/wallet_kit_config', {}, { origin: 'http://localhost:5173' })).status).toBe(200);
  });

  it.each([
    ['an unlisted origin', 'https://evil.example'],
    ['a subdomain of a listed origin', 'https://www.app.example.com'],
    ['another port', 'https://app.example.com:8443'],
    ['no Origin header', null],
  ])('refuses %s with 403 ORIGIN_NOT_ALLOWED', async (_, origin) => {
    const result = await call(relayWith(allowed), '/v1/wallet_kit_config', {}, { origin });
    expect(result.status).toBe(403);
    expect(errorInfo(result.body)).toEqual({ reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' });
  });

  it('lets the browser read the refusal (CORS headers reflect the caller)', async () => {
    const result = await call(relayWith(allowed), '/v1/wallet_kit_config', {}, { origin: 'https://evil.example' });
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
  });
});

describe('a disabled relay', () => {
  it('answers 503 UNAVAILABLE to relay calls', async () => {
    const result = await call(relayWith({ config: { enabled: false } }), '/v1/wallet_kit_config', {});
    expect(result.status).toBe(503);
    expect(result.body.code).toBe(14);
    expect(errorInfo(result.body).reason).toBe('UNAVAILABLE');
  });
});

describe('CORS', () => {
  it('answers preflights with the allowed headers, without a config id', async () => {
    const relay = relayWith();
    const response = await relay.fetch(
      new Request('http://relay.test/v1/otp_init_v2', {
        method: 'OPTIONS',
        headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
    const allowedHeaders = (response.headers.get('Access-Control-Allow-Headers') ?? '').split(/,\s*/);
    expect(allowedHeaders).toEqual(
      expect.arrayContaining(['Content-Type', 'X-Stamp', 'X-Stamp-WebAuthn', 'X-Stamp-Attested', 'X-Auth-Proxy-Config-Id', 'X-Captcha-Token']),
    );
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('exposes Retry-After and puts CORS headers on errors too', async () => {
    const result = await call(relayWith(), '/v1/nope', {}, { origin: 'https://app.example.com' });
    expect(result.status).toBe(404);
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
    expect(result.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
  });
});

describe('routing', () => {
  it('answers unknown paths and methods with 404 NOT_FOUND naming the path', async () => {
    for (const [path, method] of [
      ['/v1/unknown_endpoint', 'POST'],
      ['/v1/otp_init_v2', 'GET'],
      ['/public/v1/submit/launch_rockets', 'POST'],
      ['/public/v1/query/launch_status', 'POST'],
      ['/elsewhere', 'GET'],
    ] as const) {
      const result = await call(relayWith(), path, {}, { method });
      expect(result.status, `${method} ${path}`).toBe(404);
      expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'path' });
    }
  });

  it.each(['oauth_login', 'oauth2_authenticate'])('answers %s (a bad request is 400 naming a field; the flows: routes/relay/oauth*.test.ts)', async (endpoint) => {
    const result = await call(relayWith(), `/v1/${endpoint}`, { oidcToken: 'x', publicKey: 'y' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).reason).toBe('INVALID_ARGUMENT');
  });
});

describe('mock controls', () => {
  it('publishes the enclave public keys (uncompressed hex), the same as relay.keys', async () => {
    const relay = relayWith();
    const result = await call(relay, '/__mock/keys', undefined, { method: 'GET' });
    expect(result.body).toEqual(relay.keys);
    for (const key of Object.values(relay.keys)) expect(key).toMatch(/^04[0-9a-f]{128}$/);
    expect(new Set(Object.values(relay.keys)).size).toBe(3);
  });

  it('uses given enclave keys', async () => {
    const relay = relayWith({ enclaveKeys: { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) } });
    const again = relayWith({ enclaveKeys: { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) } });
    expect(relay.keys).toEqual(again.keys);
  });

  it('answers the health check', async () => {
    expect((await call(relayWith(), '/__mock/health', undefined, { method: 'GET' })).body).toEqual({ ok: true });
  });

  it('lists the mailbox by contact, newest last, and resets state but keeps keys', async () => {
    const relay = relayWith();
    await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'Ada@Example.com' });
    await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_SMS', contact: '+14155550100' });
    await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    const all = await call<{ messages: { contact: string; otpId: string }[] }>(relay, '/__mock/mailbox', undefined, { method: 'GET' });
    expect(all.body.messages.map((message) => message.contact)).toEqual(['Ada@Example.com', '+14155550100', 'ada@example.com']);
    const ada = await call<{ messages: { contact: string }[] }>(relay, '/__mock/mailbox?contact=ADA%40example.com', undefined, { method: 'GET' });
    expect(ada.body.messages).toHaveLength(2);
    const phone = await call<{ messages: unknown[] }>(relay, `/__mock/mailbox?contact=${encodeURIComponent('+14155550100')}`, undefined, { method: 'GET' });
    expect(phone.body.messages).toHaveLength(1);

    const keys = relay.keys;
    expect((await call(relay, '/__mock/reset')).status).toBe(200);
    expect(relay.mailbox).toEqual([]);
    expect(Object.keys(relay.state.otps)).toEqual([]);
    expect((await call(relay, '/__mock/keys', undefined, { method: 'GET' })).body).toEqual(keys);
  });

  it('keeps configuration and keys across relay.reset()', async () => {
    const relay = relayWith({ config: { otpLength: 8 } });
    await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    const keys = relay.keys;
    relay.reset();
    expect(relay.mailbox).toEqual([]);
    expect(relay.keys).toEqual(keys);
    expect(relay.config.otpLength).toBe(8);
  });
});

describe('request bodies', () => {
  it.each([
    ['malformed JSON', '{"otpType":'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"OTP_TYPE_EMAIL"'],
  ])('refuses %s with 400 naming body', async (_, rawBody) => {
    const result = await call(relayWith(), '/v1/otp_init_v2', undefined, { rawBody });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(3);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'body' });
  });

  it('refuses bodies over the size limit', async () => {
    const result = await call(relayWith(), '/v1/otp_init_v2', undefined, { rawBody: JSON.stringify({ contact: 'x'.repeat(300_000) }) });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe('body');
  });

  it('rejects an invalid configuration at creation, naming the setting', () => {
    expect(() => createMockRelay({ config: { otpLength: 5 } })).toThrow(/^otpLength: /);
  });
});

describe('persistence adapter', () => {
  it('loads once, and saves every acknowledged write before the response', async () => {
    const saved: string[] = [];
    const relay = relayWith({ persistence: { load: () => undefined, save: (state) => void saved.push(JSON.stringify(state)) } });
    const result = await call<{ otpId: string }>(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    expect(result.status).toBe(200);
    expect(saved.at(-1)).toContain(result.body.otpId);
    expect(JSON.parse(saved.at(-1) ?? '{}').enclaveKeys).toBeDefined();
  });

  it('starts from the loaded state (keys, accounts)', async () => {
    const saved: string[] = [];
    const first = relayWith({ persistence: { load: () => undefined, save: (state) => void saved.push(JSON.stringify(state)) } });
    await call(first, '/v1/signup_v2', { userEmail: 'ada@example.com', apiKeys: [], authenticators: [], oauthProviders: [] });
    const second = relayWith({ persistence: { load: () => JSON.parse(saved.at(-1) ?? '{}'), save: () => undefined } });
    expect(second.keys).toEqual(first.keys);
    const lookup = await call(second, '/v1/account', { filterType: 'EMAIL', filterValue: 'ada@example.com' });
    expect(lookup.body.organizationId).toMatch(/^org-/);
  });

  it('answers 500 INTERNAL (generic message) when saving fails, and saves again on the next write', async () => {
    let failing = true;
    const saved: unknown[] = [];
    const relay = relayWith({
      persistence: {
        load: () => undefined,
        save: (state) => {
          if (failing) throw new Error('disk full at /secret/path');
          saved.push(state);
        },
      },
    });
    const result = await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    expect(result.status).toBe(500);
    expect(result.body).toMatchObject({ code: 13, message: 'internal error in the mock relay' });
    failing = false;
    expect((await call(relay, '/v1/wallet_kit_config', {})).status).toBe(200);
    expect(saved).toHaveLength(1);
  });
});
