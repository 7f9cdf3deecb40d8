import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../errors';
import { transitionOtp } from './otp.machine';
import type { OtpEvent, OtpRules, OtpState } from './otp.types';

/**
 * Bot protection in the code flow (protocol.md section 15): the machine holds no token (the effects
 * ask the kit's source right before each request); a relay's refusal for the captcha is a failure
 * whose Try again repeats the step, with what was typed kept.
 */
const rules: OtpRules = { channels: ['email'], otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 };
const run = (state: OtpState, ...events: OtpEvent[]): OtpState => events.reduce((s, e) => transitionOtp(s, e, rules), state);
const refusal = (code: 'captcha_required' | 'captcha_rejected') => new LoginKitError(code, code, { details: { status: code === 'captcha_required' ? 400 : 403, field: 'X-Captcha-Token' } });
const sending: OtpState = { status: 'sendingCode', channel: 'email', contact: 'ada@example.com' };
const sent = { otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt: 30_000 };
const verifying: OtpState = { status: 'verifying', channel: 'email', contact: 'ada@example.com', code: '123456', ...sent };

describe('OTP machine: a refusal for the captcha', () => {
  it.each(['captcha_required', 'captcha_rejected'] as const)('%s on the first send: failed, the address kept; Try again sends again', (code) => {
    const failed = run(sending, { type: 'sendFailed', error: refusal(code), now: 0 });
    expect(failed).toEqual({ status: 'failed', channel: 'email', contact: 'ada@example.com', previous: 'sendingCode', error: refusal(code) });
    expect(run(failed, { type: 'retry', now: 1 })).toEqual(sending);
  });

  it('on a resend: the earlier code is kept for the retry', () => {
    const resending: OtpState = { ...sending, ...sent, code: '' };
    const failed = run(resending, { type: 'sendFailed', error: refusal('captcha_rejected'), now: 0 });
    expect(failed).toMatchObject({ status: 'failed', previous: 'sendingCode', otpId: 'otp-1' });
    expect(run(failed, { type: 'retry', now: 1 })).toEqual(resending);
  });

  it('on the new account’s signup (verifying): failed with the code kept; Try again checks it again', () => {
    const failed = run(verifying, { type: 'verifyFailed', error: refusal('captcha_required'), now: 0 });
    expect(failed).toMatchObject({ status: 'failed', previous: 'verifying', code: '123456' });
    expect(run(failed, { type: 'retry', now: 1 })).toEqual(verifying);
  });
});
