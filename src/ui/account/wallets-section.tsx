import { Suspense, useState } from 'react';
import type { LinkedWallet, LoginKitError, WalletInfo } from '../../core/internal';
import { useLinkedWallets } from '../../react/index';
import { useWallets } from '../../react/wallet-index';
import type { Strings } from '../locales/en';
import type { WalletStrings } from '../locales/wallet-strings';
import { useStrings } from '../locales/strings-context';
import { useWalletStrings } from '../locales/use-wallet-strings';
import { KitButton } from '../screens/kit-button';
import { WalletAddress } from '../screens/wallet/wallet-address';
import { WalletIcon } from '../screens/wallet/wallet-icon';
import { useSectionContent, type SectionContent } from './account-panel-layout';
import { AccountQueryList } from './account-query-list';
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
  // The wallet strings of a language other than English load with the section: it shows once they have.
  return (
    <Suspense fallback={null}>
      <AccountSection {...props} kind="loginkit-account-wallets" section="wallets" heading={() => <WalletWords pick="walletsHeading" />} description={() => <WalletWords pick="walletsDescription" />}>
        <WalletsBody />
      </AccountSection>
    </Suspense>
  );
}

/** One plain string of the wallet table, in the section's language. */
function WalletWords({ pick }: { pick: 'walletsHeading' | 'walletsDescription' }) {
  return useWalletStrings()[pick];
}

/** Why linking `wallet` failed, in one sentence or two. */
function linkFailure(wallet: WalletInfo, error: LoginKitError, strings: Strings, words: WalletStrings): [string, string] {
  const reason = error.code === 'already_exists' ? words.walletsAlreadyLinked : strings.errors[error.code];
  return [words.walletsLinkFailed(wallet.name), reason];
}

function WalletsBody() {
  const strings = useStrings();
  const words = useWalletStrings();
  const { linked, link } = useLinkedWallets();
  const wallets = useWallets();
  const messages = useAccountMessages(strings);
  const [linking, setLinking] = useState<WalletInfo | undefined>(undefined);

  const start = (wallet: WalletInfo): void => {
    if (link.isPending) return;
    setLinking(wallet);
    messages.tell(words.walletsLinking(wallet.name, wallet.chain));
    link.mutate(
      { walletId: wallet.id },
      {
        onSuccess: () => messages.tell(words.walletsLinked(wallet.name)),
        onError: (error) => {
          const [message, reason] = linkFailure(wallet, error, strings, words);
          messages.fail(message, reason);
        },
        onSettled: () => setLinking(undefined),
      },
    );
  };

  // Nothing linked: an offer when a wallet is found, else nothing to show (in a panel).
  let content: SectionContent = 'filled';
  if (linked.isPending || wallets.status === 'loading') content = 'loading';
  else if (linked.isSuccess && linked.data.length === 0 && wallets.status === 'ready' && linking === undefined && messages.announcement === '' && messages.problem === null) {
    content = wallets.wallets.length > 0 ? 'invite' : 'none';
  }
  const placement = useSectionContent('wallets', content);

  const list = (
    <AccountQueryList query={linked} loading={words.walletsLoading} failed={words.walletsLoadFailed} empty={placement === 'invite' ? undefined : words.walletsEmpty}>
      {(items) => items.map((item) => <LinkedWalletItem key={item.apiKeyId} wallet={item} />)}
    </AccountQueryList>
  );

  let offer;
  if (wallets.status === 'loading') {
    offer = (
      <p className="loginkit-hint" aria-busy="true">
        {words.walletLoading}
      </p>
    );
  } else if (wallets.status === 'failed') {
    offer = (
      <p className="loginkit-error" role="alert">
        {words.walletLoadFailed} {strings.errors[wallets.error.code]}
      </p>
    );
  } else if (wallets.wallets.length === 0) {
    offer = (
      <div className="loginkit-wallet-none">
        <p className="loginkit-wallet-none__heading">{words.walletNoneHeading}</p>
        <p className="loginkit-hint">{words.walletNoneText}</p>
      </div>
    );
  } else {
    offer = (
      <div className="loginkit-account-section__buttons" role="group" aria-label={words.walletsLinkLabel}>
        {wallets.wallets.map((wallet) => (
          <KitButton
            key={wallet.id}
            variant="secondary"
            busy={linking?.id === wallet.id}
            unavailable={linking !== undefined && linking.id !== wallet.id}
            onClick={() => start(wallet)}
          >
            <WalletIcon wallet={wallet} />
            {words.walletsLink(wallet.name)}
            <span className="loginkit-wallet-list__chain">{words.walletChainName[wallet.chain]}</span>
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
  const words = useWalletStrings();
  return (
    <li className="loginkit-account-item">
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">{wallet.apiKeyName}</p>
        <p className="loginkit-account-item__meta">
          {words.walletChainName[wallet.chain]} · <WalletAddress address={wallet.address} />
        </p>
      </div>
    </li>
  );
}
