import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWalletKitConfig, toKitConfig } from '../../src/core/config/wallet-kit-config';
import { parseActivityResponse } from '../../src/core/transport/activity';
import { parseRetryAfter, serviceErrorFromResponse } from '../../src/core/transport/service-error';
import { isLoginKitError } from '../../src/core/errors';
import { acceptsOrRefuses, anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);

const walletKitConfig = {
  enabledProviders: ['email', 'sms', 'passkey', 'google', 'x'],
  sessionExpirationSeconds: '900',
  organizationId: 'org-1',
  oauthClientIds: { google: 'g', apple: 'a', x: 'x', discord: 'd' },
  oauthRedirectUrl: 'https://app.example.com/callback',
  otpAlphanumeric: false,
  otpLength: '6',
  appName: 'App',
  logoUrl: 'https://app.example.com/logo.png',
  socialLinkingClientIds: ['g'],
  showPasskey: true,
  showWallet: false,
};

const activity = {
  activity: {
    id: 'activity-1',
    organizationId: 'org-1',
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: 'ACTIVITY_TYPE_OTP_AUTH',
    intent: { otpAuthIntent: { otpId: 'o' } },
    result: { otpAuthResult: { userId: 'u' }, activity: { intent: {}, result: {} } },
    votes: [],
    fingerprint: 'sha256:00',
    canApprove: false,
    canReject: false,
    createdAt: { seconds: '1', nanos: '0' },
    updatedAt: { seconds: '1', nanos: '0' },
  },
};

describe('what the relay and the API answer: any body is read or refused as response_invalid naming the field', () => {
  it('wallet_kit_config: any JSON and edits of a full configuration; what passes merges into a KitConfig', async () => {
    const check = (value: unknown): void =>
      acceptsOrRefuses(() => {
        const parsed = parseWalletKitConfig(value);
        const { config } = toKitConfig(parsed, { otpChannels: ['sms', 'email'] });
        expect(config.otpLength).toBeGreaterThanOrEqual(6);
        expect(config.otpLength).toBeLessThanOrEqual(9);
        expect(Number.isSafeInteger(config.sessionExpirationSeconds) && config.sessionExpirationSeconds > 0).toBe(true);
        if (config.logoUrl !== undefined) expect(config.logoUrl).toMatch(/^(https:|data:image\/)/i);
      }, { codes: ['response_invalid'] });
    await tally.check('wallet_kit_config: any JSON', fc.property(anyJson, check), 5000);
    await tally.check('wallet_kit_config: edited members', fc.property(mutatedJson(walletKitConfig), check), 5000);
  }, fuzzTimeout(2));

  it('activities: any JSON and edits of either activity shape', async () => {
    const check = (value: unknown): void => acceptsOrRefuses(() => parseActivityResponse(value, 'otp_auth'), { codes: ['response_invalid'], field: /^activity/ });
    await tally.check('activity: any JSON', fc.property(anyJson, check), 4000);
    await tally.check('activity: edited members', fc.property(mutatedJson(activity), check), 4000);
  }, fuzzTimeout(2));

  it('error responses: any status, body text and Retry-After make one LoginKitError', async () => {
    const errorBody = { code: 3, message: 'otpCode: wrong code', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'OTP_INVALID', domain: 'd', metadata: { field: 'otpCode' } }] };
    const bodies = fc.oneof(anyText, anyJson.map((value) => JSON.stringify(value) ?? ''), mutatedJson(errorBody).map((value) => JSON.stringify(value) ?? ''));
    await tally.check(
      'error responses',
      fc.property(fc.integer({ min: 100, max: 599 }), bodies, fc.option(anyText, { nil: null }), (status, bodyText, retryAfter) => {
        const error = serviceErrorFromResponse({ status, bodyText, retryAfter, now: Date.UTC(2030, 0, 1), field: 'contact' });
        expect(isLoginKitError(error)).toBe(true);
        expect(error.details.status).toBe(status);
        if (error.details.retryAfterMs !== undefined) expect(error.details.retryAfterMs).toBeGreaterThanOrEqual(0);
      }),
      4000,
    );
    await tally.check(
      'Retry-After',
      fc.property(anyText, (value) => {
        const ms = parseRetryAfter(value, Date.UTC(2030, 0, 1));
        if (ms !== undefined) expect(Number.isFinite(ms) && ms >= 0).toBe(true);
      }),
      2000,
    );
  }, fuzzTimeout(2));
});
