import type { StepUpState } from '../../core/internal';
import type { StepUpActions } from '../../react/step-up-index';
import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';
import { RenderErrorBoundary } from '../screens/render-error-boundary';
import { usePartClass } from '../theme/class-names';
import { actionKeyOf, contextOf, isEnded, progressText, showsSteps } from './step-up-progress';
import { stepUpScreenForState } from './step-up-screen-for-state';
import { StepUpSteps } from './step-up-steps';

export interface StepUpViewProps {
  state: StepUpState;
  actions: StepUpActions;
  /** Closes the dialog: Done and Close at the ends (and the close button there). */
  onClose(): void;
  /** The ids the dialog's `aria-labelledby` and `aria-describedby` name: the title, and what is being approved (at the ends, the outcome). */
  titleId: string;
  descriptionId: string;
  /** How long a wait on the service runs before the screens say so (default 5000 ms). */
  slowAfterMs?: number;
}

/**
 * What the close button (and Escape, a press outside the dialog) does in a state: during the
 * steps it asks whether to reject the request; on that question it keeps the request for later;
 * at the ends it closes; while the request is finishing or being rejected, nothing (it is not
 * left half done).
 */
export function stepUpCloseRequest(state: StepUpState, actions: StepUpActions, onClose: () => void): void {
  if (isEnded(state)) onClose();
  else if (state.status === 'confirmingCancel') actions.dismiss();
  else if (state.status !== 'finishing' && state.status !== 'rejecting') actions.cancel();
}

function CloseIcon() {
  return (
    <svg className="loginkit-close__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 3.5l9 9m0-9l-9 9" />
    </svg>
  );
}

/**
 * The step-up dialog's content, in any state: the title and close button; what is being approved
 * ("Export your private key"); for a policy of several steps, the steps with the ones proved
 * marked; the progress ("Step 2 of 2: confirm with your passkey") as a heading in a polite live
 * region, so each new step is announced; then the state's screen. At the ends, the outcome takes
 * the place of the request. A screen that fails to render is replaced by Something went wrong
 * and Try again; the header and close button stay.
 */
export function StepUpView({ state, actions, onClose, titleId, descriptionId, slowAfterMs }: StepUpViewProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  const headerClass = usePartClass('header', 'loginkit-header');
  const titleClass = usePartClass('title', 'loginkit-title');
  const closeClass = usePartClass('closeButton', 'loginkit-close');
  const context = contextOf(state);
  const ended = isEnded(state);
  const progress = progressText(stepUp, state);
  return (
    <>
      <header className={headerClass}>
        <h2 id={titleId} className={titleClass}>
          {stepUp.stepUpTitle}
        </h2>
        <button type="button" className={closeClass} aria-label={strings.close} onClick={() => stepUpCloseRequest(state, actions, onClose)}>
          <CloseIcon />
        </button>
      </header>
      {!ended && (
        <div id={descriptionId} className="loginkit-step-up__request">
          <p className="loginkit-text">{stepUp.stepUpIntro}</p>
          <p className="loginkit-step-up__action">{stepUp.stepUpAction[actionKeyOf(state)]}</p>
        </div>
      )}
      {context !== undefined && showsSteps(state) && <StepUpSteps context={context} />}
      <div className="loginkit-step-up__progress" aria-live="polite" aria-atomic="true">
        {progress !== undefined && <h3 className="loginkit-heading">{progress}</h3>}
      </div>
      <RenderErrorBoundary>{stepUpScreenForState(state, { actions, onClose, messageId: ended ? descriptionId : undefined, slowAfterMs })}</RenderErrorBoundary>
    </>
  );
}
