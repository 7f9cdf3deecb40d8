/**
 * The captcha widget's strings (bot protection, protocol.md section 15): a table of their own, apart
 * from `Strings`, so the modal's always-loaded English table carries none of them. English comes
 * with the captcha's chunk, which the modal fetches only when the relay publishes a site key; each
 * other pack (`captcha/<locale>.ts`) loads with it (see use-captcha-strings.ts). Every pack is a
 * complete `CaptchaStrings`. The relay's refusals (`captcha_required`, `captcha_rejected`) are error
 * messages, in `Strings.errors`: a relay may refuse for a captcha the kit was never told about.
 */
export interface CaptchaStrings {
  /** The captcha widget's group, before Continue; the widget inside has its own label. */
  captchaLabel: string;
  /** Under the widget while a request waits for its token (the person may have to act on it). */
  captchaWaiting: string;
  /** Under the widget when it could not load: the login goes on without it (the relay decides). */
  captchaFailed: string;
}

/** English. */
export const enCaptcha: CaptchaStrings = {
  captchaLabel: 'Security check',
  captchaWaiting: 'Complete the security check to continue.',
  captchaFailed: 'The security check could not load. We’ll continue without it.',
};
