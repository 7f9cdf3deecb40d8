import type { LoginKitError, LoginKitErrorCode } from '../../errors';

/**
 * Failures a retry cannot mend: the session is gone, the activity failed, or an answer was genuine
 * but not about this person or this activity (nothing more is sent on it). The flow ends `failed`.
 */
const fatalCodes: ReadonlySet<LoginKitErrorCode> = new Set<LoginKitErrorCode>(['session_expired', 'activity_failed', 'untrusted_response', 'bundle_invalid', 'signature_invalid']);

export function isFatal(error: LoginKitError): boolean {
  return fatalCodes.has(error.code);
}

/** The activity is no longer where the flow thought (approved, rejected or run elsewhere): read it again. */
export function isStale(error: LoginKitError): boolean {
  return error.code === 'failed_precondition';
}

/** A token the service says was spent (`TOKEN_USED`): the code it came from is spent too. */
export function isSpentToken(error: LoginKitError): boolean {
  return error.details.reason === 'TOKEN_USED';
}
