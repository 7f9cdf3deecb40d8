import type { OtpState } from './otp.types';

/**
 * What a resend asked for in the OTP flow did:
 * - `sending`: a new code is on its way (the flow is in `sendingCode`);
 * - `coolingDown`: refused, the last code was sent too recently (or the relay rate-limited the
 *   contact): a resend works from `retryAt` (epoch ms), `availableInMs` from now; the state is
 *   unchanged and its `resendAvailableAt` (or `retryAt` when `rateLimited`) says the same;
 * - `unavailable`: there is no code to resend in this state (none sent yet, one being sent or
 *   checked, logged in), or the flow is not ready (its configuration still loading).
 */
export type OtpResendResult =
  | { status: 'sending' }
  | { status: 'coolingDown'; retryAt: number; availableInMs: number }
  | { status: 'unavailable' };

/**
 * When a resend is possible in `state` (epoch ms): its `resendAvailableAt` on the code screens,
 * its `retryAt` while rate limited; `undefined` in states with no code to resend.
 */
export function otpResendAvailableAt(state: OtpState): number | undefined {
  switch (state.status) {
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return state.resendAvailableAt;
    case 'rateLimited':
      return state.retryAt;
    case 'enteringContact':
    case 'sendingCode':
    case 'verifying':
    case 'failed':
    case 'success':
      return undefined;
    default:
      return state satisfies never;
  }
}

/** What a `resend` event at `now` does in `state` (the machine moves to `sendingCode` exactly when it says `sending`). */
export function otpResendResult(state: OtpState, now: number): OtpResendResult {
  return resendResultAt(otpResendAvailableAt(state), now);
}

/** A resend at `now` of a code that may be resent from `availableAt` (undefined: no code to resend). The step-up's resend says it the same way. */
export function resendResultAt(availableAt: number | undefined, now: number): OtpResendResult {
  if (availableAt === undefined) return { status: 'unavailable' };
  if (now < availableAt) return { status: 'coolingDown', retryAt: availableAt, availableInMs: availableAt - now };
  return { status: 'sending' };
}
