import { stepUpActionKey, type StepUpActionKey, type StepUpContext, type StepUpMethodOption, type StepUpState } from '../../core/internal';
import type { StepUpStrings, StepUpTask } from '../locales/step-up-strings';

/** The policy's steps and where the person is, for every state that has them. */
export function contextOf(state: StepUpState): StepUpContext | undefined {
  return 'context' in state ? state.context : undefined;
}

/** What is being approved, for every state (`preparing` names it from the activity's type). */
export function actionKeyOf(state: StepUpState): StepUpActionKey {
  if ('action' in state) return state.action.key;
  if ('context' in state) return state.context.action.key;
  return stepUpActionKey(state.challenge.activity.type);
}

/** The options of the step being proved ([] once every step is). */
export function currentOptions(context: StepUpContext): StepUpMethodOption[] {
  return context.steps[context.current]?.options ?? [];
}

/** What the person does now, as the progress line names it; undefined where no step is under way. */
export function taskOf(state: StepUpState): StepUpTask | undefined {
  switch (state.status) {
    case 'choosing': {
      const usable = currentOptions(state.context).filter((option) => option.unavailable === undefined);
      return usable.length === 1 && usable[0] !== undefined ? usable[0].kind : 'choose';
    }
    case 'prompting':
      return 'passkey';
    case 'authorizing':
      return 'oauth';
    case 'approving':
    case 'sendingCode':
    case 'enteringCode':
    case 'verifying':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
    case 'rateLimited':
    case 'codeFailed':
      return state.method;
    default:
      return undefined;
  }
}

/** "Step 2 of 2: confirm with your passkey" (the task alone for a one-step policy); undefined where no step is under way. */
export function progressText(strings: StepUpStrings, state: StepUpState): string | undefined {
  const context = contextOf(state);
  const task = taskOf(state);
  if (context === undefined || task === undefined || context.current >= context.steps.length) return undefined;
  return strings.stepUpProgress(context.current + 1, context.steps.length, task);
}

/** The states whose screen shows the steps and the progress line (not the cancel question, the waits around it, or the ends). */
export function showsSteps(state: StepUpState): boolean {
  return taskOf(state) !== undefined;
}

/** The ends: the dialog's request block gives way to the outcome. */
export function isEnded(state: StepUpState): state is Extract<StepUpState, { status: 'completed' | 'rejected' | 'cancelled' | 'failed' }> {
  return state.status === 'completed' || state.status === 'rejected' || state.status === 'cancelled' || state.status === 'failed';
}
