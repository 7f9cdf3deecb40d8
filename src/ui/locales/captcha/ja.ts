import type { CaptchaStrings } from '../captcha-strings';

/** The captcha widget's strings in ja. Loaded on demand with the captcha: never import it statically. */
export const jaCaptcha: CaptchaStrings = {
  captchaLabel: 'セキュリティチェック',
  captchaWaiting: '続けるには、セキュリティチェックを完了してください。',
  captchaFailed: 'セキュリティチェックを読み込めませんでした。チェックなしで続けます。',
};
