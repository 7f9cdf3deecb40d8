import { describe, expect, it } from 'vitest';
import { stepUpActionKey } from './step-up-action';
import { initialStepUpState, transitionStepUp } from './step-up.machine';
import type { StepUpEvent, StepUpState, StepUpStatus } from './step-up.types';
import { challenge, failure, heldActivity, passkeyThenCode, prepared } from './test-utils/step-up-fixtures';

const run = (state: StepUpState, ...events: StepUpEvent[]): StepUpState => events.reduce(transitionStepUp, state);
const of = <S extends StepUpStatus>(state: StepUpState, status: S): Extract<StepUpState, { status: S }> => {
  expect(state.status).toBe(status);
  return state as Extract<StepUpState, { status: S }>;
};

const start = initialStepUpState(challenge());
const choosing = run(start, { type: 'prepared', prepared: prepared() });
const prompting = run(choosing, { type: 'choose', method: 'passkey' });
const approvingPasskey = run(prompting, { type: 'proofReady' });
const step2 = run(approvingPasskey, { type: 'approved', mfaStatuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }])] });
const sendingCode = run(step2, { type: 'choose', method: 'email_otp' });
const sent = { otpId: 'otp-1', otpEncryptionTargetBundle: '{"data":"…"}', resendAvailableAt: 30_000 };
const enteringCode = run(sendingCode, { type: 'codeSent', ...sent });
const typed = run(enteringCode, { type: 'setCode', code: '12 34-56' });
const verifying = run(typed, { type: 'submitCode' });
const done = passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }]);
const finishing = run(verifying, { type: 'approved', mfaStatuses: [done] });
const confirming = run(enteringCode, { type: 'cancel' });
const rejecting = run(confirming, { type: 'reject' });
const failedRetryable = run(start, { type: 'prepareFailed', error: failure('network') });
const failedFatal = run(start, { type: 'prepareFailed', error: failure('session_expired') });

