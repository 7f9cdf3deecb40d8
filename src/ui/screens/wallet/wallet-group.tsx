import { useId } from 'react';
import type { WalletInfo } from '../../../core/internal';
import type { UseWalletsResult, WalletLoginActions } from '../../../react/wallet-index';
import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
import { LastUsedBadge } from '../last-used-badge';
import { WalletIcon } from './wallet-icon';

/** The wallet's plain data (discovery hands out its connectors): what the flow keeps in its state. */
const infoOf = ({ id, chain, source, name, icon, rdns }: WalletInfo): WalletInfo => ({
  id,
  chain,
  source,
  name,
  ...(icon === undefined ? {} : { icon }),
  ...(rdns === undefined ? {} : { rdns }),
});

export interface WalletGroupProps {
  /** The wallets on the page (`useWallets()`): they arrive while the group is shown. */
  wallets: UseWalletsResult;
  actions: WalletLoginActions;
  /** The "or" divider above the group (off when nothing, or another "or" group, is above it). Defaults to true. */
  divider?: boolean;
  /** The user logged in with a wallet last time on this browser: the group is marked "Last used". */
  lastUsed?: boolean;
}

/**
 * The external wallets under the contact form: one button per wallet found on the page (its icon,
 * name and chain), in the order discovery found them, whatever found them (EIP-6963, an injected
 * provider, the Wallet Standard; another connector is one more entry). What the wallet will ask
 * is said before the click (each button is described by it). While discovery loads, a status; with
 * no wallet installed, how to get one (the list fills in by itself when one arrives).
 */
export function WalletGroup({ wallets, actions, divider = true, lastUsed = false }: WalletGroupProps) {
  const strings = useStrings();
  const words = useWalletStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const id = useId();
  const labelId = `${id}-label`;
  const explainerId = `${id}-explainer`;
  const lastUsedId = `${id}-last-used`;
  let body;
  if (wallets.status === 'loading') {
    body = (
      <p className="loginkit-hint" role="status" aria-busy="true">
        {words.walletLoading}
      </p>
    );
  } else if (wallets.status === 'failed') {
    body = (
      <p className={errorClass} role="alert">
        {words.walletLoadFailed} {strings.errors[wallets.error.code]}
      </p>
    );
  } else if (wallets.wallets.length === 0) {
    body = (
      <div className="loginkit-wallet-none" role="status">
        <p className="loginkit-wallet-none__heading">{words.walletNoneHeading}</p>
        <p className="loginkit-hint">{words.walletNoneText}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p id={explainerId} className="loginkit-hint">
          {words.walletExplainer}
        </p>
        <ul className="loginkit-wallet-list" aria-labelledby={labelId}>
          {wallets.wallets.map((wallet) => (
            <li key={wallet.id}>
              <KitButton
                variant="secondary"
                className="loginkit-wallet-list__button"
                aria-describedby={explainerId}
                // From the click itself: the wallet's prompt keeps the user's gesture.
                onClick={() => actions.select(infoOf(wallet))}
              >
                <WalletIcon wallet={wallet} />
                <span className="loginkit-wallet-list__name">{wallet.name}</span>
                <span className="loginkit-wallet-list__chain">{words.walletChainName[wallet.chain]}</span>
              </KitButton>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="loginkit-wallet-group" role="group" aria-labelledby={labelId} aria-describedby={lastUsed ? lastUsedId : undefined}>
      {divider && (
        <p className="loginkit-divider">
          <span>{strings.socialDivider}</span>
        </p>
      )}
      <p id={labelId} className="loginkit-wallet-group__label">
        {words.walletGroupLabel}
        {lastUsed && <LastUsedBadge id={lastUsedId} />}
      </p>
      {body}
    </div>
  );
}
