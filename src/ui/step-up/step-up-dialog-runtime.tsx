import { useStepUp } from '../../react/step-up-index';
import { useWalletKitConfig } from '../../react/index';
import { StepUpDialogBody } from './step-up-dialog-body';
import type { StepUpDialogLoaders } from './step-up-dialog-loaders';
import type { StepUpDialogAppearance } from './step-up-dialog-view';
import type { StepUpRequest } from './step-up-request';

export interface StepUpDialogRuntimeProps extends StepUpDialogAppearance {
  request: StepUpRequest;
  /** From `<StepUpDialog>`, loaded with the page: so this chunk reaches no `import()` of the modal's (step-up-dialog-body.tsx). */
  loaders: StepUpDialogLoaders;
}

/**
 * The dialog for one challenge `<StepUpDialog>` holds (this module is the lazy chunk it loads
 * when a challenge comes): runs the step-up flow, resolves the account call as soon
 * as it ends (`completed` with the operation's result, `rejected`, or the challenge when kept for
 * later) and leaves the outcome on screen until Done or Close. Closed after a failure, the call
 * resolves with the challenge when the request still waits (it can be approved later), and fails
 * with the error when it cannot go on.
 */
export function StepUpDialogRuntime({ request, loaders, ...appearance }: StepUpDialogRuntimeProps) {
  const stepUp = useStepUp(request.challenge, {
    onOutcome: (outcome) => {
      request.settle(outcome);
      if (outcome.status === 'mfaRequired') request.close();
    },
  });
  const { state } = stepUp;
  // A code step's send (otp_init_v2) carries a captcha token when the relay asks for one.
  const captchaSiteKey = useWalletKitConfig().data?.captchaSiteKey;
  if (state === undefined || state.status === 'cancelled') return null;
  const close = (): void => {
    if (state.status === 'failed') {
      if (state.retryable) request.settle(state.challenge);
      else request.fail(state.error);
    }
    request.close();
  };
  return <StepUpDialogBody state={state} actions={stepUp} onClose={close} captchaSiteKey={captchaSiteKey} loaders={loaders} {...appearance} />;
}
