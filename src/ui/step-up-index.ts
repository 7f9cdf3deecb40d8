// The step-up (MFA) dialog's parts, for an app that builds its own (`loginkit/ui/step-up`); the
// drop-in <StepUpDialog> stays in `loginkit/ui` and loads these as chunks. See otp-index.ts.
export { StepUpDialogView } from './step-up/step-up-dialog-view';
export type { StepUpDialogAppearance, StepUpDialogViewProps } from './step-up/step-up-dialog-view';
export { StepUpView, stepUpCloseRequest } from './step-up/step-up-view';
export type { StepUpViewProps } from './step-up/step-up-view';
export { stepUpScreenForState } from './step-up/step-up-screen-for-state';
export type { StepUpScreenContext } from './step-up/step-up-screen-for-state';
export { StepUpSteps } from './step-up/step-up-steps';
export type { StepUpStepsProps } from './step-up/step-up-steps';
export { StepUpOptionsScreen } from './step-up/step-up-options-screen';
export type { StepUpOptionsScreenProps } from './step-up/step-up-options-screen';
export { StepUpCodeScreen } from './step-up/step-up-code-screen';
export type { StepUpCodeScreenProps } from './step-up/step-up-code-screen';
export { StepUpCodeFailedScreen } from './step-up/step-up-code-failed-screen';
export type { StepUpCodeFailedScreenProps } from './step-up/step-up-code-failed-screen';
export { StepUpWaitScreen } from './step-up/step-up-wait-screen';
export type { StepUpWaitScreenProps, StepUpWaitState } from './step-up/step-up-wait-screen';
export { StepUpConfirmCancelScreen } from './step-up/step-up-confirm-cancel-screen';
export type { StepUpConfirmCancelScreenProps } from './step-up/step-up-confirm-cancel-screen';
export { StepUpCompletedScreen, StepUpFailedScreen, StepUpRejectedScreen } from './step-up/step-up-end-screens';
export type { StepUpCompletedScreenProps, StepUpFailedScreenProps, StepUpRejectedScreenProps } from './step-up/step-up-end-screens';
export type { StepUpCodeState, StepUpScreenProps, StepUpStateOf } from './step-up/step-up-screen-types';
export { maskContact } from './step-up/mask-contact';
export { enStepUp } from './locales/step-up-strings';
export type { StepUpStrings, StepUpTask } from './locales/step-up-strings';
export { loadStepUpStrings, useStepUpStrings } from './locales/use-step-up-strings';
