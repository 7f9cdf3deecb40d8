import type { CaptchaStrings } from '../captcha-strings';

/** The captcha widget's strings in es. Loaded on demand with the captcha: never import it statically. */
export const esCaptcha: CaptchaStrings = {
  captchaLabel: 'Comprobación de seguridad',
  captchaWaiting: 'Completa la comprobación de seguridad para continuar.',
  captchaFailed: 'No se pudo cargar la comprobación de seguridad. Seguiremos sin ella.',
};
