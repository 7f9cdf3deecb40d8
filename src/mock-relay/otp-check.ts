/**
 * The checks every use of a sent code makes (the relay's otp_verify_v2 and the main API's
 * otp_auth): the OTP must still be usable (not used, not dead, not expired: 400
 * FAILED_PRECONDITION naming the OTP's field), and a wrong code counts as an attempt (the last
 * allowed wrong code kills the OTP) and is refused naming the code's field.
 */
import { grpcCodes, RelayError } from './errors';
import { hashCode } from './otp-code';
import type { RouteContext } from './route-context';
import type { StoredOtp } from './stored-state';

/** Refuses an OTP that was used, killed by wrong codes, or has expired (naming `field`). */
export function refuseUnusableOtp(otp: StoredOtp, now: number, field: string): void {
  if (otp.status === 'verified') {
    throw new RelayError(grpcCodes.failedPrecondition, 'OTP_USED', 'this code was already used; request a new one', { field });
  }
  if (otp.status === 'dead') {
    throw new RelayError(grpcCodes.failedPrecondition, 'OTP_ATTEMPTS_EXCEEDED', 'too many wrong codes; request a new one', { field });
  }
  if (now > otp.expiresAt) {
    throw new RelayError(grpcCodes.failedPrecondition, 'OTP_EXPIRED', 'the code has expired; request a new one', { field });
  }
}

/** Compares the typed code; a wrong one is counted and refused (naming `field`). The OTP is not marked used here. */
export function checkOtpCode(context: Pick<RouteContext, 'config' | 'store'>, otp: StoredOtp, typed: string, field: string): void {
  if (hashCode(typed) === otp.codeHash) return;
  const { config, store } = context;
  const attempts = otp.attempts + 1;
  if (attempts >= config.otpMaxAttempts) {
    store.updateOtp(otp.otpId, { attempts, status: 'dead' });
    throw new RelayError(grpcCodes.failedPrecondition, 'OTP_ATTEMPTS_EXCEEDED', 'wrong code, and no attempts are left; request a new one', { field });
  }
  store.updateOtp(otp.otpId, { attempts });
  const left = config.otpMaxAttempts - attempts;
  throw new RelayError(grpcCodes.invalidArgument, 'OTP_INVALID', `wrong code (${left} attempt${left === 1 ? '' : 's'} left)`, { field });
}
