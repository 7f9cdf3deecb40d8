// The step-up (MFA) flow's hook (`loginkit/react/step-up`); an entry of its own for the reason in
// wallet-index.ts.
export { useStepUp } from './use-step-up';
export type { StepUpActions, UseStepUpOptions, UseStepUpResult } from './use-step-up';
