import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import { initialOtpState, transitionOtp } from './otp.machine';
import { otpResendResult } from './otp-resend';
import type { OtpEvent, OtpRules, OtpState } from './otp.types';

const rules: OtpRules = { channels: ['email', 'sms'], otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 };
const code = { otpId: 'otp-1', otpEncryptionTargetBundle: '{"data":"…"}', resendAvailableAt: 30_000 };
const session: Session = {
  publicKey: '02ab',
  organizationId: 'org-1',
  userId: 'user-1',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: 900_000,
  createdAt: 0,
  method: 'otp_email',
};

const run = (state: OtpState, ...events: OtpEvent[]): OtpState => events.reduce((s, e) => transitionOtp(s, e, rules), state);
const start = initialOtpState(rules);
const typedEmail = run(start, { type: 'setContact', contact: '  ada@example.com ' });
const enteringCode: OtpState = { status: 'enteringCode', channel: 'email', contact: 'ada@example.com', code: '', ...code };
const verifying: OtpState = { ...enteringCode, status: 'verifying', code: '123456' };
const failure = (codeName: LoginKitError['code'], details = {}): LoginKitError => new LoginKitError(codeName, codeName, { details });

describe('OTP machine: contact entry', () => {
  it('starts on the first enabled channel, or the requested one when enabled', () => {
    expect(start).toEqual({ status: 'enteringContact', channel: 'email', contact: '' });
    expect(initialOtpState(rules, { channel: 'sms' }).channel).toBe('sms');
    expect(initialOtpState({ ...rules, channels: ['sms'] }, { channel: 'email' }).channel).toBe('sms');
  });

  it('sends a code for a valid email address, trimmed', () => {
    expect(run(typedEmail, { type: 'submitContact' })).toEqual({ status: 'sendingCode', channel: 'email', contact: 'ada@example.com' });
  });

  it('normalises a phone number to E.164', () => {
    const state = run(start, { type: 'setChannel', channel: 'sms' }, { type: 'setContact', contact: '+1 (415) 555-0100' }, { type: 'submitContact' });
    expect(state).toEqual({ status: 'sendingCode', channel: 'sms', contact: '+14155550100' });
  });

  it.each([
    ['email', 'not-an-email'],
    ['email', ''],
    ['sms', '4155550100'],
    ['sms', '+0123'],
  ] as const)('refuses %s contact %j, naming the contact field and keeping what was typed', (channel, typed) => {
    const state = run(initialOtpState(rules, { channel }), { type: 'setContact', contact: typed }, { type: 'submitContact' });
    expect(state.status).toBe('enteringContact');
    expect(state).toMatchObject({ contact: typed, error: { code: 'invalid_input', details: { field: 'contact' } } });
  });

  it('refuses a channel the configuration disables', () => {
    const emailOnly = { ...rules, channels: ['email'] as const };
    const state = transitionOtp(initialOtpState(emailOnly), { type: 'setChannel', channel: 'sms' }, emailOnly);
    expect(state).toMatchObject({ status: 'enteringContact', channel: 'email', error: { code: 'method_disabled' } });
  });

  it('clears a refused submit as soon as the user edits the contact', () => {
    const refused = run(start, { type: 'submitContact' });
    expect(run(refused, { type: 'setContact', contact: 'a' })).toEqual({ status: 'enteringContact', channel: 'email', contact: 'a' });
  });
});

describe('OTP machine: sending', () => {
  const sending = run(typedEmail, { type: 'submitContact' });

  it('moves to code entry when the relay sent the code', () => {
    expect(run(sending, { type: 'codeSent', ...code })).toEqual(enteringCode);
  });

  it('ends rate limited with the relay’s Retry-After, keeping the contact', () => {
    const state = transitionOtp(sending, { type: 'sendFailed', error: failure('rate_limited', { retryAfterMs: 5000 }), now: 1000 }, rules);
    expect(state).toMatchObject({ status: 'rateLimited', retryAt: 6000, previous: 'sendingCode', contact: 'ada@example.com' });
  });

  it('falls back to the configured cooldown when the relay gives no Retry-After', () => {
    const state = transitionOtp(sending, { type: 'sendFailed', error: failure('rate_limited'), now: 1000 }, rules);
    expect(state).toMatchObject({ status: 'rateLimited', retryAt: 31_000 });
  });

  it('returns to contact entry when the relay refuses the contact', () => {
    const state = transitionOtp(sending, { type: 'sendFailed', error: failure('invalid_input', { field: 'contact' }), now: 0 }, rules);
    expect(state).toMatchObject({ status: 'enteringContact', contact: 'ada@example.com', error: { code: 'invalid_input' } });
  });

  it('fails on a network error, and retry sends again', () => {
    const failed = transitionOtp(sending, { type: 'sendFailed', error: failure('network'), now: 0 }, rules);
    expect(failed).toMatchObject({ status: 'failed', previous: 'sendingCode', error: { code: 'network' } });
    expect(run(failed, { type: 'retry', now: 0 })).toEqual(sending);
  });

  it('ignores a late codeSent after the user went back to change the contact', () => {
    const back = run(sending, { type: 'changeContact' });
    expect(run(back, { type: 'codeSent', ...code })).toBe(back);
  });
});

