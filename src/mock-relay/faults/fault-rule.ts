/**
 * Fault rules of the mock relay (`POST /__mock/faults`): what goes wrong, on which requests, how
 * often. Not part of the service: a test control for checking how a client behaves when the
 * network or the service misbehaves.
 *
 * A rule is one JSON object: `{endpoint, fault, ...parameters, times?, phase?, contact?}`.
 * - `endpoint`: `'*'` (every request but `/__mock/` controls) or a path prefix (`/v1/otp_init`
 *   matches `/v1/otp_init_v2`).
 * - `fault`: `latency {ms}` (wait before handling, or before answering with `phase: 'after'`);
 *   `status {status: 429|500|502|503|504, body?, retryAfter? (seconds, up to 100000000)}` (answer
 *   with that status instead);
 *   `drop` (close the connection without an answer); `truncate {bytes}` (the handler runs, the
 *   first `bytes` bytes of its answer are sent, then the connection closes); `clock-skew {ms}`
 *   (the relay's clock is off by `ms` for that request: timestamp checks, issued tokens, the
 *   `Date` header).
 * - Hostile-relay faults (tamper-rule.ts, tamper-answer.ts; issue 23: the relay is untrusted, the
 *   client must refuse what it forges or substitutes). The handler runs, then its answer is changed:
 *   `swap-token {to, verificationType?}` (`/v1/otp_verify_v2`: the verification token becomes a
 *   genuine one for contact `to`, with the person's public key, a fresh id and expiry);
 *   `swap-session {to}` (`/v1/otp_login_v2`, `/v1/oauth_login`: the session becomes a genuine one
 *   of `to`'s account, created when none, bound to the request's publicKey, which is registered as
 *   that account's session key and no longer the person's); `substitute-bundle {owner: 'none'|'to',
 *   to?}` (`create_read_write_session`, and `get_activity` reading one: the credential bundle
 *   becomes a fresh key of the relay's, sealed to the request's targetPublicKey, registered nowhere
 *   or as a session key of `to`'s account, whose organizationId, organizationName, userId, username
 *   and apiKeyId the result then names); `rewrite {set?, remove?, pad?}` (any JSON answer: values
 *   at RFC 6901 pointers set to any JSON value, removed, or replaced by `{length, char?}`
 *   characters). `redirect {location, status?: 301|302|303|307 (default)|308}`: the handler does
 *   not run; the answer is that redirect. A swap applies only to a successful answer of its
 *   endpoints, a rewrite only to a JSON answer: other answers do not count against `times`/`skip`.
 *   A swap rule's `endpoint` must be `'*'` or a prefix of an endpoint it applies to.
 * - `phase` (`status`, `drop`, `latency`): `'before'` (default) the handler does not run;
 *   `'after'` the handler ran (its writes happened) and the answer is replaced — the outcome is
 *   unknown to the client.
 * - `times`: applies to the next N matching requests, then the rule is spent (default: always).
 * - `skip`: lets the first N matching requests through untouched first (default 0), e.g. to fail
 *   the second account lookup of a login but not the first.
 * - `contact`: only requests that name this contact (`contact`, `userEmail`, `userPhoneNumber`,
 *   `filterValue`, the contact of the code an `otpId` names or of a `verificationToken`, the email
 *   of an `oidcToken`, the email or phone number of the user whose API key or passkey stamped a
 *   main-API request; emails case-insensitively), so parallel tests do not disturb each other.
 */
import { invalidArgument } from '../errors';
import { isRecord } from '../../core/transport/validate';
import { parseTamperFault, tamperFields, tamperKinds, type TamperFault, type TamperKind } from './tamper-rule';

export type FaultKind = 'latency' | 'status' | 'drop' | 'truncate' | 'clock-skew' | TamperKind;
export type FaultPhase = 'before' | 'after';
export type FaultStatus = 429 | 500 | 502 | 503 | 504;

interface RuleScope {
  endpoint: string;
  /** Requests left to apply to; undefined: unlimited. */
  times?: number;
  /** Matching requests still to let through before applying. */
  skip?: number;
  contact?: string;
}

export type FaultRule = RuleScope &
  (
    | { fault: 'latency'; ms: number; phase: FaultPhase }
    | { fault: 'status'; status: FaultStatus; body?: string; retryAfter?: number; phase: FaultPhase }
    | { fault: 'drop'; phase: FaultPhase }
    | { fault: 'truncate'; bytes: number }
    | { fault: 'clock-skew'; ms: number }
    | TamperFault
  );

const faultKinds: readonly FaultKind[] = ['latency', 'status', 'drop', 'truncate', 'clock-skew', ...tamperKinds];
const faultStatuses: readonly number[] = [429, 500, 502, 503, 504];
const phases: readonly string[] = ['before', 'after'];
const knownFields: Record<FaultKind, readonly string[]> = {
  latency: ['ms', 'phase'],
  status: ['status', 'body', 'retryAfter', 'phase'],
  drop: ['phase'],
  truncate: ['bytes'],
  'clock-skew': ['ms'],
  ...tamperFields,
};
const scopeFields = ['endpoint', 'fault', 'times', 'skip', 'contact'];

