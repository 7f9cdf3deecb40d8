/**
 * What the mock's captcha can be told to do (`POST /__mock/captcha`), in the manner of the fault
 * rules (faults/fault-rule.ts): one rule object, or `{rules: [...], replace?}`. Not part of the
 * service: a test control for how a client copes with a captcha that fails or expires.
 * - `fail {stage?: 'load' | 'render'}`: `load` — the test widget's script (`/__mock/captcha/api.js`)
 *   answers 503, as a blocked or unreachable script would; `render` (default) — the widget reports
 *   an error (`error-callback`) instead of issuing a token.
 * - `expire {ms}`: tokens issued from now expire after `ms` milliseconds (default lifetime 300 s):
 *   the widget calls `expired-callback` and gets a new one; the relay refuses the old one as expired.
 * - `replay`: the widget hands out the token it issued before again (used, or soon to be): the
 *   relay refuses it as reused.
 * - `times`: applies to the next N scripts served or tokens asked for, then the rule is spent
 *   (default: always).
 */
import { invalidArgument } from '../errors';
import { isRecord } from '../../core/transport/validate';

export type CaptchaRule =
  | { fault: 'fail'; stage: 'load' | 'render'; times?: number }
  | { fault: 'expire'; ms: number; times?: number }
  | { fault: 'replay'; times?: number };

/** The longest and shortest token lifetime a rule may set (Turnstile's is 300 s). */
export const maxCaptchaTokenMs = 24 * 60 * 60 * 1000;

const fields: Record<CaptchaRule['fault'], readonly string[]> = { fail: ['stage'], expire: ['ms'], replay: [] };

function integerIn(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalidArgument(path, `must be an integer from ${min} to ${max}`);
  return value;
}

/** One rule from JSON, refusing (400 naming the field, e.g. `rules[0].ms`) anything unclear. */
export function parseCaptchaRule(value: unknown, path = 'rule'): CaptchaRule {
  if (!isRecord(value)) throw invalidArgument(path, 'must be an object');
  const fault = value.fault;
  if (fault !== 'fail' && fault !== 'expire' && fault !== 'replay') throw invalidArgument(`${path}.fault`, 'must be one of fail, expire, replay');
  for (const key of Object.keys(value)) {
    if (key !== 'fault' && key !== 'times' && !fields[fault].includes(key)) throw invalidArgument(`${path}.${key}`, `is not a parameter of a captcha ${fault} rule`);
  }
  const times = value.times === undefined ? {} : { times: integerIn(value.times, `${path}.times`, 1, 1_000_000) };
  switch (fault) {
    case 'fail': {
      const stage = value.stage ?? 'render';
      if (stage !== 'load' && stage !== 'render') throw invalidArgument(`${path}.stage`, "must be 'load' or 'render'");
      return { fault, stage, ...times };
    }
    case 'expire':
      return { fault, ms: integerIn(value.ms, `${path}.ms`, 0, maxCaptchaTokenMs), ...times };
    case 'replay':
      return { fault, ...times };
    default:
      return fault satisfies never;
  }
}

/** `{rules, replace?}` or one rule object. */
export function parseCaptchaRequest(body: Record<string, unknown>): { rules: CaptchaRule[]; replace: boolean } {
  if (body.rules === undefined) return { rules: [parseCaptchaRule(body)], replace: false };
  if (!Array.isArray(body.rules)) throw invalidArgument('rules', 'must be an array of captcha rules');
  if (body.replace !== undefined && typeof body.replace !== 'boolean') throw invalidArgument('replace', 'must be true or false');
  return { rules: body.rules.map((rule, index) => parseCaptchaRule(rule, `rules[${index}]`)), replace: body.replace === true };
}
