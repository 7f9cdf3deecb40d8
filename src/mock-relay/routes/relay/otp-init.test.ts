import { describe, expect, it, vi } from 'vitest';
import { parseOtpTargetBundle } from '../../../core/crypto/otp-encryption';
import { LoginKitError } from '../../../core/errors';
import { productionKeys } from '../../../../test/vectors/interop';
import { createMockRelay, type MockRelayOptions } from '../../handler';
import type { MailMessage } from '../../mailbox';
import { call, errorInfo, testConfigId } from '../../test-utils/relay-test-client';

const relayWith = (options: MockRelayOptions = {}) => createMockRelay({ ...options, config: { configId: testConfigId, ...options.config } });
const init = (relay: ReturnType<typeof relayWith>, body: unknown) =>
  call<{ otpId: string; otpEncryptionTargetBundle: string }>(relay, '/v1/otp_init_v2', body);

describe('otp_init_v2 sends a code and returns a signed target bundle', () => {
  it('returns an otpId and a bundle signed by the TLS-fetcher key holding a fresh target key per OTP', async () => {
    const relay = relayWith();
    const first = await init(relay, { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    const second = await init(relay, { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    expect(first.status).toBe(200);
    expect(first.body.otpId).toMatch(/^[0-9a-f-]{36}$/);
    const target1 = await parseOtpTargetBundle(first.body.otpEncryptionTargetBundle, relay.keys.tlsFetcher);
    const target2 = await parseOtpTargetBundle(second.body.otpEncryptionTargetBundle, relay.keys.tlsFetcher);
    expect(target1).toHaveLength(65);
    expect(target1).not.toEqual(target2);
    // Checked against the production key, the refusal also says so in the console (once a page).
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(parseOtpTargetBundle(first.body.otpEncryptionTargetBundle, productionKeys.tlsFetcher)).rejects.toThrow(LoginKitError);
    } finally {
      consoleError.mockRestore();
    }
    await expect(parseOtpTargetBundle(first.body.otpEncryptionTargetBundle, relay.keys.notarizer)).rejects.toThrow(LoginKitError);
  });

  it('mails the code with contact, type, otpId, time and app name, and tells onMail', async () => {
    const sent: MailMessage[] = [];
    const now = Date.UTC(2030, 0, 1);
    const relay = relayWith({ config: { appName: 'Demo' }, now: () => now, onMail: (message) => sent.push(message) });
    const result = await init(relay, { otpType: 'OTP_TYPE_SMS', contact: ' +14155550100 ' });
    expect(relay.mailbox).toEqual([{ contact: '+14155550100', otpType: 'OTP_TYPE_SMS', code: expect.stringMatching(/^\d{6}$/), otpId: result.body.otpId, sentAt: now, appName: 'Demo' }]);
    expect(sent).toEqual(relay.mailbox);
  });

  it('keeps only a hash of the code in its state', async () => {
    const relay = relayWith();
    const result = await init(relay, { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    const code = relay.mailbox[0]?.code ?? '';
    expect(JSON.stringify(relay.state.otps[result.body.otpId])).not.toContain(`"${code}"`);
  });

  it.each([
    [{ otpLength: 9, otpAlphanumeric: false }, /^\d{9}$/],
    [{ otpLength: 8, otpAlphanumeric: true }, /^[A-Z0-9]{8}$/],
  ])('makes codes of the configured length and alphabet (%o)', async (config, pattern) => {
    const relay = relayWith({ config });
    for (let i = 0; i < 5; i += 1) await init(relay, { otpType: 'OTP_TYPE_EMAIL', contact: `user${i}@example.com` });
    for (const message of relay.mailbox) expect(message.code).toMatch(pattern);
  });
});

describe('otp_init_v2 checks its input', () => {
  it.each([
    [{ contact: 'ada@example.com' }, 'otpType'],
    [{ otpType: 'OTP_TYPE_PIGEON', contact: 'ada@example.com' }, 'otpType'],
    [{ otpType: 'OTP_TYPE_EMAIL' }, 'contact'],
    [{ otpType: 'OTP_TYPE_EMAIL', contact: 42 }, 'contact'],
    [{ otpType: 'OTP_TYPE_EMAIL', contact: 'not-an-email' }, 'contact'],
    [{ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example' }, 'contact'],
    [{ otpType: 'OTP_TYPE_SMS', contact: '4155550100' }, 'contact'],
    [{ otpType: 'OTP_TYPE_SMS', contact: '+1415' }, 'contact'],
    [{ otpType: 'OTP_TYPE_SMS', contact: '+1 415 555 0100' }, 'contact'],
    [{ otpType: 'OTP_TYPE_SMS', contact: '+1234567890123456' }, 'contact'],
    [{ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com', appName: 7 }, 'appName'],
  ])('refuses %o with 400 naming %s', async (body, field) => {
    const result = await init(relayWith(), body);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body as never)).toEqual({ reason: 'INVALID_ARGUMENT', field });
    expect((result.body as unknown as { message: string }).message).toMatch(new RegExp(`^${field}: `));
  });

  it('accepts E.164 numbers of 8 to 15 digits', async () => {
    for (const contact of ['+12345678', '+123456789012345']) {
      expect((await init(relayWith(), { otpType: 'OTP_TYPE_SMS', contact })).status).toBe(200);
    }
  });
});

describe('disabled channels', () => {
  it('refuses SMS codes when sms is not an enabled provider (403 METHOD_DISABLED)', async () => {
    const relay = relayWith({ config: { enabledProviders: ['email'] } });
    const result = await init(relay, { otpType: 'OTP_TYPE_SMS', contact: '+14155550100' });
    expect(result.status).toBe(403);
    expect(errorInfo(result.body as never)).toEqual({ reason: 'METHOD_DISABLED', field: 'otpType' });
    expect((await init(relay, { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' })).status).toBe(200);
  });

  it('refuses email codes when email is not enabled', async () => {
    const result = await init(relayWith({ config: { enabledProviders: ['sms'] } }), { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    expect(errorInfo(result.body as never).reason).toBe('METHOD_DISABLED');
  });
});

describe('send rate limit per contact', () => {
  it('allows otpSendLimit sends per window, then 429 RATE_LIMITED with Retry-After in seconds', async () => {
    let now = Date.UTC(2030, 0, 1);
    const relay = relayWith({ config: { otpSendLimit: 3, otpSendWindowSeconds: 60 }, now: () => now });
    const send = (contact = 'ada@example.com') => init(relay, { otpType: 'OTP_TYPE_EMAIL', contact });
    expect((await send()).status).toBe(200);
    now += 10_000;
    expect((await send('ADA@example.com')).status).toBe(200);
    expect((await send()).status).toBe(200);

    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 8 });
    expect(errorInfo(limited.body as never)).toEqual({ reason: 'RATE_LIMITED', field: 'contact' });
    expect(limited.headers.get('Retry-After')).toBe('50');
    expect(relay.mailbox).toHaveLength(3);

    expect((await send('other@example.com')).status).toBe(200);
    now += 50_000;
    expect((await send()).status).toBe(200);
  });

  it('uses the default of 5 per 60 s', async () => {
    const relay = relayWith({ now: () => 0 });
    for (let i = 0; i < 5; i += 1) expect((await init(relay, { otpType: 'OTP_TYPE_SMS', contact: '+14155550100' })).status).toBe(200);
    const limited = await init(relay, { otpType: 'OTP_TYPE_SMS', contact: '+14155550100' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
  });
});
