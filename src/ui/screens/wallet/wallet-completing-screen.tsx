import type { WalletLoginActions } from '../../../react/wallet-index';
import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
import { SlowWaitNotice } from '../slow-wait-notice';
import { slowWaitMs, useSlowWait } from '../use-slow-wait';

export interface WalletCompletingScreenProps {
  /** The flow's actions: a wait of more than `slowAfterMs` offers Cancel (`cancel`). */
  actions?: Pick<WalletLoginActions, 'cancel'>;
  /** How long the wait runs before the slow-wait notice shows (default 5000 ms). */
  slowAfterMs?: number;
}

/** The wallet signed; the service is finding or creating the account and the session. A long wait says so and offers Cancel. */
export function WalletCompletingScreen({ actions, slowAfterMs = slowWaitMs }: WalletCompletingScreenProps = {}) {
  const strings = useStrings();
  const words = useWalletStrings();
  const slow = useSlowWait(true, slowAfterMs);
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text" role="status" aria-busy="true">
        {words.walletCompleting}
      </p>
      <SlowWaitNotice slow={slow} action={actions && { label: strings.cancel, onClick: () => actions.cancel() }} />
    </div>
  );
}
