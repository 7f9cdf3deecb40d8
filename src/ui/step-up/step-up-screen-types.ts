import type { StepUpCodeFields, StepUpState } from '../../core/internal';
import type { StepUpActions } from '../../react/step-up-index';

/** The step-up state of one status. */
export type StepUpStateOf<Status extends StepUpState['status']> = Extract<StepUpState, { status: Status }>;

/** What every step-up screen gets: its state and the flow's actions. */
export interface StepUpScreenProps<State extends StepUpState = StepUpState> {
  state: State;
  actions: StepUpActions;
}

/**
 * The states the code screen shows: a code was sent (a resend on its way or refused included).
 * A first send, and a first send refused, have no code yet: the wait and failure screens show them.
 */
export type StepUpCodeState =
  | StepUpStateOf<'enteringCode' | 'verifying' | 'codeInvalid' | 'codeExpired' | 'attemptsExceeded'>
  | (StepUpStateOf<'sendingCode' | 'rateLimited'> & Pick<StepUpCodeFields, 'otpId' | 'otpEncryptionTargetBundle' | 'code' | 'resendAvailableAt'>);

/** True when the state carries a code already sent (always, past the first send). */
export function hasStepUpCode(state: StepUpState): state is StepUpCodeState {
  switch (state.status) {
    case 'enteringCode':
    case 'verifying':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return true;
    case 'sendingCode':
    case 'rateLimited':
      return state.otpId !== undefined && state.otpEncryptionTargetBundle !== undefined && state.code !== undefined && state.resendAvailableAt !== undefined;
    default:
      return false;
  }
}
