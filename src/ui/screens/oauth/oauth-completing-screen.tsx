import type { OauthLoginActions } from '../../../react/index';
import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { SlowWaitNotice } from '../slow-wait-notice';
import { slowWaitMs, useSlowWait } from '../use-slow-wait';
import type { OauthScreenState } from './oauth-screen-types';

export interface OauthCompletingScreenProps {
  state: OauthScreenState<'completing'>;
  /** The flow's actions: a wait of more than `slowAfterMs` offers Cancel (`cancel`). */
  actions?: Pick<OauthLoginActions, 'cancel'>;
  /** How long the wait runs before the slow-wait notice shows (default 5000 ms). */
  slowAfterMs?: number;
}

/** The provider answered; the service is finding or creating the account (or linking the provider). A long wait says so and offers Cancel. */
export function OauthCompletingScreen({ state, actions, slowAfterMs = slowWaitMs }: OauthCompletingScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  const slow = useSlowWait(true, slowAfterMs);
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text" role="status" aria-busy="true">
        {words.oauthCompleting(strings.oauthProviderName[state.provider], state.intent)}
      </p>
      <SlowWaitNotice slow={slow} action={actions && { label: strings.cancel, onClick: () => actions.cancel() }} />
    </div>
  );
}
