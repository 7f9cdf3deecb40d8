import type { CaptchaStrings } from '../captcha-strings';

/** The captcha widget's strings in pt-br. Loaded on demand with the captcha: never import it statically. */
export const ptBRCaptcha: CaptchaStrings = {
  captchaLabel: 'Verificação de segurança',
  captchaWaiting: 'Conclua a verificação de segurança para continuar.',
  captchaFailed: 'Não foi possível carregar a verificação de segurança. Vamos continuar sem ela.',
};
