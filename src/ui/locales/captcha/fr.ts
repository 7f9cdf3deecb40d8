import type { CaptchaStrings } from '../captcha-strings';

/** The captcha widget's strings in fr. Loaded on demand with the captcha: never import it statically. */
export const frCaptcha: CaptchaStrings = {
  captchaLabel: 'Vérification de sécurité',
  captchaWaiting: 'Terminez la vérification de sécurité pour continuer.',
  captchaFailed: 'La vérification de sécurité n’a pas pu se charger. Nous continuons sans elle.',
};