describe('OTP machine: code entry and verification', () => {
  it('keeps only digits, cut to the configured length', () => {
    expect(run(enteringCode, { type: 'setCode', code: '12-34 5678' })).toMatchObject({ code: '123456' });
  });

  it('uppercases alphanumeric codes', () => {
    const alnum = { ...rules, otpAlphanumeric: true };
    expect(transitionOtp(enteringCode, { type: 'setCode', code: 'ab1-c2d' }, alnum)).toMatchObject({ code: 'AB1C2D' });
  });

  it('verifies only a complete code', () => {
    expect(run(enteringCode, { type: 'setCode', code: '123' }, { type: 'submitCode' }).status).toBe('enteringCode');
    expect(run(enteringCode, { type: 'setCode', code: '123456' }, { type: 'submitCode' })).toEqual(verifying);
  });

  it('succeeds with the session, naming the contact the service verified', () => {
    const verified = { ...session, contact: 'ada@example.com' };
    expect(run(verifying, { type: 'loggedIn', session: verified, isNewUser: true })).toEqual({
      status: 'success',
      channel: 'email',
      contact: 'ada@example.com',
      session: verified,
      isNewUser: true,
    });
  });

  it('names the session’s contact, never the typed one, when they differ', () => {
    const someoneElse = { ...session, contact: 'eve@example.com' };
    expect(run(verifying, { type: 'loggedIn', session: someoneElse, isNewUser: false })).toMatchObject({ status: 'success', contact: 'eve@example.com' });
    expect(run(verifying, { type: 'loggedIn', session, isNewUser: false })).toMatchObject({ status: 'success', contact: '' });
  });

  it.each([
    ['otp_invalid', 'codeInvalid'],
    ['otp_expired', 'codeExpired'],
    ['token_expired', 'codeExpired'],
    ['otp_attempts_exceeded', 'attemptsExceeded'],
    ['rate_limited', 'rateLimited'],
    ['network', 'failed'],
    ['signature_invalid', 'failed'],
  ] as const)('a %s failure ends in %s, keeping the typed code', (errorCode, status) => {
    const state = run(verifying, { type: 'verifyFailed', error: failure(errorCode), now: 0 });
    expect(state.status).toBe(status);
    expect(state).toMatchObject({ code: '123456', contact: 'ada@example.com', otpId: 'otp-1' });
  });

  it('lets the user retype after a wrong code and verify again', () => {
    const wrong = run(verifying, { type: 'verifyFailed', error: failure('otp_invalid'), now: 0 });
    expect(run(wrong, { type: 'setCode', code: '654321' }, { type: 'submitCode' })).toMatchObject({ status: 'verifying', code: '654321' });
  });

  it('resumes verification on retry after a network failure, without a new code', () => {
    const failed = run(verifying, { type: 'verifyFailed', error: failure('network'), now: 0 });
    expect(run(failed, { type: 'retry', now: 0 })).toEqual(verifying);
  });

  it('does not retry before a rate limit has passed', () => {
    const limited = run(verifying, { type: 'verifyFailed', error: failure('rate_limited', { retryAfterMs: 10_000 }), now: 0 });
    expect(run(limited, { type: 'retry', now: 9_999 })).toBe(limited);
    expect(run(limited, { type: 'retry', now: 10_000 })).toMatchObject({ status: 'verifying' });
  });
});

describe('OTP machine: resend, change contact, start over', () => {
  it('refuses a resend during the cooldown and allows it after', () => {
    expect(run(enteringCode, { type: 'resend', now: 29_999 })).toBe(enteringCode);
    expect(run(enteringCode, { type: 'resend', now: 30_000 })).toMatchObject({ status: 'sendingCode', contact: 'ada@example.com', otpId: 'otp-1' });
  });

  it('offers a resend after the code expired or attempts ran out', () => {
    for (const error of [failure('otp_expired'), failure('otp_attempts_exceeded')]) {
      const dead = run(verifying, { type: 'verifyFailed', error, now: 0 });
      expect(run(dead, { type: 'setCode', code: '111111' })).toBe(dead);
      expect(run(dead, { type: 'resend', now: 30_000 }).status).toBe('sendingCode');
    }
  });

  it('goes back to contact entry from any step, keeping the contact', () => {
    for (const state of [enteringCode, verifying, run(verifying, { type: 'verifyFailed', error: failure('network'), now: 0 })]) {
      expect(run(state, { type: 'changeContact' })).toEqual({ status: 'enteringContact', channel: 'email', contact: 'ada@example.com' });
    }
  });

  it('starts over on reset, keeping the channel', () => {
    expect(run({ ...enteringCode, channel: 'sms' }, { type: 'reset' })).toEqual({ status: 'enteringContact', channel: 'sms', contact: '' });
  });

  it('keeps the earlier code when a resend fails', () => {
    const resending = run(enteringCode, { type: 'resend', now: 30_000 });
    const failed = run(resending, { type: 'sendFailed', error: failure('unavailable'), now: 30_000 });
    expect(failed).toMatchObject({ status: 'failed', otpId: 'otp-1', previous: 'sendingCode' });
  });
});

