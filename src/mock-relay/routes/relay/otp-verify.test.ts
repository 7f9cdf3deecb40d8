import { beforeEach, describe, expect, it } from 'vitest';
import { verifyVerificationToken } from '../../../core/crypto/jwt';
import { createMockRelay, type MockRelay } from '../../handler';
import { errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId }, now: () => now });
  client = await RelayTestClient.create(relay);
});

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('otp_verify_v2 with the right code', () => {
  it('returns a verification token signed by the TLS fetcher, bound to the client key from the bundle', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const result = await client.verify(sent);
    expect(result.status).toBe(200);
    const claims = await verifyVerificationToken(result.body.verificationToken as string, relay.keys.tlsFetcher, now);
    expect(claims.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(claims).toMatchObject({ public_key: client.publicKey, contact: 'ada@example.com', exp: String(now + 600_000) });
    await expect(verifyVerificationToken(result.body.verificationToken as string, relay.keys.notarizer, now)).rejects.toThrow();
  });

  it('accepts alphanumeric codes typed in lowercase', async () => {
    relay = createMockRelay({ config: { configId: testConfigId, otpAlphanumeric: true }, now: () => now });
    client = await RelayTestClient.create(relay);
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect((await client.verify(sent, sent.code.toLowerCase())).status).toBe(200);
  });
});

describe('wrong codes', () => {
  it('a wrong code is OTP_INVALID (400) and counts an attempt; the right code then still works', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const wrong = await client.verify(sent, wrongCode(sent.code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(3);
    expect(errorInfo(wrong.body)).toEqual({ reason: 'OTP_INVALID', field: 'otpCode' });
    expect(wrong.body.message).toBe('otpCode: wrong code (2 attempts left)');
    expect(relay.state.otps[sent.otpId]?.attempts).toBe(1);
    expect((await client.verify(sent)).status).toBe(200);
  });

  it('after otpMaxAttempts wrong codes the OTP is dead: OTP_ATTEMPTS_EXCEEDED, even for the right code', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect(errorInfo((await client.verify(sent, wrongCode(sent.code))).body).reason).toBe('OTP_INVALID');
    expect(errorInfo((await client.verify(sent, wrongCode(sent.code))).body).reason).toBe('OTP_INVALID');
    const third = await client.verify(sent, wrongCode(sent.code));
    expect(third.status).toBe(400);
    expect(third.body.code).toBe(9);
    expect(errorInfo(third.body).reason).toBe('OTP_ATTEMPTS_EXCEEDED');
    const right = await client.verify(sent);
    expect(right.status).toBe(400);
    expect(errorInfo(right.body)).toEqual({ reason: 'OTP_ATTEMPTS_EXCEEDED', field: 'otpId' });
  });

  it('honours a configured otpMaxAttempts', async () => {
    relay = createMockRelay({ config: { configId: testConfigId, otpMaxAttempts: 1 }, now: () => now });
    client = await RelayTestClient.create(relay);
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect(errorInfo((await client.verify(sent, wrongCode(sent.code))).body).reason).toBe('OTP_ATTEMPTS_EXCEEDED');
  });
});

describe('unusable OTPs', () => {
  it('an expired code (after 5 minutes) is OTP_EXPIRED', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    now += 5 * 60 * 1000;
    expect((await client.verify(sent)).status).toBe(200);

    const late = await client.sendCode('OTP_TYPE_EMAIL', 'bob@example.com');
    now += 5 * 60 * 1000 + 1;
    const result = await client.verify(late);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(9);
    expect(errorInfo(result.body)).toEqual({ reason: 'OTP_EXPIRED', field: 'otpId' });
  });

  it('a used code is OTP_USED', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect((await client.verify(sent)).status).toBe(200);
    const again = await client.verify(sent);
    expect(errorInfo(again.body)).toEqual({ reason: 'OTP_USED', field: 'otpId' });
  });

  it('an unknown otpId is 404', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const result = await client.call('otp_verify_v2', { otpId: 'no-such-otp', encryptedOtpBundle: await client.encrypt(sent) });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'otpId' });
  });

  it("a bundle encrypted to another OTP's target key is refused without counting an attempt", async () => {
    const first = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const second = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const result = await client.call('otp_verify_v2', { otpId: first.otpId, encryptedOtpBundle: await client.encrypt(second, first.code) });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'encryptedOtpBundle' });
    expect(relay.state.otps[first.otpId]?.attempts).toBe(0);
  });
});
