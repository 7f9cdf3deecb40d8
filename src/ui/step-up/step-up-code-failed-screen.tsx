import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';
import { KitButton } from '../screens/kit-button';
import { retryWaitText } from '../screens/retry-wait-text';
import { useSecondsUntil } from '../screens/use-seconds-until';
import { usePartClass } from '../theme/class-names';
import { maskContact } from './mask-contact';
import type { StepUpScreenProps, StepUpStateOf } from './step-up-screen-types';

export type StepUpCodeFailedScreenProps = StepUpScreenProps<StepUpStateOf<'codeFailed' | 'rateLimited'>>;

/**
 * Sending or checking a code failed for a reason that is neither the code nor the person (the
 * network, the service), or the first send was rate limited: what went wrong, then Try again
 * (which repeats the send or the check with the code typed; after a rate limit's wait, counted down
 * as in the login) and Back to the step's options. An answer that could not be trusted is not
 * tried again: Back leads.
 */
export function StepUpCodeFailedScreen({ state, actions }: StepUpCodeFailedScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const limited = state.status === 'rateLimited';
  const retryIn = useSecondsUntil(limited ? state.retryAt : undefined);
  const retryable = state.error.code !== 'untrusted_response';
  const contact = maskContact(state.channel, state.contact);
  return (
    <div className="loginkit-screen">
      <div className="loginkit-alert" role="alert">
        <h3 className="loginkit-heading">{strings.failedHeading}</h3>
        <p className={errorClass}>{strings.errors[state.error.code]}</p>
      </div>
      {retryable && <p className="loginkit-text">{stepUp.stepUpCodeFailed(state.previous, contact)}</p>}
      <div className="loginkit-actions">
        {retryable && (
          <KitButton autoFocus unavailable={retryIn > 0} onClick={() => actions.retry()}>
            {limited && retryIn > 0 ? retryWaitText(strings, retryIn, state.retryAt) : strings.retry}
          </KitButton>
        )}
        <KitButton variant="secondary" autoFocus={!retryable} onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
