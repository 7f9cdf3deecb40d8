import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';
import { KitButton } from '../screens/kit-button';
import { usePartClass } from '../theme/class-names';
import type { StepUpState } from '../../core/internal';
import type { StepUpScreenProps, StepUpStateOf } from './step-up-screen-types';

interface EndScreenProps<State extends StepUpState> extends StepUpScreenProps<State> {
  /** Closes the dialog. */
  onClose(): void;
  /** The id the dialog's `aria-describedby` names: the outcome's message carries it. */
  messageId?: string;
}

export type StepUpCompletedScreenProps = EndScreenProps<StepUpStateOf<'completed'>>;
export type StepUpRejectedScreenProps = EndScreenProps<StepUpStateOf<'rejected'>>;
export type StepUpFailedScreenProps = EndScreenProps<StepUpStateOf<'failed'>>;

/** Every step proved and the request carried out: the operation's own success ("Your private key was exported."), then Done. */
export function StepUpCompletedScreen({ state, onClose, messageId }: StepUpCompletedScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-success-mark" aria-hidden="true" />
      <h3 className="loginkit-heading">{stepUp.stepUpDoneHeading}</h3>
      <p id={messageId} className="loginkit-text" role="status">
        {stepUp.stepUpSucceeded[state.action.key]}
      </p>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => onClose()}>
          {strings.done}
        </KitButton>
      </div>
    </div>
  );
}

/** The request was rejected (here, or elsewhere meanwhile): nothing changed; Close. */
export function StepUpRejectedScreen({ onClose, messageId }: StepUpRejectedScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{stepUp.stepUpRejectedHeading}</h3>
      <p id={messageId} className="loginkit-text" role="status">
        {stepUp.stepUpRejectedText}
      </p>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => onClose()}>
          {strings.close}
        </KitButton>
      </div>
    </div>
  );
}

/**
 * It cannot go on: why, in one alert; when trying again can help (the request still waits),
 * says so and offers Try again (focused), which starts over keeping the steps already proved.
 */
export function StepUpFailedScreen({ state, actions, onClose, messageId }: StepUpFailedScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  return (
    <div className="loginkit-screen">
      <div className="loginkit-alert" role="alert">
        <h3 className="loginkit-heading">{stepUp.stepUpFailedHeading}</h3>
        <p id={messageId} className={errorClass}>
          {strings.errors[state.error.code]}
        </p>
      </div>
      {state.retryable && <p className="loginkit-text">{stepUp.stepUpFailedKept}</p>}
      <div className="loginkit-actions">
        {state.retryable && (
          <KitButton autoFocus onClick={() => actions.retry()}>
            {strings.retry}
          </KitButton>
        )}
        <KitButton variant="secondary" autoFocus={!state.retryable} onClick={() => onClose()}>
          {strings.close}
        </KitButton>
      </div>
    </div>
  );
}
