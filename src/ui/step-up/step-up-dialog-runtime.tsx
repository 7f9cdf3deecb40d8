import { useStepUp } from '../../react/step-up-index';
import { useWalletKitConfig } from '../../react/index';
import { StepUpDialogView, type StepUpDialogAppearance } from './step-up-dialog-view';
import type { StepUpRequest } from './step-up-request';

export interface StepUpDialogRuntimeProps extends StepUpDialogAppearance {
  request: StepUpRequest;
}

/**
 * The dialog for one challenge `<StepUpDialog>` holds (this module is the lazy chunk it loads
 * when a challenge comes): runs the step-up flow, resolves the account call as soon
 * as it ends (`completed` with the operation's result, `rejected`, or the challenge when kept for
 * later) and leaves the outcome on screen until Done or Close. Closed after a failure, the call
 * resolves with the challenge when the request still waits (it can be approved later), and fails
 * with the error when it cannot go on.
 */
export function StepUpDialogRuntime({ request, ...appearance }: StepUpDialogRuntimeProps) {
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
  return <StepUpDialogView state={state} actions={stepUp} onClose={close} captchaSiteKey={captchaSiteKey} {...appearance} />;
}
