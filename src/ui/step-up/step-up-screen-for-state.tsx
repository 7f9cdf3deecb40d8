import type { ReactNode } from 'react';
import type { StepUpState } from '../../core/internal';
import type { StepUpActions } from '../../react/step-up-index';
import { StepUpCodeFailedScreen } from './step-up-code-failed-screen';
import { StepUpCodeScreen } from './step-up-code-screen';
import { StepUpConfirmCancelScreen } from './step-up-confirm-cancel-screen';
import { StepUpCompletedScreen, StepUpFailedScreen, StepUpRejectedScreen } from './step-up-end-screens';
import { StepUpOptionsScreen } from './step-up-options-screen';
import { hasStepUpCode } from './step-up-screen-types';
import { StepUpWaitScreen } from './step-up-wait-screen';

export interface StepUpScreenContext {
  actions: StepUpActions;
  /** Closes the dialog (the ends' Done and Close). */
  onClose(): void;
  /** The id of the outcome's message, for the dialog's `aria-describedby` at the ends. */
  messageId?: string;
  /** How long a wait on the service runs before the screens say so (default 5000 ms). */
  slowAfterMs?: number;
}

/** The screen of a step-up state (nothing for `cancelled`: the dialog closes). */
export function stepUpScreenForState(state: StepUpState, { actions, onClose, messageId, slowAfterMs }: StepUpScreenContext): ReactNode {
  switch (state.status) {
    case 'preparing':
    case 'prompting':
    case 'authorizing':
    case 'approving':
    case 'finishing':
    case 'rejecting':
      return <StepUpWaitScreen state={state} actions={actions} slowAfterMs={slowAfterMs} />;
    case 'sendingCode':
      // A resend keeps the code screen; the first send waits on a screen of its own.
      return hasStepUpCode(state) ? <StepUpCodeScreen state={state} actions={actions} slowAfterMs={slowAfterMs} /> : <StepUpWaitScreen state={state} actions={actions} slowAfterMs={slowAfterMs} />;
    case 'rateLimited':
      return hasStepUpCode(state) ? <StepUpCodeScreen state={state} actions={actions} slowAfterMs={slowAfterMs} /> : <StepUpCodeFailedScreen state={state} actions={actions} />;
    case 'enteringCode':
    case 'verifying':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return <StepUpCodeScreen state={state} actions={actions} slowAfterMs={slowAfterMs} />;
    case 'codeFailed':
      return <StepUpCodeFailedScreen state={state} actions={actions} />;
    case 'choosing':
      return <StepUpOptionsScreen state={state} actions={actions} />;
    case 'confirmingCancel':
      return <StepUpConfirmCancelScreen state={state} actions={actions} />;
    case 'completed':
      return <StepUpCompletedScreen state={state} actions={actions} onClose={onClose} messageId={messageId} />;
    case 'rejected':
      return <StepUpRejectedScreen state={state} actions={actions} onClose={onClose} messageId={messageId} />;
    case 'failed':
      return <StepUpFailedScreen state={state} actions={actions} onClose={onClose} messageId={messageId} />;
    case 'cancelled':
      return null;
    default:
      return state satisfies never;
  }
}
