import { beforeEach, describe, expect, it } from 'vitest';
import { createMockRelay, type MockRelay, type MockRelayOptions } from '../handler';
import { errorInfo, RelayTestClient, testConfigId } from '../test-utils/relay-test-client';

let now: number;
const relayWith = (options: MockRelayOptions = {}): MockRelay =>
  createMockRelay({ now: () => now, ...options, config: { configId: testConfigId, ...options.config } });

/** One relay request from a given client address (as the Node server passes each socket's). */
async function post(relay: MockRelay, endpoint: string, body: unknown, clientAddress?: string) {
  const request = new Request(`http://relay.test/v1/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': testConfigId },
    body: JSON.stringify(body),
  });
  const response = await relay.fetch(request, clientAddress === undefined ? {} : { clientAddress });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const email = (name: string) => ({ otpType: 'OTP_TYPE_EMAIL', contact: `${name}@example.com` });

beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
});

describe('otp_init_v2 per client address', () => {
  it('allows the limit per window from one address, then answers 429 RATE_LIMITED with Retry-After; other addresses go on', async () => {
    const relay = relayWith({ rateLimits: { otpInitPerAddress: { limit: 3, windowSeconds: 60 } } });
    expect((await post(relay, 'otp_init_v2', email('a1'), '203.0.113.7')).status).toBe(200);
    now += 15_000;
    expect((await post(relay, 'otp_init_v2', email('a2'), '203.0.113.7')).status).toBe(200);
    expect((await post(relay, 'otp_init_v2', email('a3'), '203.0.113.7')).status).toBe(200);

    const limited = await post(relay, 'otp_init_v2', email('a4'), '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 8, message: expect.stringMatching(/3 per 60 s\); retry in 45 s$/) as unknown });
    expect(errorInfo(limited.body).reason).toBe('RATE_LIMITED');
    expect(limited.headers.get('Retry-After')).toBe('45');
    expect(relay.mailbox.map((message) => message.contact)).toEqual(['a1@example.com', 'a2@example.com', 'a3@example.com']);

    expect((await post(relay, 'otp_init_v2', email('b1'), '198.51.100.2')).status).toBe(200);
    now += 45_000;
    expect((await post(relay, 'otp_init_v2', email('a4'), '203.0.113.7')).status).toBe(200);
  });

  it('defaults to 30 per 60 s', async () => {
    const relay = relayWith();
    for (let index = 0; index < 30; index += 1) expect((await post(relay, 'otp_init_v2', email(`n${index}`), '203.0.113.7')).status).toBe(200);
    const limited = await post(relay, 'otp_init_v2', email('n30'), '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
  });

  it('does not count requests whose address is unknown (in-process callers without one)', async () => {
    const relay = relayWith({ rateLimits: { otpInitPerAddress: { limit: 1 } } });
    expect((await post(relay, 'otp_init_v2', email('c1'))).status).toBe(200);
    expect((await post(relay, 'otp_init_v2', email('c2'))).status).toBe(200);
  });

  it('counts X-Forwarded-For only behind a trusted proxy', async () => {
    const relay = relayWith({ trustProxy: true, rateLimits: { otpInitPerAddress: { limit: 1 } } });
    const forwarded = (address: string, name: string) =>
      relay.fetch(
        new Request('http://relay.test/v1/otp_init_v2', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': testConfigId, 'X-Forwarded-For': address },
          body: JSON.stringify(email(name)),
        }),
        { clientAddress: '10.0.0.1' },
      );
    expect((await forwarded('203.0.113.7', 'd1')).status).toBe(200);
    expect((await forwarded('198.51.100.2', 'd2')).status).toBe(200);
    expect((await forwarded('203.0.113.7', 'd3')).status).toBe(429);
  });
});

describe('otp_verify_v2 limits', () => {
  it('limits attempts per contact over all of its codes, whatever the address', async () => {
    const relay = relayWith({ config: { otpSendLimit: 100 }, rateLimits: { otpVerifyPerContact: { limit: 4, windowSeconds: 120 } } });
    const client = await RelayTestClient.create(relay);
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let index = 0; index < 2; index += 1) {
      const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
      expect((await client.verify(sent, wrong(sent.code))).status).toBe(400);
      expect((await client.verify(sent, wrong(sent.code))).status).toBe(400);
    }
    now += 30_000;
    const fresh = await client.sendCode('OTP_TYPE_EMAIL', 'ADA@example.com');
    const limited = await client.verify(fresh);
    expect(limited.status).toBe(429);
    expect(errorInfo(limited.body)).toEqual({ reason: 'RATE_LIMITED', field: 'otpId' });
    expect(limited.headers.get('Retry-After')).toBe('90');

    const grace = await client.sendCode('OTP_TYPE_EMAIL', 'grace@example.com');
    expect((await client.verify(grace)).status).toBe(200);
    now += 90_000;
    expect((await client.verify(fresh)).status).toBe(200);
  });

  it('limits requests per address, unknown otpIds included', async () => {
    const relay = relayWith({ rateLimits: { otpVerifyPerAddress: { limit: 2, windowSeconds: 10 } } });
    const guess = { otpId: 'no-such-otp', encryptedOtpBundle: '{}' };
    expect((await post(relay, 'otp_verify_v2', guess, '203.0.113.7')).status).toBe(404);
    expect((await post(relay, 'otp_verify_v2', guess, '203.0.113.7')).status).toBe(404);
    const limited = await post(relay, 'otp_verify_v2', guess, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('10');
    expect((await post(relay, 'otp_verify_v2', guess, '198.51.100.2')).status).toBe(404);
  });
});

describe('rateLimits: false', () => {
  it('turns every limit off, the per-contact send limit included', async () => {
    const relay = relayWith({ rateLimits: false, config: { otpSendLimit: 1 } });
    for (let index = 0; index < 40; index += 1) expect((await post(relay, 'otp_init_v2', email('ada'), '203.0.113.7')).status).toBe(200);
    const guess = { otpId: 'no-such-otp', encryptedOtpBundle: '{}' };
    for (let index = 0; index < 70; index += 1) expect((await post(relay, 'otp_verify_v2', guess, '203.0.113.7')).status).toBe(404);
  });
});

describe('reset', () => {
  it('forgets the counters with the rest of the state', async () => {
    const relay = relayWith({ rateLimits: { otpInitPerAddress: { limit: 1 } } });
    expect((await post(relay, 'otp_init_v2', email('e1'), '203.0.113.7')).status).toBe(200);
    expect((await post(relay, 'otp_init_v2', email('e2'), '203.0.113.7')).status).toBe(429);
    relay.reset();
    expect((await post(relay, 'otp_init_v2', email('e3'), '203.0.113.7')).status).toBe(200);
  });
});
