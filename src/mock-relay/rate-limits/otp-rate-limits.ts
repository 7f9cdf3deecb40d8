/**
 * The rate limits of `otp_init_v2` and `otp_verify_v2` (see rate-limit-settings.ts for the
 * buckets and defaults). A refused request is 429 RESOURCE_EXHAUSTED with ErrorInfo reason
 * `RATE_LIMITED` and a `Retry-After` header in whole seconds, which the kit turns into a
 * `rate_limited` LoginKitError carrying `retryAfterMs`. Requests without a known client address
 * (in-process callers that pass none) are not counted per address.
 */
import { grpcCodes, RelayError } from '../errors';
import type { RateLimitRule, RateLimitSettings } from './rate-limit-settings';
import { SlidingWindowLimiter } from './sliding-window-limiter';

export interface OtpRateLimits {
  /** False when the relay runs with `rateLimits: false` (then every check passes). */
  readonly enabled: boolean;
  /** Counts an `otp_init_v2` request from `address`; throws 429 when over the limit. */
  checkInitAddress(address: string | null, now: number): void;
  /** Counts an `otp_verify_v2` request from `address`; throws 429 when over the limit. */
  checkVerifyAddress(address: string | null, now: number): void;
  /** Counts a verify attempt on a code sent to `contactKey`; throws 429 when over the limit. */
  checkVerifyContact(contactKey: string, now: number): void;
  /** Forgets every counter (relay reset). */
  clear(): void;
}

/** The 429 refusal: `problem` says what was counted, the message ends with the wait. */
export function rateLimited(problem: string, rule: RateLimitRule, retryAfterSeconds: number, field?: string): RelayError {
  return new RelayError(grpcCodes.resourceExhausted, 'RATE_LIMITED', `${problem} (${rule.limit} per ${rule.windowSeconds} s); retry in ${retryAfterSeconds} s`, {
    ...(field === undefined ? {} : { field }),
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export function createOtpRateLimits(settings: RateLimitSettings | false): OtpRateLimits {
  const limiter = new SlidingWindowLimiter();
  const check = (bucket: keyof RateLimitSettings, key: string, now: number, problem: string, field?: string): void => {
    if (settings === false) return;
    const rule = settings[bucket];
    const decision = limiter.take(`${bucket}\u0000${key}`, rule, now);
    if (!decision.allowed) throw rateLimited(problem, rule, decision.retryAfterSeconds, field);
  };
  return {
    enabled: settings !== false,
    checkInitAddress(address, now) {
      if (address !== null) check('otpInitPerAddress', address, now, 'too many codes requested from this address');
    },
    checkVerifyAddress(address, now) {
      if (address !== null) check('otpVerifyPerAddress', address, now, 'too many code checks from this address');
    },
    checkVerifyContact(contactKey, now) {
      check('otpVerifyPerContact', contactKey, now, 'too many code checks for this contact', 'otpId');
    },
    clear() {
      limiter.clear();
    },
  };
}
