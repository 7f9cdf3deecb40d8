/** Test fixtures for the step-up flow: a challenge, what `preparing` learns, statuses. */
import type { MfaChallenge } from '../../../api/account-types';
import { LoginKitError, type LoginKitErrorCode } from '../../../errors';
import type { Activity } from '../../../transport/activity';
import type { MfaStatus } from '../../../transport/mfa-status';
import type { StepUpPrepared } from '../step-up.types';

export const fingerprint = `sha256:${'ab'.repeat(32)}`;

export function heldActivity(status = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', result: Record<string, unknown> = {}): Activity {
  return {
    id: 'activity-1',
    organizationId: 'org-ada',
    status,
    type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
    intent: { exportPrivateKeyIntent: { privateKeyId: 'pk-1' } },
    result,
    votes: [],
    fingerprint,
    canApprove: true,
    canReject: true,
  };
}

/** [passkey] then [email code or SMS code], nothing satisfied (the submitting session was not listed). */
export function passkeyThenCode(satisfiedMethods: MfaStatus['satisfiedMethods'] = []): MfaStatus {
  return {
    mfaPolicyId: 'mfa-1',
    userId: 'user-ada',
    satisfied: satisfiedMethods.length >= 2,
    satisfiedMethods,
    requiredMethods: [
      { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] },
      { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }, { type: 'AUTHENTICATION_TYPE_SMS_OTP' }] },
    ],
  };
}

export function challenge(status: MfaStatus = passkeyThenCode(), readResult: MfaChallenge['readResult'] = async (activity) => activity.result): MfaChallenge {
  return {
    status: 'mfaRequired',
    activity: heldActivity(),
    fingerprint,
    mfaStatuses: [status],
    operation: { path: 'export_private_key', type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', resultMember: 'exportPrivateKeyResult' },
    readResult,
  };
}

export function prepared(overrides: Partial<StepUpPrepared> = {}): StepUpPrepared {
  return {
    activity: heldActivity(),
    mfaStatuses: [passkeyThenCode()],
    userId: 'user-ada',
    email: 'ada@example.com',
    passkeys: [{ authenticatorId: 'auth-1', credentialId: 'Y3JlZC0x' }],
    passkeySupported: true,
    oauthProviders: [{ provider: 'google', providerId: 'provider-g' }],
    otpChannels: ['email', 'sms'],
    codeRules: { otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 },
    ...overrides,
  };
}

export const failure = (code: LoginKitErrorCode, details: Record<string, unknown> = {}): LoginKitError => new LoginKitError(code, code, { details });