describe('OTP machine: cancel while waiting on the relay', () => {
  const sending = run(typedEmail, { type: 'submitContact' });
  const resending = run(enteringCode, { type: 'setCode', code: '12' }, { type: 'resend', now: 30_000 });

  it.each<[string, OtpState, OtpState]>([
    ['a first send goes back to the contact, without an error', sending, { status: 'enteringContact', channel: 'email', contact: 'ada@example.com' }],
    ['a resend goes back to the code screen with the earlier code and what was typed', resending, { ...enteringCode, code: '12' }],
    ['a check goes back to the typed code', verifying, { ...verifying, status: 'enteringCode' }],
  ])('%s', (_name, state, next) => {
    expect(resending.status).toBe('sendingCode');
    expect(run(state, { type: 'cancel' })).toEqual(next);
  });

  it('a resend retried after a failure goes back to the code screen too', () => {
    const failed = run(resending, { type: 'sendFailed', error: failure('network'), now: 30_000 });
    expect(run(failed, { type: 'retry', now: 30_000 }, { type: 'cancel' })).toEqual({ ...enteringCode, code: '12' });
  });

  it('ignores a late answer after a cancel', () => {
    const back = run(verifying, { type: 'cancel' });
    expect(run(back, { type: 'loggedIn', session, isNewUser: false })).toBe(back);
    expect(run(back, { type: 'verifyFailed', error: failure('network'), now: 0 })).toBe(back);
    const left = run(sending, { type: 'cancel' });
    expect(run(left, { type: 'codeSent', ...code })).toBe(left);
  });

  it.each<[string, OtpState]>([
    ['contact entry', typedEmail],
    ['code entry', enteringCode],
    ['a wrong code', run(verifying, { type: 'verifyFailed', error: failure('otp_invalid'), now: 0 })],
    ['a failure', run(verifying, { type: 'verifyFailed', error: failure('network'), now: 0 })],
    ['a rate limit', run(verifying, { type: 'verifyFailed', error: failure('rate_limited'), now: 0 })],
    ['success', run(verifying, { type: 'loggedIn', session, isNewUser: false })],
  ])('is ignored where nothing waits: %s (same state object)', (_name, state) => {
    expect(run(state, { type: 'cancel' })).toBe(state);
  });
});

describe('otpResendResult: what a resend does, said to the caller', () => {
  const limited = run(verifying, { type: 'verifyFailed', error: failure('rate_limited', { retryAfterMs: 5_000 }), now: 1_000 });
  const dead = run(verifying, { type: 'verifyFailed', error: failure('otp_attempts_exceeded'), now: 0 });

  it('during the cooldown: coolingDown, with when a resend works (the code screen’s resendAvailableAt) and how long until then', () => {
    expect(otpResendResult(enteringCode, 20_000)).toEqual({ status: 'coolingDown', retryAt: 30_000, availableInMs: 10_000 });
    expect(otpResendResult(dead, 29_999)).toEqual({ status: 'coolingDown', retryAt: 30_000, availableInMs: 1 });
  });

  it('rate limited: coolingDown until the relay’s retryAt', () => {
    expect(otpResendResult(limited, 2_000)).toEqual({ status: 'coolingDown', retryAt: 6_000, availableInMs: 4_000 });
  });

  it('after the cooldown: sending', () => {
    expect(otpResendResult(enteringCode, 30_000)).toEqual({ status: 'sending' });
    expect(otpResendResult(limited, 6_000)).toEqual({ status: 'sending' });
  });

  it('with no code to resend (contact entry, a send or check under way, logged in): unavailable', () => {
    for (const state of [typedEmail, run(typedEmail, { type: 'submitContact' }), verifying]) {
      expect(otpResendResult(state, 60_000)).toEqual({ status: 'unavailable' });
    }
  });

  it('says exactly what the machine does with the resend event', () => {
    const states = [typedEmail, enteringCode, verifying, dead, limited, run(verifying, { type: 'verifyFailed', error: failure('otp_invalid'), now: 0 })];
    for (const state of states) {
      for (const now of [0, 5_999, 6_000, 29_999, 30_000]) {
        const moved = run(state, { type: 'resend', now }) !== state;
        expect(moved, `${state.status} at ${now}`).toBe(otpResendResult(state, now).status === 'sending');
      }
    }
  });
});
