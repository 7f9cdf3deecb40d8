import { describe, expect, it } from 'vitest';
import { stepUpResendResult } from './step-up-resend';
import { initialStepUpState, transitionStepUp } from './step-up.machine';
import type { StepUpEvent, StepUpState } from './step-up.types';
import { challenge, failure, passkeyThenCode, prepared } from './test-utils/step-up-fixtures';

const run = (state: StepUpState, ...events: StepUpEvent[]): StepUpState => events.reduce(transitionStepUp, state);

const start = initialStepUpState(challenge());
const choosing = run(start, { type: 'prepared', prepared: prepared() });
const prompting = run(choosing, { type: 'choose', method: 'passkey' });
const step2 = run(prompting, { type: 'proofReady' }, { type: 'approved', mfaStatuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }])] });
const sendingCode = run(step2, { type: 'choose', method: 'email_otp' });
// The code was sent at 0; a new one may be asked for from 30 s.
const enteringCode = run(sendingCode, { type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{"data":"…"}', resendAvailableAt: 30_000 });
const verifying = run(enteringCode, { type: 'setCode', code: '123456' }, { type: 'submitCode' });
const wrongCode = run(verifying, { type: 'verifyFailed', error: failure('otp_invalid'), now: 1000 });
const expired = run(verifying, { type: 'verifyFailed', error: failure('otp_expired'), now: 1000 });
// The relay refused the check until 3 s.
const rateLimited = run(verifying, { type: 'verifyFailed', error: failure('rate_limited', { retryAfterMs: 2000 }), now: 1000 });

describe('stepUpResendResult: what resend() tells the caller, as the machine does it', () => {
  it.each([
    ['a code being typed, before its cooldown', enteringCode, 1000, { status: 'coolingDown', retryAt: 30_000, availableInMs: 29_000 }],
    ['a code being typed, after it', enteringCode, 30_000, { status: 'sending' }],
    ['a wrong code, before the cooldown', wrongCode, 29_999, { status: 'coolingDown', retryAt: 30_000, availableInMs: 1 }],
    ['an expired code, after the cooldown', expired, 31_000, { status: 'sending' }],
    ['rate limited, before retryAt', rateLimited, 2000, { status: 'coolingDown', retryAt: 3000, availableInMs: 1000 }],
    ['rate limited, at retryAt', rateLimited, 3000, { status: 'sending' }],
    ['the options of a step (no code yet)', choosing, 0, { status: 'unavailable' }],
    ['a passkey prompt open', prompting, 0, { status: 'unavailable' }],
    ['a code being sent', sendingCode, 60_000, { status: 'unavailable' }],
    ['a code being checked', verifying, 60_000, { status: 'unavailable' }],
    ['still preparing', start, 0, { status: 'unavailable' }],
  ] as const)('%s', (_why, state, now, expected) => {
    expect(stepUpResendResult(state, now)).toEqual(expected);
    // The machine sends a new code exactly when the result says so, and otherwise stays put.
    const next = transitionStepUp(state, { type: 'resend', now });
    if (expected.status === 'sending') expect(next.status).toBe('sendingCode');
    else expect(next).toBe(state);
  });
});
