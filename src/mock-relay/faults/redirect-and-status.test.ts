import { describe, expect, it } from 'vitest';
import { faultTestRelay, setFaults } from '../test-utils/fault-rules';
import { call } from '../test-utils/relay-test-client';

const origin = 'https://app.example.com';
const sendAda = { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' };

describe('redirect: the handler does not run; the answer is a redirect a browser fetch can see', () => {
  it('307 by default, with Location and the CORS headers', async () => {
    const relay = faultTestRelay();
    await setFaults(relay, { endpoint: '/v1/otp_init', fault: 'redirect', location: 'https://evil.example/v1/otp_init_v2', contact: 'ada@example.com' });
    const result = await call(relay, '/v1/otp_init_v2', sendAda, { origin });
    expect(result.status).toBe(307);
    expect(result.headers.get('Location')).toBe('https://evil.example/v1/otp_init_v2');
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(result.headers.get('Access-Control-Allow-Headers')).toContain('X-Auth-Proxy-Config-Id');
    expect(relay.mailbox).toHaveLength(0);
    // Another person's request goes through.
    expect((await call(relay, '/v1/otp_init_v2', { ...sendAda, contact: 'grace@example.com' })).status).toBe(200);
  });

  it.each([301, 302, 303, 308])('status %i', async (status) => {
    const relay = faultTestRelay();
    await setFaults(relay, { endpoint: '/v1/wallet_kit_config', fault: 'redirect', location: 'http://127.0.0.1:9/config', status });
    const result = await call(relay, '/v1/wallet_kit_config', {});
    expect(result.status).toBe(status);
    expect(result.headers.get('Location')).toBe('http://127.0.0.1:9/config');
  });
});

describe('status 429 with a long Retry-After', () => {
  it('answers 429 RESOURCE_EXHAUSTED with a three-year Retry-After, which CORS exposes', async () => {
    const relay = faultTestRelay();
    const threeYears = 3 * 365 * 24 * 60 * 60;
    await setFaults(relay, { endpoint: '/v1/otp_init', fault: 'status', status: 429, retryAfter: threeYears });
    const result = await call(relay, '/v1/otp_init_v2', sendAda, { origin });
    expect(result.status).toBe(429);
    expect(result.headers.get('Retry-After')).toBe(String(threeYears));
    expect(result.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    expect(result.body).toMatchObject({ code: 8, details: [] });
    expect(relay.mailbox).toHaveLength(0);
  });

  it('takes Retry-After up to 100,000,000 seconds', async () => {
    const relay = faultTestRelay();
    await setFaults(relay, { endpoint: '*', fault: 'status', status: 503, retryAfter: 100_000_000, phase: 'after' });
    const result = await call(relay, '/v1/otp_init_v2', sendAda);
    expect(result.status).toBe(503);
    expect(result.headers.get('Retry-After')).toBe('100000000');
    expect(relay.mailbox).toHaveLength(1);
  });
});
