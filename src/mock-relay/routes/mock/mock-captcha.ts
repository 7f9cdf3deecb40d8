import { parseCaptchaRequest } from '../../captcha/captcha-rule';
import type { MockCaptcha, StoredCaptchaRule } from '../../captcha/mock-captcha';
import { grpcCodes, invalidArgument, RelayError } from '../../errors';

/**
 * Test controls of the mock's captcha (captcha/): the test widget's script and its tokens, and the
 * rules that make it fail or expire (captcha/captcha-rule.ts). Not part of the service.
 */

/** `GET /__mock/captcha` → the site key (null when captcha is off) and the rules with how often each applied. */
export function mockCaptchaState(captcha: MockCaptcha): { siteKey: string | null; rules: StoredCaptchaRule[] } {
  return { siteKey: captcha.siteKey ?? null, rules: captcha.rules() };
}

/** `POST /__mock/captcha` (`{rules, replace?}` or one rule) → the rules now. */
export function mockSetCaptchaRules(captcha: MockCaptcha, body: Record<string, unknown>): { rules: StoredCaptchaRule[] } {
  const { rules, replace } = parseCaptchaRequest(body);
  return { rules: captcha.setRules(rules, replace) };
}

/** `DELETE /__mock/captcha` → no rules left (issued tokens stay good). */
export function mockClearCaptchaRules(captcha: MockCaptcha): { rules: StoredCaptchaRule[] } {
  return { rules: captcha.setRules([], true) };
}

/** `POST /__mock/captcha/token {sitekey}` (the test widget's call) → `{token, expiresInMs}`. */
export function mockCaptchaToken(captcha: MockCaptcha, body: Record<string, unknown>): { token: string; expiresInMs: number } {
  const siteKey = body.sitekey;
  if (siteKey !== undefined && (typeof siteKey !== 'string' || siteKey.trim() === '' || siteKey.length > 256)) {
    throw invalidArgument('sitekey', 'must be a site key (a non-empty string of at most 256 characters)');
  }
  if (captcha.siteKey === undefined && siteKey === undefined) {
    throw new RelayError(grpcCodes.failedPrecondition, 'FAILED_PRECONDITION', 'this relay has no captcha site key (start it with --captcha-site-key)', { field: 'sitekey' });
  }
  return captcha.issue(siteKey);
}
