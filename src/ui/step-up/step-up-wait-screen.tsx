import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';
import { KitButton } from '../screens/kit-button';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { slowWaitMs, useSlowWait } from '../screens/use-slow-wait';
import { maskContact } from './mask-contact';
import type { StepUpScreenProps, StepUpStateOf } from './step-up-screen-types';
import { useFocusOnMount } from './use-focus-on-mount';

/** The states that wait on the browser or the service. */
export type StepUpWaitState = StepUpStateOf<'preparing' | 'prompting' | 'authorizing' | 'approving' | 'sendingCode' | 'finishing' | 'rejecting'>;

export interface StepUpWaitScreenProps extends StepUpScreenProps<StepUpWaitState> {
  /** How long a wait on the service runs before the screen says so and offers a way out (default 5000 ms). */
  slowAfterMs?: number;
}

/**
 * A wait, said in words (a polite status) beside a spinner: reading what the policy asks for
 * (Cancel leaves), the browser's passkey prompt or the social login's window (Back returns to the
 * options and closes it), an approval or a first code on its way (after a few seconds "Still
 * waiting…" and Back), the request finishing or being rejected (nothing to do but wait). Without a
 * button to focus, the status text takes the focus, so it stays in the dialog.
 */
export function StepUpWaitScreen({ state, actions, slowAfterMs = slowWaitMs }: StepUpWaitScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  const { status } = state;
  const slowable = status === 'approving' || status === 'sendingCode';
  const slow = useSlowWait(slowable, slowAfterMs);
  const button =
    status === 'preparing'
      ? { label: strings.cancel, onClick: () => actions.cancel() }
      : status === 'prompting' || status === 'authorizing'
        ? { label: strings.back, onClick: () => actions.back() }
        : undefined;
  const textRef = useFocusOnMount<HTMLParagraphElement>(button === undefined);

  let text: string;
  switch (status) {
    case 'preparing':
      text = stepUp.stepUpPreparing;
      break;
    case 'prompting':
      text = stepUp.stepUpPasskeyPrompt;
      break;
    case 'authorizing':
      text = stepUp.stepUpOauthPrompt(strings.oauthProviderName[state.provider]);
      break;
    case 'approving':
      text = stepUp.stepUpApproving;
      break;
    case 'sendingCode':
      text = stepUp.stepUpSendingCode(state.channel, maskContact(state.channel, state.contact));
      break;
    case 'finishing':
      text = stepUp.stepUpFinishing;
      break;
    case 'rejecting':
      text = stepUp.stepUpRejecting;
      break;
  }

  return (
    <div className="loginkit-screen loginkit-screen--center" aria-busy={slow ? undefined : true}>
      <div className="loginkit-spinner" aria-hidden="true" />
      <p ref={textRef} className="loginkit-text loginkit-step-up__status" role="status" tabIndex={button === undefined ? -1 : undefined}>
        {text}
      </p>
      {button && (
        <div className="loginkit-actions">
          <KitButton variant="secondary" autoFocus onClick={button.onClick}>
            {button.label}
          </KitButton>
        </div>
      )}
      {slowable && <SlowWaitNotice slow={slow} action={{ label: strings.back, onClick: () => actions.back() }} />}
    </div>
  );
}
