import type { CaptchaStrings } from '../captcha-strings';

/** The captcha widget's strings in de. Loaded on demand with the captcha: never import it statically. */
export const deCaptcha: CaptchaStrings = {
  captchaLabel: 'Sicherheitsprüfung',
  captchaWaiting: 'Schließen Sie die Sicherheitsprüfung ab, um fortzufahren.',
  captchaFailed: 'Die Sicherheitsprüfung konnte nicht geladen werden. Wir fahren ohne sie fort.',
};
