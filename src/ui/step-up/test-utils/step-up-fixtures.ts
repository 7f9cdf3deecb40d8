import { vi } from 'vitest';
import type { Activity, MfaChallenge, StepUpActionKey, StepUpCodeFields, StepUpContext, StepUpMethodOption, StepUpState } from '../../../core/internal';
import type { StepUpActions } from '../../../react/step-up-index';

export const fingerprint = `sha256:${'ab'.repeat(32)}`;

export function heldActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 'activity-1',
    organizationId: 'org-ada',
    status: 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED',
    type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
    intent: { exportPrivateKeyIntent: { privateKeyId: 'pk-1' } },
    result: {},
    votes: [],
    fingerprint,
    canApprove: true,
    canReject: true,
    ...overrides,
  };
}

export function challenge(activity: Activity = heldActivity()): MfaChallenge {
  return {
    status: 'mfaRequired',
    activity,
    fingerprint,
    mfaStatuses: [],
    operation: { path: 'export_private_key', type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', resultMember: 'exportPrivateKeyResult' },
    readResult: async (read) => read.result,
  };
}

export const passkeyOption: StepUpMethodOption = { kind: 'passkey', methods: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }], credentialIds: ['Y3JlZC0x'] };
export const emailOption: StepUpMethodOption = { kind: 'email_otp', methods: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }], channel: 'email', contact: 'ada@example.com' };
export const smsOption: StepUpMethodOption = { kind: 'sms_otp', methods: [{ type: 'AUTHENTICATION_TYPE_SMS_OTP' }], channel: 'sms', contact: '+14155550123' };
export const googleOption: StepUpMethodOption = { kind: 'oauth', methods: [{ type: 'AUTHENTICATION_TYPE_OAUTH' }], providers: [{ provider: 'google', providerId: 'provider-g' }] };
export const sessionOption: StepUpMethodOption = { kind: 'session', methods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] };
export const apiKeyOption: StepUpMethodOption = { kind: 'api_key', methods: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }], unavailable: 'api_key_in_browser' };

/** [passkey] then [email code or SMS code], at step `current` (0: the passkey). */
export function context(current = 0, steps: StepUpMethodOption[][] = [[passkeyOption], [emailOption, smsOption]], key: StepUpActionKey = 'export_private_key'): StepUpContext {
  return {
    challenge: challenge(),
    action: { activityType: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', key },
    mfaPolicyId: 'mfa-1',
    steps: steps.map((options, index) => ({ index, options, satisfied: index < current })),
    current,
    codeRules: { otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 },
  };
}

/** The fields of a code sent by email for step 2; resend is available `resendInMs` from now. */
export function code(typed = '', resendInMs = 0): StepUpCodeFields {
  return {
    method: 'email_otp',
    channel: 'email',
    contact: 'ada@example.com',
    otpId: 'otp-1',
    otpEncryptionTargetBundle: 'bundle',
    code: typed,
    resendAvailableAt: Date.now() + resendInMs,
  };
}

export function choosing(overrides: Partial<Extract<StepUpState, { status: 'choosing' }>> = {}): Extract<StepUpState, { status: 'choosing' }> {
  return { status: 'choosing', context: context(), ...overrides };
}

export type SpyStepUpActions = { [Name in keyof StepUpActions]: ReturnType<typeof vi.fn<StepUpActions[Name]>> };

/** Every action as a vi.fn, to see what a screen asks the flow to do. */
export function spyStepUpActions(): SpyStepUpActions {
  return {
    choose: vi.fn<StepUpActions['choose']>(),
    setCode: vi.fn<StepUpActions['setCode']>(),
    submitCode: vi.fn<StepUpActions['submitCode']>(),
    resend: vi.fn<StepUpActions['resend']>(),
    retry: vi.fn<StepUpActions['retry']>(),
    back: vi.fn<StepUpActions['back']>(),
    cancel: vi.fn<StepUpActions['cancel']>(),
    reject: vi.fn<StepUpActions['reject']>(),
    dismiss: vi.fn<StepUpActions['dismiss']>(),
  };
}
