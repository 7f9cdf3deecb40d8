/**
 * The captcha of a kit whose relay published a site key: its `captcha` option's adapter (Turnstile's
 * when the option is not given) and a controller for one widget. What `useCaptcha` (loginkit/react)
 * loads, a chunk of its own: nothing of it is fetched without a site key.
 */
import { createCaptchaController, type CaptchaController, type CaptchaControllerOptions } from './captcha-controller';
import type { CaptchaAdapter } from './captcha-types';
import { turnstileCaptcha } from './turnstile-captcha';

export interface KitCaptchaOptions extends Omit<CaptchaControllerOptions, 'adapter'> {
  /** The kit's `captcha` option: an adapter, or undefined for Turnstile (`false` never gets here). */
  adapter: CaptchaAdapter | undefined;
}

export function createKitCaptcha(options: KitCaptchaOptions): CaptchaController {
  return createCaptchaController({ ...options, adapter: options.adapter ?? turnstileCaptcha() });
}
