import { useEffect } from 'react';
import type { CaptchaTheme } from '../../core/internal';
import type { UseCaptchaResult } from '../../react/captcha-index';
// Not in loginkit/react's public names: useCaptcha whose widget's source goes to the scope's held one.
import { useCaptchaIn } from '../../react/use-captcha';
import { loadCaptchaStrings } from '../locales/use-captcha-strings';
import type { HeldCaptchaTokens } from './held-captcha-tokens';

// The widget's markup comes in this chunk, so the screens' slots render at once once the view is up.
export { CaptchaWidget } from './captcha-widget';

export interface CaptchaHostProps {
  theme: CaptchaTheme | 'system';
  language: string;
  /** The scope's token source, registered with the kit before this chunk loaded: the widget's tokens go through it. */
  tokens: HeldCaptchaTokens;
  /** Called with each new view of the captcha (undefined at unmount). */
  onChange(captcha: UseCaptchaResult | undefined): void;
}

/**
 * The modal's captcha owner, in a chunk of its own (the modal mounts it while it is open and the
 * relay publishes a site key, and fetches it as soon as the configuration says so): runs
 * `useCaptcha`, whose widget gives its tokens through the source the scope registered with the kit,
 * fetches the widget's strings in the page's language, and hands the modal its view for the
 * screens. Renders nothing itself.
 */
export function CaptchaHost({ theme, language, tokens, onChange }: CaptchaHostProps) {
  const captcha = useCaptchaIn({ theme, language }, tokens);
  // After useCaptcha's effect has put the widget's source in `tokens` (or found none): what waits goes on.
  useEffect(() => tokens.settle(), [tokens]);
  useEffect(() => {
    loadCaptchaStrings(language).catch(() => undefined);
  }, [language]);
  useEffect(() => onChange(captcha), [captcha, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
