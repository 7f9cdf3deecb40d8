import type { CaptchaStrings } from '../captcha-strings';

/** The captcha widget's strings in ar. Loaded on demand with the captcha: never import it statically. */
export const arCaptcha: CaptchaStrings = {
  captchaLabel: 'فحص الأمان',
  captchaWaiting: 'أكمِل فحص الأمان للمتابعة.',
  captchaFailed: 'تعذّر تحميل فحص الأمان. سنتابع من دونه.',
};
