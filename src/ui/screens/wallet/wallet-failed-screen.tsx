import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
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
  const errorClass = usePartClass('error', 'loginkit-error');
  const retryable = state.error.code !== 'wallet_unavailable';
  return (
    <div className="loginkit-screen">
      <div className="loginkit-alert" role="alert">
        <h3 className="loginkit-heading">{words.walletFailedHeading(state.wallet.name)}</h3>
        <p className={errorClass}>{strings.errors[state.error.code]}</p>
      </div>
      <div className="loginkit-actions">
        {retryable && (
          <KitButton autoFocus onClick={() => actions.retry()}>
            {strings.retry}
          </KitButton>
        )}
        <KitButton variant="secondary" autoFocus={!retryable} onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
