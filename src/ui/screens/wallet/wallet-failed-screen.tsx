import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
import { FailedScreen } from '../failed-screen';
import type { WalletScreenProps, WalletScreenState } from './wallet-screen-types';

export type WalletFailedScreenProps = WalletScreenProps<WalletScreenState<'failed'>>;

/**
 * The wallet login failed: which wallet, and why (locked, a request already open, gone, the
 * network or the service), in one alert; Try again and Back. A wallet that is gone gets no Try
 * again (it could only fail again): Back shows the list as it is now.
 */
export function WalletFailedScreen({ state, actions }: WalletFailedScreenProps) {
  const strings = useStrings();
  const words = useWalletStrings();
  return (
    <FailedScreen
      heading={words.walletFailedHeading(state.wallet.name)}
      message={strings.errors[state.error.code]}
      retryable={state.error.code !== 'wallet_unavailable'}
      onRetry={() => actions.retry()}
      onBack={() => actions.back()}
    />
  );
}
