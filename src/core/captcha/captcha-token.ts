/** The request header that carries a captcha token (protocol.md section 15). */
export const captchaTokenHeader = 'X-Captcha-Token';

/** Turnstile's tokens are up to 2048 characters; hCaptcha's and reCAPTCHA's are of the same order. */
export const maxCaptchaTokenLength = 4096;

/** A token that can travel as a header value: visible ASCII, not empty, within the cap. */
export function isCaptchaToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxCaptchaTokenLength && /^[\x21-\x7e]+$/.test(value);
}