describe('step-up machine: preparing', () => {
  it('starts preparing; the context and the ends say what is approved', () => {
    expect(start).toEqual({ status: 'preparing', challenge: expect.anything() });
    expect(run(start, { type: 'cancel' })).toMatchObject({ status: 'cancelled', action: { activityType: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', key: 'export_private_key' } });
  });

  it('shows step 1 of 2 with its options: the passkey (its credential ids), available', () => {
    const { context } = of(choosing, 'choosing');
    expect(context).toMatchObject({ mfaPolicyId: 'mfa-1', current: 0, action: { key: 'export_private_key' } });
    expect(context.steps.map((step) => [step.index, step.satisfied, step.options.map((option) => option.kind)])).toEqual([
      [0, false, ['passkey']],
      [1, false, ['email_otp', 'sms_otp']],
    ]);
    expect(context.steps[0]!.options[0]).toEqual({ kind: 'passkey', methods: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }], credentialIds: ['Y3JlZC0x'] });
    // No phone number on the account: SMS is listed, with why it cannot be used.
    expect(context.steps[1]!.options[1]).toMatchObject({ kind: 'sms_otp', contact: '', unavailable: 'no_contact' });
    expect(context.steps[1]!.options[0]).toMatchObject({ kind: 'email_otp', channel: 'email', contact: 'ada@example.com' });
    expect(context.steps[1]!.options[0]).not.toHaveProperty('unavailable');
  });

  it.each([
    ['the activity completed meanwhile: reads its result', heldActivity('ACTIVITY_STATUS_COMPLETED'), 'finishing'],
    ['the activity was rejected meanwhile: rejected', heldActivity('ACTIVITY_STATUS_REJECTED'), 'rejected'],
    ['the activity failed: failed (activity_failed), not retryable', heldActivity('ACTIVITY_STATUS_FAILED'), 'failed'],
    ['the activity waits on other approvers: failed (failed_precondition; retry reads it again)', heldActivity('ACTIVITY_STATUS_CONSENSUS_NEEDED'), 'failed'],
  ] as const)('%s', (_why, activity, status) => {
    const state = run(start, { type: 'prepared', prepared: prepared({ activity }) });
    expect(state.status).toBe(status);
    const fatal = activity.status === 'ACTIVITY_STATUS_FAILED';
    if (state.status === 'failed') expect(state).toMatchObject({ retryable: !fatal, error: { code: fatal ? 'activity_failed' : 'failed_precondition' } });
  });

  it('all steps already satisfied: finishing; no status of the session’s user: failed (response_invalid naming mfaStatuses)', () => {
    expect(run(start, { type: 'prepared', prepared: prepared({ mfaStatuses: [done] }) }).status).toBe('finishing');
    expect(run(start, { type: 'prepared', prepared: prepared({ mfaStatuses: [{ ...done, userId: 'someone-else' }] }) })).toMatchObject({
      status: 'failed',
      error: { code: 'response_invalid', details: { field: 'mfaStatuses' } },
    });
  });

  it.each<[string, Partial<ReturnType<typeof prepared>>]>([
    ['passkey_unsupported', { passkeySupported: false }],
    ['no_passkey', { passkeys: [] }],
  ])('a passkey step is %s when so, and choosing it does nothing', (reason, overrides) => {
    const state = run(start, { type: 'prepared', prepared: prepared(overrides) });
    expect(of(state, 'choosing').context.steps[0]!.options[0]).toMatchObject({ kind: 'passkey', unavailable: reason });
    expect(run(state, { type: 'choose', method: 'passkey' })).toBe(state);
  });

  it('a step naming an authenticator offers that passkey only; API keys and unknown types are listed as not usable here', () => {
    const status = {
      ...passkeyThenCode(),
      requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-2' }, { type: 'AUTHENTICATION_TYPE_API_KEY' }, { type: 'AUTHENTICATION_TYPE_RETINA' }] }],
    };
    const passkeys = [
      { authenticatorId: 'auth-1', credentialId: 'one' },
      { authenticatorId: 'auth-2', credentialId: 'two' },
    ];
    const state = of(run(start, { type: 'prepared', prepared: prepared({ mfaStatuses: [status], passkeys }) }), 'choosing');
    expect(state.context.steps[0]!.options).toEqual([
      { kind: 'passkey', methods: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-2' }], credentialIds: ['two'] },
      { kind: 'api_key', methods: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }], unavailable: 'api_key_in_browser' },
      { kind: 'unknown', methods: [{ type: 'AUTHENTICATION_TYPE_RETINA' }], unavailable: 'unknown_method' },
    ]);
  });
});

/** [description, from, event, expected status, what else the result holds] */
type Row = [string, StepUpState, StepUpEvent, StepUpStatus, Record<string, unknown>?];
const net = failure('network');

