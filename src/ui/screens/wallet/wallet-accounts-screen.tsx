import { useId } from 'react';
import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
import { KitButton } from '../kit-button';
import { WalletAddress } from './wallet-address';
import type { WalletScreenProps, WalletScreenState } from './wallet-screen-types';

export type WalletAccountsScreenProps = WalletScreenProps<WalletScreenState<'choosingAccount'>>;

/**
 * The wallet shares several accounts: one button per account (the wallet's selected one first,
 * marked, and focused), "Ask <wallet> for other accounts" for Ethereum wallets (EIP-2255 lets the
 * person pick others in the wallet), and Back.
 */
export function WalletAccountsScreen({ state, actions }: WalletAccountsScreenProps) {
  const strings = useStrings();
  const words = useWalletStrings();
  const id = useId();
  const textId = `${id}-text`;
  const selectedId = `${id}-selected`;
  const { wallet, accounts } = state;
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{words.walletChooseAccountHeading}</h3>
      <p id={textId} className="loginkit-text" role="status">
        {words.walletChooseAccountText(wallet.name)}
      </p>
      <ul className="loginkit-wallet-accounts" aria-labelledby={textId}>
        {accounts.map((account, index) => (
          <li key={account.address}>
            <KitButton
              variant="secondary"
              className="loginkit-wallet-accounts__button"
              autoFocus={index === 0}
              aria-describedby={index === 0 ? selectedId : undefined}
              onClick={() => actions.chooseAccount(account)}
            >
              <WalletAddress address={account.address} />
              {index === 0 && (
                <span id={selectedId} className="loginkit-last-used" aria-hidden="true">
                  {words.walletSelectedAccount}
                </span>
              )}
            </KitButton>
          </li>
        ))}
      </ul>
      <div className="loginkit-actions">
        {wallet.chain === 'ethereum' && (
          <KitButton variant="link" onClick={() => actions.requestOtherAccounts()}>
            {words.walletOtherAccounts(wallet.name)}
          </KitButton>
        )}
        <KitButton variant="secondary" onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
