import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { useCaptchaView } from './captcha-context';

/**
 * Where the captcha widget sits in a screen (bot protection, protocol.md section 15): a labelled
 * group holding the adapter's widget (Turnstile's is an iframe with its own label and keyboard
 * access; the mock relay's test widget is a checkbox-like button), and under it a polite status
 * when a request waits on it, or when it could not load (the login goes on without it). Renders
 * nothing without a site key. The widget's code is not here: `useCaptcha` loads it (lazily).
 */
export function CaptchaSlot() {
  const captcha = useCaptchaView();
  const strings = useStrings();
  const groupClass = usePartClass('captcha', 'loginkit-captcha');
  if (captcha === undefined) return null;
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
