import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
import { KitButton } from '../kit-button';
import type { WalletScreenProps, WalletScreenState } from './wallet-screen-types';

export type WalletCancelledScreenProps = WalletScreenProps<WalletScreenState<'cancelled'>>;

/** The person declined in the wallet (EIP-1193 4001): Try again opens the same prompt again, or another method. */
export function WalletCancelledScreen({ state, actions }: WalletCancelledScreenProps) {
  const strings = useStrings();
  const words = useWalletStrings();
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{words.walletCancelledHeading}</h3>
      <p className="loginkit-text" role="status">
        {words.walletCancelledText(state.wallet.name)}
      </p>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => actions.retry()}>
          {strings.retry}
        </KitButton>
        <KitButton variant="secondary" onClick={() => actions.back()}>
          {strings.passkeyOtherMethod}
        </KitButton>
      </div>
    </div>
  );
}
