/**
 * The captcha of a kit whose relay published a site key: its `captcha` option's adapter (Turnstile's
 * when the option is not given) and a controller for one widget. What `useCaptcha` (loginkit/react)
 * loads, a chunk of its own: nothing of it is fetched without a site key.
 */
import { createCaptchaController, type CaptchaController, type CaptchaControllerOptions } from './captcha-controller';
import type { CaptchaAdapter, CaptchaTheme } from './captcha-types';
import { turnstileCaptcha } from './turnstile-captcha';

export interface KitCaptchaOptions extends Omit<CaptchaControllerOptions, 'adapter' | 'renderOptions'> {
  /** The kit's `captcha` option: an adapter, or undefined for Turnstile (`false` never gets here). */
  adapter: CaptchaAdapter | undefined;
  /** Read at each render: the theme (`system` follows `prefers-color-scheme` then) and the language. */
  look(): { theme?: CaptchaTheme | 'system'; language?: string };
}

export function createKitCaptcha({ adapter, look, ...options }: KitCaptchaOptions): CaptchaController {
  return createCaptchaController({
    ...options,
    adapter: adapter ?? turnstileCaptcha(),
    renderOptions: () => {
      const { theme, language } = look();
      const dark = theme === 'dark' || (theme === 'system' && globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
      return { theme: dark ? 'dark' : 'light', ...(language === undefined ? {} : { language }) };
    },
  });
}