const table: Row[] = [
  // choosing
  ['choosing + choose passkey → prompting', choosing, { type: 'choose', method: 'passkey' }, 'prompting'],
  ['choosing + choose a method the step lacks → unchanged', choosing, { type: 'choose', method: 'email_otp' }, 'choosing'],
  ['step 2 + choose email code → sendingCode to the account’s own address', step2, { type: 'choose', method: 'email_otp' }, 'sendingCode', { contact: 'ada@example.com', channel: 'email' }],
  ['step 2 + choose SMS (no phone number) → unchanged', step2, { type: 'choose', method: 'sms_otp' }, 'choosing'],
  ['choosing + cancel → confirmingCancel (resume: choosing)', choosing, { type: 'cancel' }, 'confirmingCancel', { resume: choosing }],
  // the passkey
  ['prompting + proofReady → approving (passkey)', prompting, { type: 'proofReady' }, 'approving', { method: 'passkey' }],
  ['prompting + approveFailed passkey_cancelled → choosing with the error, retry offered', prompting, { type: 'approveFailed', error: failure('passkey_cancelled'), now: 0 }, 'choosing', { error: { code: 'passkey_cancelled' }, failedMethod: { kind: 'passkey' } }],
  ['prompting + back → choosing (the prompt closes)', prompting, { type: 'back' }, 'choosing'],
  ['prompting + cancel → confirmingCancel (resume: choosing)', prompting, { type: 'cancel' }, 'confirmingCancel', { resume: { status: 'choosing' } }],
  ['approving + approved, one step left → choosing step 2', approvingPasskey, { type: 'approved', mfaStatuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }])] }, 'choosing', { context: { current: 1 } }],
  ['approving + approved, all satisfied → finishing', approvingPasskey, { type: 'approved', mfaStatuses: [done] }, 'finishing', { context: { current: 2 } }],
  ['approving + approved without the policy walked → preparing (read again)', approvingPasskey, { type: 'approved', mfaStatuses: [] }, 'preparing'],
  ['approving + approveFailed rate_limited → choosing with retryAt', approvingPasskey, { type: 'approveFailed', error: failure('rate_limited', { retryAfterMs: 5000 }), now: 1000 }, 'choosing', { retryAt: 6000 }],
  ['approving + approveFailed failed_precondition → preparing (read where it stands)', approvingPasskey, { type: 'approveFailed', error: failure('failed_precondition'), now: 0 }, 'preparing'],
  ['approving + approveFailed session_expired → failed, not retryable', approvingPasskey, { type: 'approveFailed', error: failure('session_expired'), now: 0 }, 'failed', { retryable: false }],
  ['approving + approveFailed untrusted_response → failed, not retryable', approvingPasskey, { type: 'approveFailed', error: failure('untrusted_response'), now: 0 }, 'failed', { retryable: false }],
  ['approving + finished → unchanged (not finishing)', approvingPasskey, { type: 'finished', activity: heldActivity(), result: {} }, 'approving'],
  // the code, as in the code login
  ['sendingCode + codeSent → enteringCode', sendingCode, { type: 'codeSent', ...sent }, 'enteringCode', { code: '', otpId: 'otp-1' }],
  ['sendingCode + sendFailed rate_limited (Retry-After) → rateLimited', sendingCode, { type: 'sendFailed', error: failure('rate_limited', { retryAfterMs: 5000 }), now: 1000 }, 'rateLimited', { retryAt: 6000, previous: 'sendingCode' }],
  ['sendingCode + sendFailed rate_limited (none) → rateLimited after the cooldown', sendingCode, { type: 'sendFailed', error: failure('rate_limited'), now: 1000 }, 'rateLimited', { retryAt: 31_000 }],
  ['sendingCode + sendFailed method_disabled → choosing with the error', sendingCode, { type: 'sendFailed', error: failure('method_disabled'), now: 0 }, 'choosing', { failedMethod: { kind: 'email_otp' } }],
  ['sendingCode + sendFailed network → codeFailed', sendingCode, { type: 'sendFailed', error: net, now: 0 }, 'codeFailed', { previous: 'sendingCode' }],
  ['sendingCode + back → choosing', sendingCode, { type: 'back' }, 'choosing'],
  ['enteringCode + setCode keeps the digits, cut to the length', enteringCode, { type: 'setCode', code: '12 34-5678' }, 'enteringCode', { code: '123456' }],
  ['enteringCode + submitCode, too short → unchanged', enteringCode, { type: 'submitCode' }, 'enteringCode'],
  ['enteringCode + resend before the cooldown → unchanged', enteringCode, { type: 'resend', now: 1000 }, 'enteringCode'],
  ['enteringCode + resend after it → sendingCode, the earlier code kept', enteringCode, { type: 'resend', now: 30_000 }, 'sendingCode', { otpId: 'otp-1' }],
  ['enteringCode + back → choosing (another option)', enteringCode, { type: 'back' }, 'choosing'],
  ['typed + submitCode → verifying', typed, { type: 'submitCode' }, 'verifying', { code: '123456' }],
  ['verifying + verifyFailed otp_invalid → codeInvalid, the code kept', verifying, { type: 'verifyFailed', error: failure('otp_invalid'), now: 0 }, 'codeInvalid', { code: '123456' }],
  ['verifying + verifyFailed otp_expired → codeExpired', verifying, { type: 'verifyFailed', error: failure('otp_expired'), now: 0 }, 'codeExpired'],
  ['verifying + verifyFailed token_expired (approval refused) → codeExpired', verifying, { type: 'verifyFailed', error: failure('token_expired'), now: 0 }, 'codeExpired'],
  ['verifying + verifyFailed TOKEN_USED → codeExpired (the code is spent)', verifying, { type: 'verifyFailed', error: failure('relay_rejected', { reason: 'TOKEN_USED' }), now: 0 }, 'codeExpired'],
  ['verifying + verifyFailed otp_attempts_exceeded → attemptsExceeded', verifying, { type: 'verifyFailed', error: failure('otp_attempts_exceeded'), now: 0 }, 'attemptsExceeded'],
  ['verifying + verifyFailed rate_limited → rateLimited (previous verifying)', verifying, { type: 'verifyFailed', error: failure('rate_limited', { retryAfterMs: 2000 }), now: 1000 }, 'rateLimited', { retryAt: 3000, previous: 'verifying' }],
  ['verifying + verifyFailed network → codeFailed (previous verifying)', verifying, { type: 'verifyFailed', error: net, now: 0 }, 'codeFailed', { previous: 'verifying', code: '123456' }],
  ['verifying + verifyFailed untrusted_response → failed, not retryable', verifying, { type: 'verifyFailed', error: failure('untrusted_response'), now: 0 }, 'failed', { retryable: false }],
  ['verifying + verifyFailed failed_precondition → preparing', verifying, { type: 'verifyFailed', error: failure('failed_precondition'), now: 0 }, 'preparing'],
  ['verifying + back → enteringCode, the code kept', verifying, { type: 'back' }, 'enteringCode', { code: '123456' }],
  ['verifying + cancel → confirmingCancel (resume: enteringCode)', verifying, { type: 'cancel' }, 'confirmingCancel', { resume: { status: 'enteringCode', code: '123456' } }],
  ['verifying + approved, all satisfied → finishing', verifying, { type: 'approved', mfaStatuses: [done] }, 'finishing'],
  // finishing
  ['finishing + finished → completed with the result', finishing, { type: 'finished', activity: heldActivity('ACTIVITY_STATUS_COMPLETED'), result: { privateKeyId: 'pk-1' } }, 'completed', { result: { privateKeyId: 'pk-1' } }],
  ['finishing + activityRejected → rejected', finishing, { type: 'activityRejected', activity: heldActivity('ACTIVITY_STATUS_REJECTED') }, 'rejected'],
  ['finishing + finishFailed network → failed, retryable', finishing, { type: 'finishFailed', error: net }, 'failed', { retryable: true }],
  ['finishing + finishFailed activity_failed → failed, not retryable', finishing, { type: 'finishFailed', error: failure('activity_failed') }, 'failed', { retryable: false }],
  ['finishing + cancel → unchanged (it has run)', finishing, { type: 'cancel' }, 'finishing'],
  // cancelling
  ['confirmingCancel + back → where the person was', confirming, { type: 'back' }, 'enteringCode'],
  ['confirmingCancel + reject → rejecting', confirming, { type: 'reject' }, 'rejecting'],
  ['confirmingCancel + dismiss → cancelled (the activity keeps waiting)', confirming, { type: 'dismiss' }, 'cancelled'],
  ['rejecting + activityRejected → rejected', rejecting, { type: 'activityRejected', activity: heldActivity('ACTIVITY_STATUS_REJECTED') }, 'rejected'],
  ['rejecting + rejectFailed network → confirmingCancel with the error', rejecting, { type: 'rejectFailed', error: net }, 'confirmingCancel', { error: net }],
  ['rejecting + rejectFailed failed_precondition → preparing', rejecting, { type: 'rejectFailed', error: failure('failed_precondition') }, 'preparing'],
  ['rejecting + cancel → unchanged', rejecting, { type: 'cancel' }, 'rejecting'],
  ['preparing + cancel → cancelled', start, { type: 'cancel' }, 'cancelled'],
  // failures
  ['failed (retryable) + retry → preparing', failedRetryable, { type: 'retry', now: 0 }, 'preparing'],
  ['failed (fatal) + retry → unchanged', failedFatal, { type: 'retry', now: 0 }, 'failed'],
  ['failed + dismiss → cancelled', failedFatal, { type: 'dismiss' }, 'cancelled'],
];

