import { LoginKitError, isLoginKitError } from '../errors';

/**
 * A token the relay has just issued cannot have expired: when it reads as expired on this
 * device's clock, the clocks disagree (`clock_skew`, not a code to resend).
 */
export async function freshlyIssued<T>(field: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!isLoginKitError(error, 'token_expired') && !isLoginKitError(error, 'session_expired')) throw error;
    throw new LoginKitError('clock_skew', `${field}: just issued by the relay but expired by this device's clock; the clocks disagree`, {
      cause: error,
      details: { field },
    });
  }
}