/** Longest latency a rule may add (a test must not hang a relay for minutes). */
export const maxLatencyMs = 60_000;
/** Largest clock skew (a day either way). */
export const maxSkewMs = 24 * 60 * 60 * 1000;
/** Longest `Retry-After` (seconds, about three years: a relay that tells the client never to retry). */
export const maxRetryAfterSeconds = 100_000_000;

function integerIn(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidArgument(path, `must be an integer from ${min} to ${max}`);
  }
  return value;
}

function parseEndpoint(value: unknown, path: string): string {
  if (value === '*') return value;
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 200) {
    throw invalidArgument(path, "must be '*' or a path prefix starting with / (e.g. /v1/otp_init)");
  }
  if (value.startsWith('/__mock')) throw invalidArgument(path, 'cannot target the /__mock/ controls');
  return value;
}

function parsePhase(value: unknown, path: string): FaultPhase {
  if (value === undefined) return 'before';
  if (typeof value !== 'string' || !phases.includes(value)) throw invalidArgument(path, "must be 'before' or 'after'");
  return value as FaultPhase;
}

/** One rule from JSON, refusing (400 naming the field, e.g. `rules[0].ms`) anything unclear. */
export function parseFaultRule(value: unknown, path = 'rule'): FaultRule {
  if (!isRecord(value)) throw invalidArgument(path, 'must be an object');
  const fault = value.fault;
  if (typeof fault !== 'string' || !faultKinds.includes(fault as FaultKind)) {
    throw invalidArgument(`${path}.fault`, `must be one of ${faultKinds.join(', ')}`);
  }
  const kind = fault as FaultKind;
  for (const key of Object.keys(value)) {
    if (!scopeFields.includes(key) && !knownFields[kind].includes(key)) throw invalidArgument(`${path}.${key}`, `is not a parameter of a ${kind} fault`);
  }
  const scope: RuleScope = { endpoint: parseEndpoint(value.endpoint, `${path}.endpoint`) };
  if (value.times !== undefined) scope.times = integerIn(value.times, `${path}.times`, 1, 1_000_000);
  if (value.skip !== undefined) scope.skip = integerIn(value.skip, `${path}.skip`, 0, 1_000_000);
  if (value.contact !== undefined) {
    if (typeof value.contact !== 'string' || value.contact.trim() === '' || value.contact.length > 320) {
      throw invalidArgument(`${path}.contact`, 'must be a non-empty email address or phone number');
    }
    scope.contact = value.contact;
  }
  switch (kind) {
    case 'latency':
      return { ...scope, fault: kind, ms: integerIn(value.ms, `${path}.ms`, 0, maxLatencyMs), phase: parsePhase(value.phase, `${path}.phase`) };
    case 'status': {
      if (typeof value.status !== 'number' || !faultStatuses.includes(value.status)) {
        throw invalidArgument(`${path}.status`, `must be one of ${faultStatuses.join(', ')}`);
      }
      const rule: FaultRule = { ...scope, fault: kind, status: value.status as FaultStatus, phase: parsePhase(value.phase, `${path}.phase`) };
      if (value.body !== undefined) {
        if (typeof value.body !== 'string' || value.body.length > 65_536) throw invalidArgument(`${path}.body`, 'must be a string of at most 65536 characters');
        rule.body = value.body;
      }
      if (value.retryAfter !== undefined) rule.retryAfter = integerIn(value.retryAfter, `${path}.retryAfter`, 0, maxRetryAfterSeconds);
      return rule;
    }
    case 'drop':
      return { ...scope, fault: kind, phase: parsePhase(value.phase, `${path}.phase`) };
    case 'truncate':
      return { ...scope, fault: kind, bytes: integerIn(value.bytes, `${path}.bytes`, 0, 1_000_000) };
    case 'clock-skew':
      return { ...scope, fault: kind, ms: integerIn(value.ms, `${path}.ms`, -maxSkewMs, maxSkewMs) };
    case 'swap-token':
    case 'swap-session':
    case 'substitute-bundle':
    case 'rewrite':
    case 'redirect':
      return { ...scope, ...parseTamperFault(kind, value, scope.endpoint, path) };
    default:
      return kind satisfies never;
  }
}

/**
 * The body of `POST /__mock/faults`: `{rules: [rule, …], replace?: boolean}` or one rule object.
 * `replace: true` drops the rules set before; otherwise the new ones are appended.
 */
export function parseFaultRequest(body: Record<string, unknown>): { rules: FaultRule[]; replace: boolean } {
  if (body.fault !== undefined) return { rules: [parseFaultRule(body, 'rule')], replace: false };
  if (!Array.isArray(body.rules)) throw invalidArgument('rules', 'must be an array of fault rules (or send one rule object)');
  if (body.rules.length > 100) throw invalidArgument('rules', 'must hold at most 100 rules');
  if (body.replace !== undefined && typeof body.replace !== 'boolean') throw invalidArgument('replace', 'must be a boolean');
  for (const key of Object.keys(body)) if (key !== 'rules' && key !== 'replace') throw invalidArgument(key, 'is not a field of a fault request');
  return { rules: body.rules.map((rule, index) => parseFaultRule(rule, `rules[${index}]`)), replace: body.replace === true };
}
