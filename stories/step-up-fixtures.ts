import { LoginKitError, type LoginKitErrorCode } from 'loginkit/core';
import type { StepUpActions } from 'loginkit/react/step-up';
import type { StepUpViewProps } from 'loginkit/ui/step-up';
import { fn } from 'storybook/test';

/** Fixed step-up states for the dialog's stories: a policy "passkey, then an email or SMS code" on a key export. */

export type StepUpState = StepUpViewProps['state'];
type Of<Status extends StepUpState['status']> = Extract<StepUpState, { status: Status }>;
type Context = Of<'choosing'>['context'];
type Option = Context['steps'][number]['options'][number];
type Challenge = Of<'preparing'>['challenge'];
type Activity = Challenge['activity'];

export const storyStepUpError = (code: LoginKitErrorCode): LoginKitError => new LoginKitError(code, `story: ${code}`);

const fingerprint = `sha256:${'ab'.repeat(32)}`;

export function storyActivity(status = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', type = 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'): Activity {
  return { id: 'activity-story', organizationId: 'org-ada', status, type, intent: {}, result: {}, votes: [], fingerprint, canApprove: true, canReject: true };
}

export function storyChallenge(type = 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'): Challenge {
  return {
    status: 'mfaRequired',
    activity: storyActivity(undefined, type),
    fingerprint,
    mfaStatuses: [],
    operation: { path: 'export_private_key', type, resultMember: 'exportPrivateKeyResult' },
    readResult: async (activity) => activity.result,
  };
}

export const passkey: Option = { kind: 'passkey', methods: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }], credentialIds: ['Y3JlZC0x'] };
export const emailCode: Option = { kind: 'email_otp', methods: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }], channel: 'email', contact: 'ada@example.com' };
export const smsCode: Option = { kind: 'sms_otp', methods: [{ type: 'AUTHENTICATION_TYPE_SMS_OTP' }], channel: 'sms', contact: '+14155550123' };
export const social: Option = {
  kind: 'oauth',
  methods: [{ type: 'AUTHENTICATION_TYPE_OAUTH' }],
  providers: [
    { provider: 'google', providerId: 'provider-google' },
    { provider: 'apple', providerId: 'provider-apple' },
  ],
};
export const thisSession: Option = { kind: 'session', methods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] };
export const noPasskey: Option = { ...passkey, credentialIds: [], unavailable: 'no_passkey' };
export const noPhone: Option = { ...smsCode, contact: '', unavailable: 'no_contact' };
export const apiKey: Option = { kind: 'api_key', methods: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }], unavailable: 'api_key_in_browser' };

/** The policy's steps at `current` (0: the passkey step; 2: both proved). */
export function storyContext(current = 0, steps: Option[][] = [[passkey], [emailCode, smsCode]], type = 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'): Context {
  const key = type === 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY' ? 'export_private_key' : type === 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS' ? 'delete_authenticators' : 'other';
  return {
    challenge: storyChallenge(type),
    action: { activityType: type, key },
    mfaPolicyId: 'mfa-story',
    steps: steps.map((options, index) => ({ index, options, satisfied: index < current })),
    current,
    codeRules: { otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 },
  };
}

/** A code sent by email for step 2; the countdowns start when the story renders. */
export function storyCode(code = '', resendInMs = 30_000) {
  return {
    method: 'email_otp' as const,
    channel: 'email' as const,
    contact: 'ada@example.com',
    otpId: 'otp-story',
    otpEncryptionTargetBundle: '{}',
    code,
    resendAvailableAt: Date.now() + resendInMs,
  };
}

const choosing = (overrides: Partial<Of<'choosing'>> = {}): Of<'choosing'> => ({ status: 'choosing', context: storyContext(), ...overrides });
const action = storyContext().action;