describe('step-up machine: (state, event) → state', () => {
  it.each(table)('%s', (_description, from, event, status, holds) => {
    const next = transitionStepUp(from, event);
    expect(next.status).toBe(status);
    if (holds !== undefined) expect(next).toMatchObject(holds);
    if (status === from.status && holds === undefined && event.type !== 'submitCode') expect(next).toBe(from);
  });

  it('ignores effect results in states that did not ask for them', () => {
    for (const state of [choosing, enteringCode, confirming, finishing]) {
      for (const event of [
        { type: 'codeSent', ...sent },
        { type: 'proofReady' },
        { type: 'approved', mfaStatuses: [done] },
        { type: 'prepared', prepared: prepared() },
        { type: 'rejectFailed', error: net },
      ] as StepUpEvent[]) {
        if (state === finishing && event.type === 'approved') continue;
        expect(transitionStepUp(state, event)).toBe(state);
      }
    }
  });
});

describe('step-up machine: retries as in login', () => {
  it('a closed passkey prompt: retry (from the click) opens it again', () => {
    const closed = run(prompting, { type: 'approveFailed', error: failure('passkey_cancelled'), now: 0 });
    expect(run(closed, { type: 'retry', now: 0 }).status).toBe('prompting');
  });

  it('a rate-limited approval: retry waits for retryAt', () => {
    const limited = run(approvingPasskey, { type: 'approveFailed', error: failure('rate_limited', { retryAfterMs: 5000 }), now: 1000 });
    expect(run(limited, { type: 'retry', now: 5999 })).toBe(limited);
    expect(run(limited, { type: 'retry', now: 6000 }).status).toBe('prompting');
  });

  it('a session approval that failed is retried the same way', () => {
    const status = { ...passkeyThenCode(), requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }] };
    const sessionStep = run(start, { type: 'prepared', prepared: prepared({ mfaStatuses: [status] }) });
    const approving = run(sessionStep, { type: 'choose', method: 'session' });
    expect(approving).toMatchObject({ status: 'approving', method: 'session' });
    const failedOnce = run(approving, { type: 'approveFailed', error: net, now: 0 });
    expect(run(failedOnce, { type: 'retry', now: 0 })).toMatchObject({ status: 'approving', method: 'session' });
    expect(run(failedOnce, { type: 'back' })).toEqual({ status: 'choosing', context: of(failedOnce, 'choosing').context });
  });

  it('a wrong code, retyped: verifying again; a rate-limited check resumes verifying after retryAt', () => {
    const wrong = run(verifying, { type: 'verifyFailed', error: failure('otp_invalid'), now: 0 });
    expect(run(wrong, { type: 'setCode', code: '654321' }, { type: 'submitCode' })).toMatchObject({ status: 'verifying', code: '654321' });
    const limited = run(verifying, { type: 'verifyFailed', error: failure('rate_limited', { retryAfterMs: 2000 }), now: 1000 });
    expect(run(limited, { type: 'retry', now: 2999 })).toBe(limited);
    expect(run(limited, { type: 'retry', now: 3000 })).toMatchObject({ status: 'verifying', code: '123456' });
    expect(run(limited, { type: 'resend', now: 3000 })).toMatchObject({ status: 'sendingCode', otpId: 'otp-1' });
  });

  it('a failed send retried sends again; a failed check retried checks the same code again', () => {
    expect(run(run(sendingCode, { type: 'sendFailed', error: net, now: 0 }), { type: 'retry', now: 0 }).status).toBe('sendingCode');
    expect(run(run(verifying, { type: 'verifyFailed', error: net, now: 0 }), { type: 'retry', now: 0 })).toMatchObject({ status: 'verifying', code: '123456' });
  });

  it('an expired code: resend after the cooldown, then the new code replaces it', () => {
    const expired = run(verifying, { type: 'verifyFailed', error: failure('otp_expired'), now: 0 });
    const resent = run(expired, { type: 'resend', now: 30_000 }, { type: 'codeSent', otpId: 'otp-2', otpEncryptionTargetBundle: 'b2', resendAvailableAt: 60_000 });
    expect(resent).toMatchObject({ status: 'enteringCode', otpId: 'otp-2', code: '' });
  });
});

