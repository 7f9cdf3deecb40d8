import { enCaptcha, type CaptchaStrings } from './captcha-strings';
import { createLazyStringTable, useLazyStringTable } from './lazy-string-table';

// One chunk per pack, fetched with the captcha (only when the relay publishes a site key).
const captchaTable = createLazyStringTable<CaptchaStrings>(enCaptcha, {
  es: () => import('./captcha/es').then((pack) => pack.esCaptcha),
  de: () => import('./captcha/de').then((pack) => pack.deCaptcha),
  fr: () => import('./captcha/fr').then((pack) => pack.frCaptcha),
  ja: () => import('./captcha/ja').then((pack) => pack.jaCaptcha),
  'pt-BR': () => import('./captcha/pt-br').then((pack) => pack.ptBRCaptcha),
  ar: () => import('./captcha/ar').then((pack) => pack.arCaptcha),
});

/** A language's captcha table, fetched on first use (English when it cannot load, or there is none). */
export const loadCaptchaStrings = (lang: string): Promise<CaptchaStrings> => captchaTable.load(lang);

/**
 * The captcha widget's strings in the page's language, with the app's overrides; suspends while a
 * pack loads (the widget sits in a Suspense boundary; the modal fetches the pack with the captcha).
 */
export function useCaptchaStrings(): CaptchaStrings {
  return useLazyStringTable(captchaTable);
}
