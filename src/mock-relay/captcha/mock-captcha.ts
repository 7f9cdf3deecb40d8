/**
 * The mock relay's bot protection (protocol.md section 15), on when the configuration has a
 * `captchaSiteKey`: `wallet_kit_client_params` publishes the key, and `otp_init_v2` and `signup_v2`
 * want an `X-Captcha-Token` the mock's test widget issued for that key, once, before it expires. A
 * missing token is 400 CAPTCHA_REQUIRED, a reused, expired or foreign one 403 CAPTCHA_INVALID, each
 * message naming the header. Tokens live in memory (a restart forgets them, as a real widget's expire).
 */
import type { CaptchaEndpoint } from '../../core/captcha/captcha-types';
import { captchaTokenHeader, maxCaptchaTokenLength } from '../../core/captcha/captcha-token';
import { grpcCodes, invalidArgument, RelayError } from '../errors';
import { randomUuid } from '../ids';
import type { RelayConfig } from '../relay-config';
import type { CaptchaRule } from './captcha-rule';

/** Turnstile's tokens are good for 300 s. */
export const defaultCaptchaTokenMs = 300_000;
/** Tokens remembered at most (the oldest are forgotten first; a forgotten token reads as foreign). */
const maxTokens = 10_000;

const protectedEndpoints: readonly string[] = ['otp_init_v2', 'signup_v2'] satisfies readonly CaptchaEndpoint[];

interface IssuedToken {
  siteKey: string;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
}

export interface StoredCaptchaRule {
  rule: CaptchaRule;
  /** How often it applied. */
  applied: number;
}

export interface MockCaptcha {
  /** The configured site key, or undefined (captcha off). */
  readonly siteKey: string | undefined;
  /** Refuses a protected request without a good token (and spends the token); others pass. */
  check(endpoint: string, token: string | null): void;
  /** A token as the test widget gets one (`POST /__mock/captcha/token`); `siteKey` defaults to the configured one. */
  issue(siteKey?: string): { token: string; expiresInMs: number };
  /** Whether the test widget's script should fail to load now (a `fail {stage: 'load'}` rule applies, and is counted). */
  scriptFails(): boolean;
  /** Rules (`POST /__mock/captcha`): appended, or replacing the others. */
  setRules(rules: CaptchaRule[], replace: boolean): StoredCaptchaRule[];
  rules(): StoredCaptchaRule[];
  /** Forgets tokens and rules. */
  reset(): void;
}

export function createMockCaptcha(config: Pick<RelayConfig, 'captchaSiteKey'>, now: () => number): MockCaptcha {
  const siteKey = config.captchaSiteKey;
  const tokens = new Map<string, IssuedToken>();
  let stored: StoredCaptchaRule[] = [];
  let lastIssued: string | undefined;

  /** The first live rule of `fault` (and `stage`), counted as applied. */
  const take = <Fault extends CaptchaRule['fault']>(fault: Fault, stage?: 'load' | 'render'): Extract<CaptchaRule, { fault: Fault }> | undefined => {
    const entry = stored.find((item) => item.rule.fault === fault && (stage === undefined || (item.rule.fault === 'fail' && item.rule.stage === stage)));
    if (entry === undefined) return undefined;
    entry.applied += 1;
    if (entry.rule.times !== undefined && entry.applied >= entry.rule.times) stored = stored.filter((item) => item !== entry);
    return entry.rule as Extract<CaptchaRule, { fault: Fault }>;
  };

  const listRules = (): StoredCaptchaRule[] => stored.map((item) => ({ rule: { ...item.rule }, applied: item.applied }));
  const refuse = (problem: string): RelayError => new RelayError(grpcCodes.permissionDenied, 'CAPTCHA_INVALID', problem, { field: captchaTokenHeader });

  return {
    siteKey,
    check(endpoint, token) {
      if (siteKey === undefined || !protectedEndpoints.includes(endpoint)) return;
      if (token === null || token.trim() === '') {
        throw new RelayError(grpcCodes.invalidArgument, 'CAPTCHA_REQUIRED', `is required on ${endpoint}: this organization protects it with a captcha (site key ${siteKey})`, {
          field: captchaTokenHeader,
        });
      }
      const issued = token.length <= maxCaptchaTokenLength ? tokens.get(token) : undefined;
      if (issued === undefined) throw refuse('was not issued by this relay’s captcha (a foreign or forged token)');
      if (issued.siteKey !== siteKey) throw refuse(`was issued for another site key (${issued.siteKey}), not this organization’s`);
      if (issued.used) throw refuse('was already used: a captcha token is good for one request');
      if (now() >= issued.expiresAt) throw refuse('has expired: get a new one from the widget');
      issued.used = true;
    },
    issue(forKey = siteKey) {
      if (forKey === undefined || forKey === '') throw invalidArgument('sitekey', 'is required: this relay has no captcha site key configured');
      if (take('fail', 'render') !== undefined) {
        throw new RelayError(grpcCodes.unavailable, 'UNAVAILABLE', 'the test widget was told to fail (a captcha fail rule)', { field: 'sitekey' });
      }
      if (lastIssued !== undefined && take('replay') !== undefined) {
        const replayed = tokens.get(lastIssued);
        return { token: lastIssued, expiresInMs: Math.max(0, (replayed?.expiresAt ?? now()) - now()) };
      }
      const lifetimeMs = take('expire')?.ms ?? defaultCaptchaTokenMs;
      const token = `mock-captcha.${randomUuid()}`;
      const issuedAt = now();
      tokens.set(token, { siteKey: forKey, issuedAt, expiresAt: issuedAt + lifetimeMs, used: false });
      lastIssued = token;
      while (tokens.size > maxTokens) tokens.delete(tokens.keys().next().value as string);
      return { token, expiresInMs: lifetimeMs };
    },
    scriptFails: () => take('fail', 'load') !== undefined,
    setRules(rules, replace) {
      stored = [...(replace ? [] : stored), ...rules.map((rule) => ({ rule, applied: 0 }))];
      return listRules();
    },
    rules: listRules,
    reset() {
      tokens.clear();
      stored = [];
      lastIssued = undefined;
    },
  };
}
