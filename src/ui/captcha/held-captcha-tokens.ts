import type { CaptchaTokenSource } from '../../core/internal';
import type { CaptchaTokenSlot } from '../../react/use-captcha';

/**
 * The kit's token source while a `CaptchaScope` is open, registered as soon as the scope mounts:
 * the widget's own source (`useCaptcha`, in the captcha's lazy chunk) only comes once that chunk
 * has loaded, and a code sent before then (a step-up dialog's one-click send, a quick Continue)
 * would otherwise go without a token and be refused (`captcha_required`). A request waits here
 * until `settle`: the owner is up with its `widget` source connected (or without one), its chunk
 * could not load, or the scope closed. Then it asks the widget, or goes without a token (the
 * relay decides).
 */
export interface HeldCaptchaTokens extends CaptchaTokenSlot {
  source: CaptchaTokenSource;
  settle(): void;
}

export function createHeldCaptchaTokens(): HeldCaptchaTokens {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const tokens: HeldCaptchaTokens = { source: (request) => settled.then(() => tokens.widget?.(request)), settle: () => settle() };
  return tokens;
}
