import { useState } from 'react';
import type { EmbeddedWallet } from '../../core/internal';
import { useExportWallet } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { useSlowWait } from '../screens/use-slow-wait';
import { AccountMessageLines, reportOutcome, useAccountMessages } from './account-messages';
import { useSectionContent } from './account-panel-layout';
import { AccountQueryList } from './account-query-list';
import { AccountSection, type AccountSectionProps } from './account-section';
import { usePendingFocus } from './use-pending-focus';
import { copySecret, useShownSecret } from './use-shown-secret';
import { WalletListItem } from './wallet-list-item';

export type WalletExportSectionProps = AccountSectionProps;

const nameOf = (wallet: EmbeddedWallet): string => (wallet.walletName.trim() !== '' ? wallet.walletName : wallet.walletId);

/**
 * The organization's embedded wallets (the one made at signup, and any other) and their export:
 * Export asks for confirmation, then shows the recovery phrase (decrypted in this page, from an
 * export bundle checked against the pinned signer key) with Copy and Hide — the private key
 * export's safety, for the whole wallet. The section keeps the words as bytes it wipes when hidden,
 * when the session changes and at unmount; the mutation forgets its result at once. Nothing is
 * logged or stored. An MFA policy that holds exports is answered as for private keys. Place it
 * inside <LoginKitProvider>.
 */
export function WalletExportSection(props: WalletExportSectionProps) {
  return (
    <AccountSection
      {...props}
      kind="loginkit-account-wallet-export"
      section="walletExport"
      heading={(account) => account.walletExportHeading}
      description={(account) => account.walletExportDescription}
    >
      <WalletExportBody />
    </AccountSection>
  );
}

function WalletExportBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const { wallets, exportWallet } = useExportWallet();
  const messages = useAccountMessages(strings);
  const focus = usePendingFocus<HTMLDivElement>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { shown: revealed, show } = useShownSecret();
  const slow = useSlowWait(exportWallet.isPending);

  const exportOne = (wallet: EmbeddedWallet): void => {
    if (exportWallet.isPending) return;
    const name = nameOf(wallet);
    const back = `[data-wallet-export="${wallet.walletId}"]`;
    messages.clear();
    exportWallet.mutate(
      { walletId: wallet.walletId },
      {
        onSuccess: (outcome) => {
          setConfirming(null);
          if (outcome.status !== 'completed') {
            focus.focusSoon(back);
            reportOutcome(outcome, messages, strings, account, '', account.walletExportFailed(name));
            return;
          }
          const bytes = new TextEncoder().encode(outcome.result.mnemonic);
          exportWallet.reset();
          show({ id: wallet.walletId, bytes });
          focus.focusSoon('[data-recovery-phrase-copy]');
          messages.tell(account.walletExportRevealed(name));
        },
        onError: (error) => {
          setConfirming(null);
          focus.focusSoon(back);
          if (error.details.aborted !== true) messages.fail(account.walletExportFailed(name), error);
        },
      },
    );
  };

  const copy = (phrase: string): void => copySecret(phrase, messages, account.privateKeyCopied, account.walletExportCopyFailed);

  const hide = (wallet: EmbeddedWallet): void => {
    show(null);
    focus.focusSoon(`[data-wallet-export="${wallet.walletId}"]`);
    messages.tell(account.walletExportHidden(nameOf(wallet)));
  };

  const nothing = wallets.isSuccess && wallets.data.length === 0 && messages.announcement === '' && messages.problem === null;
  useSectionContent('walletExport', wallets.isPending ? 'loading' : nothing ? 'none' : 'filled');

  const list = (
    <AccountQueryList query={wallets} loading={account.walletExportLoading} failed={account.walletExportLoadFailed} empty={account.walletExportEmpty}>
      {(items) =>
        items.map((wallet) => (
          <WalletListItem
            key={wallet.walletId}
            wallet={wallet}
            name={nameOf(wallet)}
            confirming={confirming === wallet.walletId}
            exporting={exportWallet.isPending && exportWallet.variables?.walletId === wallet.walletId}
            waiting={exportWallet.isPending}
            revealed={revealed?.id === wallet.walletId ? revealed.bytes : undefined}
            onExport={() => {
              setConfirming(wallet.walletId);
              focus.focusSoon('[data-wallet-confirm]');
            }}
            onConfirm={() => exportOne(wallet)}
            onCancel={() => {
              exportWallet.cancel();
              setConfirming(null);
              focus.focusSoon(`[data-wallet-export="${wallet.walletId}"]`);
            }}
            onCopy={copy}
            onHide={() => hide(wallet)}
          />
        ))
      }
    </AccountQueryList>
  );

  return (
    <div className="loginkit-account-section__body" ref={focus.root}>
      {list}
      <SlowWaitNotice slow={slow} />
      <AccountMessageLines messages={messages} />
    </div>
  );
}
