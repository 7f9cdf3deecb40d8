/**
 * The mock relay's rate limits on the OTP endpoints, beyond the per-contact send limit of the
 * relay configuration (`otpSendLimit` per `otpSendWindowSeconds`, default 5 per 60 s). The
 * service spec leaves rate limits "not shown" (section 8), so these are the mock's own defaults:
 *
 * | bucket                | default        | counts                                                   |
 * |-----------------------|----------------|----------------------------------------------------------|
 * | `otpInitPerAddress`   | 30 per 60 s    | `otp_init_v2` requests from one client address           |
 * | `otpVerifyPerContact` | 10 per 60 s    | `otp_verify_v2` attempts on codes sent to one contact    |
 * | `otpVerifyPerAddress` | 60 per 60 s    | `otp_verify_v2` requests from one client address         |
 *
 * Relay option `rateLimits: false` (CLI `--no-rate-limits`) turns every limit off, the
 * per-contact send limit included; `rateLimits: {otpInitPerAddress: {limit: 1000}}` overrides
 * single values. A bad override throws `invalid_input` naming it (e.g. `rateLimits.otpVerifyPerContact.limit`).
 */
import { invalidInput } from '../../core/errors';
import { isRecord } from '../../core/transport/validate';

/** At most `limit` requests in any `windowSeconds`-long window. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** `otp_init_v2` requests per client address. */
  otpInitPerAddress: RateLimitRule;
  /** `otp_verify_v2` attempts per contact (over all of its codes). */
  otpVerifyPerContact: RateLimitRule;
  /** `otp_verify_v2` requests per client address. */
  otpVerifyPerAddress: RateLimitRule;
}

/** Overrides of single values; `false` turns every limit off. */
export type RateLimitOptions = false | { [K in keyof RateLimitSettings]?: Partial<RateLimitRule> };

export const defaultRateLimits: Readonly<RateLimitSettings> = Object.freeze({
  otpInitPerAddress: Object.freeze({ limit: 30, windowSeconds: 60 }),
  otpVerifyPerContact: Object.freeze({ limit: 10, windowSeconds: 60 }),
  otpVerifyPerAddress: Object.freeze({ limit: 60, windowSeconds: 60 }),
});

const buckets = Object.keys(defaultRateLimits) as (keyof RateLimitSettings)[];

function integerIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidInput(field, `must be an integer from ${min} to ${max}`);
  }
  return value;
}

function rule(value: unknown, field: string, fallback: RateLimitRule): RateLimitRule {
  if (!isRecord(value)) throw invalidInput(field, 'must be an object {limit?, windowSeconds?}');
  for (const key of Object.keys(value)) {
    if (key !== 'limit' && key !== 'windowSeconds') throw invalidInput(`${field}.${key}`, 'is not a rate limit setting (limit, windowSeconds)');
  }
  return {
    limit: value.limit === undefined ? fallback.limit : integerIn(value.limit, `${field}.limit`, 1, 1_000_000),
    windowSeconds: value.windowSeconds === undefined ? fallback.windowSeconds : integerIn(value.windowSeconds, `${field}.windowSeconds`, 1, 86_400),
  };
}

/** The effective limits: `false` when off, else the defaults with the (validated) overrides. */
export function resolveRateLimits(input: unknown = {}): RateLimitSettings | false {
  if (input === false) return false;
  if (!isRecord(input)) throw invalidInput('rateLimits', 'must be false or an object of per-bucket overrides');
  for (const key of Object.keys(input)) {
    if (!(buckets as string[]).includes(key)) throw invalidInput(`rateLimits.${key}`, `is not a rate limit (one of ${buckets.join(', ')})`);
  }
  const resolved = {} as RateLimitSettings;
  for (const bucket of buckets) {
    const value = input[bucket];
    resolved[bucket] = value === undefined ? { ...defaultRateLimits[bucket] } : rule(value, `rateLimits.${bucket}`, defaultRateLimits[bucket]);
  }
  return resolved;
}
