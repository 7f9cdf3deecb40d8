import { useWalletStrings } from '../../locales/use-wallet-strings';
import { CancelledScreen } from '../cancelled-screen';
import { KitButton } from '../kit-button';
import type { WalletScreenProps, WalletScreenState } from './wallet-screen-types';

export type WalletCancelledScreenProps = WalletScreenProps<WalletScreenState<'cancelled'>>;

/**
 * The person declined in the wallet (EIP-1193 4001): Try again opens the same prompt again; after
 * a declined Ethereum signature (say, the wrong account), the wallet can be asked for other
 * accounts (EIP-2255); or another method.
 */
export function WalletCancelledScreen({ state, actions }: WalletCancelledScreenProps) {
  const words = useWalletStrings();
  const otherAccounts =
    state.account?.chain === 'ethereum' ? (
      <KitButton variant="link" onClick={() => actions.requestOtherAccounts()}>
        {words.walletOtherAccounts(state.wallet.name)}
      </KitButton>
    ) : undefined;
  return (
    <CancelledScreen
      heading={words.walletCancelledHeading}
      text={words.walletCancelledText(state.wallet.name)}
      onRetry={() => actions.retry()}
      onBack={() => actions.back()}
      extra={otherAccounts}
    />
  );
}