describe('step-up machine: social login', () => {
  const oauthStep = { ...passkeyThenCode(), requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_OAUTH' }] }] };
  const state = run(start, { type: 'prepared', prepared: prepared({ mfaStatuses: [oauthStep] }) });

  it('offers the linked providers this app offers; choose opens the first, or the one named', () => {
    expect(of(state, 'choosing').context.steps[0]!.options[0]).toEqual({ kind: 'oauth', methods: oauthStep.requiredMethods[0]!.any, providers: [{ provider: 'google', providerId: 'provider-g' }] });
    expect(run(state, { type: 'choose', method: 'oauth' })).toMatchObject({ status: 'authorizing', provider: 'google' });
    expect(run(state, { type: 'choose', method: 'oauth', provider: 'apple' })).toBe(state);
  });

  it('a closed popup: choosing with popup_closed, retry opens it again; the token back: approving', () => {
    const authorizing = run(state, { type: 'choose', method: 'oauth' });
    const closed = run(authorizing, { type: 'approveFailed', error: failure('popup_closed'), now: 0 });
    expect(closed).toMatchObject({ status: 'choosing', error: { code: 'popup_closed' }, failedMethod: { kind: 'oauth', provider: 'google' } });
    expect(run(closed, { type: 'retry', now: 0 })).toMatchObject({ status: 'authorizing', provider: 'google' });
    expect(run(authorizing, { type: 'proofReady' })).toMatchObject({ status: 'approving', method: 'oauth', provider: 'google' });
  });

  it('none linked: no_oauth_provider', () => {
    const none = run(start, { type: 'prepared', prepared: prepared({ mfaStatuses: [oauthStep], oauthProviders: [] }) });
    expect(of(none, 'choosing').context.steps[0]!.options[0]).toMatchObject({ unavailable: 'no_oauth_provider' });
  });
});

describe('stepUpActionKey: what is approved, for the UI’s words', () => {
  it.each([
    ['ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', 'export_private_key'],
    ['ACTIVITY_TYPE_DELETE_AUTHENTICATORS', 'delete_authenticators'],
    ['ACTIVITY_TYPE_CREATE_API_KEYS_V2', 'create_api_keys'],
    ['ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', 'create_read_write_session'],
    ['ACTIVITY_TYPE_SIGN_TRANSACTION_V2', 'sign_transaction'],
    ['ACTIVITY_TYPE_INIT_FIAT_ONRAMP', 'other'],
    ['NOT_AN_ACTIVITY_TYPE', 'other'],
    ['ACTIVITY_TYPE___PROTO__', 'other'],
  ])('%s → %s', (type, key) => {
    expect(stepUpActionKey(type)).toBe(key);
  });
});
