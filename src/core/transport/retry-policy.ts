/**
 * What may be retried, and how long to wait. Only calls marked idempotent (queries, the relay
 * configuration, account lookups) are retried by the HTTP client; a submit, an OTP send or
 * verification and a signup never are — their outcome after a failure may be unknown, and a
 * caller has to find out what happened first (`outcomeUnknown`).
 */
import type { LoginKitError } from '../errors';

/** Gateway failures: the request did not reach the service, or its answer did not come back. */
const retryableStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

/** A Retry-After longer than this is not waited for: the error goes to the caller instead. */
export const maxRetryDelayMs = 10_000;

/** For an idempotent call: timeouts, network failures (a dropped connection, a cut body) and 502/503/504. */
export function isRetryable(error: LoginKitError): boolean {
  if (error.details.aborted === true) return false;
  if (error.code === 'timeout' || error.code === 'network') return true;
  return typeof error.details.status === 'number' && retryableStatuses.has(error.details.status);
}

/**
 * The wait before retry number `attempt + 1`: exponential backoff from `backoffMs` with equal
 * jitter (half of `backoffMs · 2^attempt` fixed, the other half times `random()`, so clients that
 * failed together do not retry together), or the service's Retry-After when longer; undefined
 * when Retry-After asks for more than `maxRetryDelayMs` (then the call fails with the error,
 * which carries `retryAfterMs`). `random` returns a number in [0, 1) (default Math.random).
 */
export function retryDelayMs(error: LoginKitError, attempt: number, backoffMs: number, random: () => number = Math.random): number | undefined {
  const retryAfterMs = error.details.retryAfterMs;
  if (retryAfterMs !== undefined && retryAfterMs > maxRetryDelayMs) return undefined;
  const ceiling = backoffMs * 2 ** attempt;
  const drawn = random();
  const share = drawn >= 0 && drawn <= 1 ? drawn : 1; // a broken source (NaN, out of range) waits the full backoff
  const backoff = Math.round(ceiling / 2 + (ceiling / 2) * share);
  return Math.max(backoff, retryAfterMs ?? 0);
}

/**
 * Whether a write that failed this way may nevertheless have happened: the request may have
 * reached the service before the connection dropped (or the caller aborted), the time ran out or
 * a 5xx came back (a gateway can fail after forwarding), or the answer was unreadable. Refusals
 * (4xx) and input errors are known outcomes: nothing was written.
 */
export function outcomeUnknown(error: LoginKitError): boolean {
  if (error.code === 'invalid_input') return false;
  if (error.code === 'timeout') return true;
  if (error.code === 'network') return true;
  if (error.details.badResponse === true) return true;
  return typeof error.details.status === 'number' && error.details.status >= 500;
}
