import type { PasskeyLoginActions } from '../../../react/index';
import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { SlowWaitNotice } from '../slow-wait-notice';
import { slowWaitMs, useSlowWait } from '../use-slow-wait';
import type { PasskeyScreenState } from './passkey-screen-types';

export interface PasskeyCompletingScreenProps {
  state: PasskeyScreenState<'completing'>;
  /** The flow's actions: a wait of more than `slowAfterMs` offers Cancel (`cancel`). */
  actions?: Pick<PasskeyLoginActions, 'cancel'>;
  /** How long the wait runs before the slow-wait notice shows (default 5000 ms). */
  slowAfterMs?: number;
}

/** The passkey was used; the service is creating the account or the session. A long wait says so and offers Cancel. */
export function PasskeyCompletingScreen({ state, actions, slowAfterMs = slowWaitMs }: PasskeyCompletingScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  const slow = useSlowWait(true, slowAfterMs);
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text" role="status" aria-busy="true">
        {words.passkeyCompleting(state.mode)}
      </p>
      <SlowWaitNotice slow={slow} action={actions && { label: strings.cancel, onClick: () => actions.cancel() }} />
    </div>
  );
}