/** Every state the dialog shows, by name: functions, so countdowns start as a story renders. */
export const stepUpStates = {
  preparing: (): StepUpState => ({ status: 'preparing', challenge: storyChallenge() }),
  choosingPasskeyStep: (): StepUpState => choosing(),
  choosingCodeStep: (): StepUpState => choosing({ context: storyContext(1) }),
  choosingManyWays: (): StepUpState => choosing({ context: storyContext(0, [[passkey, emailCode, smsCode, social, thisSession]]) }),
  choosingSomeUnavailable: (): StepUpState => choosing({ context: storyContext(0, [[noPasskey, emailCode, noPhone, apiKey]]) }),
  choosingNoneUsable: (): StepUpState => choosing({ context: storyContext(0, [[noPasskey, apiKey]]) }),
  passkeyClosed: (): StepUpState => choosing({ error: storyStepUpError('passkey_cancelled'), failedMethod: { kind: 'passkey' } }),
  approvalRateLimited: (): StepUpState =>
    choosing({ context: storyContext(0, [[thisSession]]), error: storyStepUpError('rate_limited'), failedMethod: { kind: 'session' }, retryAt: Date.now() + 20_000 }),
  prompting: (): StepUpState => ({ status: 'prompting', context: storyContext() }),
  authorizing: (): StepUpState => ({ status: 'authorizing', context: storyContext(0, [[social]]), provider: 'google' }),
  approving: (): StepUpState => ({ status: 'approving', context: storyContext(0, [[thisSession]]), method: 'session' }),
  sendingFirstCode: (): StepUpState => ({ status: 'sendingCode', context: storyContext(1), method: 'email_otp', channel: 'email', contact: 'ada@example.com' }),
  enteringCode: (): StepUpState => ({ status: 'enteringCode', context: storyContext(1), ...storyCode() }),
  verifying: (): StepUpState => ({ status: 'verifying', context: storyContext(1), ...storyCode('123456') }),
  resending: (): StepUpState => ({ status: 'sendingCode', context: storyContext(1), ...storyCode('12', 0) }),
  codeInvalid: (): StepUpState => ({ status: 'codeInvalid', context: storyContext(1), ...storyCode('111111'), error: storyStepUpError('otp_invalid') }),
  codeExpired: (): StepUpState => ({ status: 'codeExpired', context: storyContext(1), ...storyCode('123456', 0), error: storyStepUpError('token_expired') }),
  attemptsExceeded: (): StepUpState => ({ status: 'attemptsExceeded', context: storyContext(1), ...storyCode('999999', 0), error: storyStepUpError('otp_attempts_exceeded') }),
  codeRateLimited: (): StepUpState => ({
    status: 'rateLimited',
    context: storyContext(1),
    ...storyCode('123456', 0),
    error: storyStepUpError('rate_limited'),
    retryAt: Date.now() + 20_000,
    previous: 'verifying',
  }),
  firstSendRateLimited: (): StepUpState => ({
    status: 'rateLimited',
    context: storyContext(1),
    method: 'email_otp',
    channel: 'email',
    contact: 'ada@example.com',
    error: storyStepUpError('rate_limited'),
    retryAt: Date.now() + 2 * 60 * 60 * 1000,
    previous: 'sendingCode',
  }),
  codeFailed: (): StepUpState => ({
    status: 'codeFailed',
    context: storyContext(1),
    method: 'email_otp',
    channel: 'email',
    contact: 'ada@example.com',
    error: storyStepUpError('network'),
    previous: 'sendingCode',
  }),
  finishing: (): StepUpState => ({ status: 'finishing', context: storyContext(2) }),
  confirmingCancel: (): StepUpState => ({ status: 'confirmingCancel', context: storyContext(1), resume: choosing({ context: storyContext(1) }) }),
  rejectionFailed: (): StepUpState => ({ status: 'confirmingCancel', context: storyContext(), resume: choosing(), error: storyStepUpError('network') }),
  rejecting: (): StepUpState => ({ status: 'rejecting', context: storyContext(), resume: choosing() }),
  completed: (): StepUpState => ({ status: 'completed', challenge: storyChallenge(), action, activity: storyActivity('ACTIVITY_STATUS_COMPLETED'), result: {} }),
  completedOther: (): StepUpState => ({
    status: 'completed',
    challenge: storyChallenge('ACTIVITY_TYPE_SOMETHING_NEW'),
    action: { activityType: 'ACTIVITY_TYPE_SOMETHING_NEW', key: 'other' },
    activity: storyActivity('ACTIVITY_STATUS_COMPLETED', 'ACTIVITY_TYPE_SOMETHING_NEW'),
    result: {},
  }),
  rejected: (): StepUpState => ({ status: 'rejected', challenge: storyChallenge(), action, activity: storyActivity('ACTIVITY_STATUS_REJECTED') }),
  failedRetryable: (): StepUpState => ({ status: 'failed', challenge: storyChallenge(), action, error: storyStepUpError('network'), retryable: true }),
  failedForGood: (): StepUpState => ({ status: 'failed', challenge: storyChallenge(), action, error: storyStepUpError('activity_failed'), retryable: false }),
} satisfies Record<string, () => StepUpState>;

export type StepUpStoryState = keyof typeof stepUpStates;

/** Every action as a spy, shown in the Actions panel. */
export function storyStepUpActions(): StepUpActions {
  return {
    choose: fn().mockName('choose'),
    setCode: fn().mockName('setCode'),
    submitCode: fn().mockName('submitCode'),
    resend: fn().mockName('resend'),
    retry: fn().mockName('retry'),
    back: fn().mockName('back'),
    cancel: fn().mockName('cancel'),
    reject: fn().mockName('reject'),
    dismiss: fn().mockName('dismiss'),
  };
}
