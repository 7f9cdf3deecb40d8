import { useEffect } from 'react';
import type { CaptchaTheme } from '../../core/index';
import { useCaptcha, type UseCaptchaResult } from '../../react/index';
import { loadCaptchaStrings } from '../locales/use-captcha-strings';

// The widget's markup comes in this chunk, so the screens' slots render at once once the view is up.
export { CaptchaWidget } from './captcha-widget';

export interface CaptchaHostProps {
  theme: CaptchaTheme | 'system';
  language: string;
  /** Called with each new view of the captcha (undefined at unmount). */
  onChange(captcha: UseCaptchaResult | undefined): void;
}

/**
 * The modal's captcha owner, in a chunk of its own (the modal mounts it while it is open and the
 * relay publishes a site key, and fetches it as soon as the configuration says so): runs
 * `useCaptcha`, which registers the widget as the kit's token source, fetches the widget's strings
 * in the page's language, and hands the modal its view for the screens. Renders nothing itself.
 */
export function CaptchaHost({ theme, language, onChange }: CaptchaHostProps) {
  const captcha = useCaptcha({ theme, language });
  useEffect(() => {
    loadCaptchaStrings(language).catch(() => undefined);
  }, [language]);
  useEffect(() => onChange(captcha), [captcha, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
