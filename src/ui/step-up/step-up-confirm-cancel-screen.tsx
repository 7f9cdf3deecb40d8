import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';
import { KitButton } from '../screens/kit-button';
import { usePartClass } from '../theme/class-names';
import type { StepUpScreenProps, StepUpStateOf } from './step-up-screen-types';

export type StepUpConfirmCancelScreenProps = StepUpScreenProps<StepUpStateOf<'confirmingCancel'>>;

/**
 * Cancel asks first: go on confirming (focused: an Escape pressed by mistake loses nothing), keep
 * the request for later (it waits to be approved, until it expires), or reject it (nothing
 * changes and it can no longer be approved). A rejection that failed says why here.
 */
export function StepUpConfirmCancelScreen({ state, actions }: StepUpConfirmCancelScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{stepUp.stepUpCancelHeading}</h3>
      <p className="loginkit-text">{stepUp.stepUpCancelText}</p>
      {state.error && (
        <p className={errorClass} role="alert">
          {strings.errors[state.error.code]}
        </p>
      )}
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => actions.back()}>
          {stepUp.stepUpKeepGoing}
        </KitButton>
        <KitButton variant="secondary" onClick={() => actions.dismiss()}>
          {stepUp.stepUpKeep}
        </KitButton>
        <KitButton variant="danger" onClick={() => actions.reject()}>
          {stepUp.stepUpReject}
        </KitButton>
      </div>
    </div>
  );
}
