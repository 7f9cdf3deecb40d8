// The bot-protection widget's hook (`loginkit/react/captcha`); an entry of its own for the reason
// in wallet-index.ts.
export { useCaptcha } from './use-captcha';
export type { UseCaptchaOptions, UseCaptchaResult } from './use-captcha';
