import { CaptchaSlot } from '../captcha/captcha-slot';
import { isCaptchaRefusal } from '../captcha/captcha-context';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { KitButton } from './kit-button';
import type { FailedScreenState, ScreenProps } from './screen-types';

export type ErrorScreenProps = Omit<ScreenProps<FailedScreenState>, 'config'>;

/**
 * A failure that is neither the user's input nor the code: explains it and says what is kept
 * (the email or number, and a typed code), offers retry (which repeats the failed step with
 * them), changing the contact (the field keeps what was typed) and starting over. An answer that
 * could not be trusted is not retried with the same code: Start over leads. A captcha refusal
 * (`captcha_required`, `captcha_rejected`) shows a fresh widget above Try again.
 */
export function ErrorScreen({ state, actions }: ErrorScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const kept = state.previous === 'verifying' && state.code !== undefined ? strings.failedVerifying(state.contact) : strings.failedSending(state.contact);
  const retryable = state.error.code !== 'untrusted_response';
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{strings.failedHeading}</h3>
      <p className={errorClass} role="alert">
        {strings.errors[state.error.code]}
      </p>
      {retryable && <p className="loginkit-text">{kept}</p>}
      {/* The relay refused for the captcha: a fresh widget, then Try again. */}
      {isCaptchaRefusal(state.error.code) && <CaptchaSlot />}
      <div className="loginkit-actions">
        {retryable ? (
          <KitButton autoFocus onClick={() => actions.retry()}>
            {strings.retry}
          </KitButton>
        ) : (
          <KitButton autoFocus onClick={() => actions.reset()}>
            {strings.startOver}
          </KitButton>
        )}
        <KitButton variant="secondary" aria-label={strings.changeContactLabel(state.contact)} onClick={() => actions.changeContact()}>
          {strings.changeContact}
        </KitButton>
        {retryable && (
          <KitButton variant="secondary" onClick={() => actions.reset()}>
            {strings.startOver}
          </KitButton>
        )}
      </div>
    </div>
  );
}
