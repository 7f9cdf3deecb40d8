import type { UseCaptchaResult } from '../../react/captcha-index';
import { useCaptchaStrings } from '../locales/use-captcha-strings';
import { usePartClass } from '../theme/class-names';

/**
 * The captcha widget's place in a screen, drawn: a labelled group holding the adapter's widget
 * (Turnstile's is an iframe with its own label and keyboard access; the mock relay's test widget is
 * a checkbox-like button), and under it a polite status when a request waits on it, or when it
 * could not load (the login goes on without it). In the captcha's chunk: `CaptchaSlot` renders it.
 */
export function CaptchaWidget({ captcha }: { captcha: UseCaptchaResult }) {
  const strings = useCaptchaStrings();
  const groupClass = usePartClass('captcha', 'loginkit-captcha');
  const note = captcha.waiting ? strings.captchaWaiting : captcha.status === 'failed' ? strings.captchaFailed : '';
  return (
    <div className={groupClass} role="group" aria-label={strings.captchaLabel} data-status={captcha.status}>
      <div ref={captcha.ref} className="loginkit-captcha__widget" />
      <p className="loginkit-hint loginkit-captcha__status" role="status">
        {note}
      </p>
    </div>
  );
}
