import { resendResultAt, type OtpResendResult } from '../otp/otp-resend';
import type { StepUpState } from './step-up.types';

/**
 * When a new code can be asked for in `state` (epoch ms): its `resendAvailableAt` on the code
 * screens, its `retryAt` while rate limited; `undefined` where the step-up has no code to resend
 * (another method, a code being sent or checked, the end).
 */
export function stepUpResendAvailableAt(state: StepUpState): number | undefined {
  switch (state.status) {
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return state.resendAvailableAt;
    case 'rateLimited':
      return state.retryAt;
    case 'preparing':
    case 'choosing':
    case 'prompting':
    case 'authorizing':
    case 'approving':
    case 'sendingCode':
    case 'verifying':
    case 'codeFailed':
    case 'finishing':
    case 'confirmingCancel':
    case 'rejecting':
    case 'completed':
    case 'rejected':
    case 'cancelled':
    case 'failed':
      return undefined;
    default:
      return state satisfies never;
  }
}

/**
 * What a `resend` event at `now` does in the step-up's `state`, as the login's `otpResendResult`
 * says it (the machine sends a new code exactly when this says `sending`).
 */
export function stepUpResendResult(state: StepUpState, now: number): OtpResendResult {
  return resendResultAt(stepUpResendAvailableAt(state), now);
}
