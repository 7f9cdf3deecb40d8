import { useState } from 'react';
import type { LinkedWallet, LoginKitError, WalletInfo } from '../../core/index';
import { useLinkedWallets, useWallets } from '../../react/index';
import type { Strings } from '../locales/en';
import { useStrings } from '../locales/strings-context';
import { KitButton } from '../screens/kit-button';
import { WalletAddress } from '../screens/wallet/wallet-address';
import { WalletIcon } from '../screens/wallet/wallet-icon';
import { AccountMessageLines, useAccountMessages } from './account-messages';
import { AccountSection, type AccountSectionProps } from './account-section';

export type WalletsSectionProps = AccountSectionProps;

/**
 * The signed-in user's linked external wallets (chain, key name, address) and "Link a wallet": one
 * button per wallet found on the page. Linking connects (and for Ethereum asks one signature:
 * the key is only known from one); what the wallet asks is announced while it does. A wallet linked
 * to another account already is refused with a message saying so. Place it inside <LoginKitProvider>.
 */
export function WalletsSection(props: WalletsSectionProps) {
  return (
    <AccountSection {...props} kind="loginkit-account-wallets" heading={(strings) => strings.walletsHeading} description={(strings) => strings.walletsDescription}>
      <WalletsBody />
    </AccountSection>
  );
}

/** Why linking `wallet` failed, in one sentence or two. */
function linkFailure(wallet: WalletInfo, error: LoginKitError, strings: Strings): [string, string] {
  const reason = error.code === 'already_exists' ? strings.walletsAlreadyLinked : strings.errors[error.code];
  return [strings.walletsLinkFailed(wallet.name), reason];
}

function WalletsBody() {
  const strings = useStrings();
  const { linked, link } = useLinkedWallets();
  const wallets = useWallets();
  const messages = useAccountMessages(strings);
  const [linking, setLinking] = useState<WalletInfo | undefined>(undefined);

  const start = (wallet: WalletInfo): void => {
    if (link.isPending) return;
    setLinking(wallet);
    messages.tell(strings.walletsLinking(wallet.name, wallet.chain));
    link.mutate(
      { walletId: wallet.id },
      {
        onSuccess: () => messages.tell(strings.walletsLinked(wallet.name)),
        onError: (error) => {
          const [message, reason] = linkFailure(wallet, error, strings);
          messages.fail(message, reason);
        },
        onSettled: () => setLinking(undefined),
      },
    );
  };

  let list;
  if (linked.isPending) {
    list = (
      <p className="loginkit-text" aria-busy="true">
        {strings.walletsLoading}
      </p>
    );
  } else if (linked.isError) {
    list = (
      <div className="loginkit-account-section__body">
        <p className="loginkit-error" role="alert">
          {strings.walletsLoadFailed} {strings.errors[linked.error.code]}
        </p>
        <div className="loginkit-account-section__buttons">
          <KitButton variant="secondary" busy={linked.isFetching} onClick={() => void linked.refetch()}>
            {strings.retry}
          </KitButton>
        </div>
      </div>
    );
  } else if (linked.data.length === 0) {
    list = <p className="loginkit-text">{strings.walletsEmpty}</p>;
  } else {
    list = (
      <ul className="loginkit-account-list">
        {linked.data.map((item) => (
          <LinkedWalletItem key={item.apiKeyId} wallet={item} />
        ))}
      </ul>
    );
  }

  let offer;
  if (wallets.status === 'loading') {
    offer = (
      <p className="loginkit-hint" aria-busy="true">
        {strings.walletLoading}
      </p>
    );
  } else if (wallets.status === 'failed') {
    offer = (
      <p className="loginkit-error" role="alert">
        {strings.walletLoadFailed} {strings.errors[wallets.error.code]}
      </p>
    );
  } else if (wallets.wallets.length === 0) {
    offer = (
      <div className="loginkit-wallet-none">
        <p className="loginkit-wallet-none__heading">{strings.walletNoneHeading}</p>
        <p className="loginkit-hint">{strings.walletNoneText}</p>
      </div>
    );
  } else {
    offer = (
      <div className="loginkit-account-section__buttons" role="group" aria-label={strings.walletsLinkLabel}>
        {wallets.wallets.map((wallet) => (
          <KitButton
            key={wallet.id}
            variant="secondary"
            busy={linking?.id === wallet.id}
            unavailable={linking !== undefined && linking.id !== wallet.id}
            onClick={() => start(wallet)}
          >
            <WalletIcon wallet={wallet} />
            {strings.walletsLink(wallet.name)}
            <span className="loginkit-wallet-list__chain">{strings.walletChainName[wallet.chain]}</span>
          </KitButton>
        ))}
      </div>
    );
  }

  return (
    <div className="loginkit-account-section__body">
      {list}
      {offer}
      <AccountMessageLines messages={messages} />
    </div>
  );
}

/** One linked wallet: its key's name, its chain and its address (short on screen, whole for screen readers). */
function LinkedWalletItem({ wallet }: { wallet: LinkedWallet }) {
  const strings = useStrings();
  return (
    <li className="loginkit-account-item">
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">{wallet.apiKeyName}</p>
        <p className="loginkit-account-item__meta">
          {strings.walletChainName[wallet.chain]} · <WalletAddress address={wallet.address} />
        </p>
      </div>
    </li>
  );
}
