import { useState } from 'react';
import type { PrivateKey } from '../../core/internal';
import { useExportPrivateKey } from '../../react/index';
import type { AccountStrings } from '../locales/account-strings';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { useSlowWait } from '../screens/use-slow-wait';
import { AccountMessageLines, reportOutcome, useAccountMessages } from './account-messages';
import { useSectionContent } from './account-panel-layout';
import { AccountQueryList } from './account-query-list';
import { AccountSection, type AccountSectionProps } from './account-section';
import { PrivateKeyListItem } from './private-key-list-item';
import { usePendingFocus } from './use-pending-focus';
import { copySecret, useShownSecret } from './use-shown-secret';

export type PrivateKeyExportSectionProps = AccountSectionProps;

const nameOf = (key: PrivateKey, account: AccountStrings): string =>
  typeof key.privateKeyName === 'string' && key.privateKeyName.trim() !== '' ? key.privateKeyName : account.privateKeyUnnamed;

/**
 * The organization's private keys and their export: Export asks for confirmation, then shows the
 * key (decrypted in this page) with Copy and Hide. The bytes live only in this component's state:
 * the export result's own copy is wiped at once, and the shown copy is wiped when hidden, when the
 * session changes and at unmount. Nothing is logged or stored. Cancel also stops an export under
 * way (one the service is slow to answer says so). Place it inside <LoginKitProvider>.
 */
export function PrivateKeyExportSection(props: PrivateKeyExportSectionProps) {
  return (
    <AccountSection
      {...props}
      kind="loginkit-account-private-keys"
      section="privateKeys"
      heading={(account) => account.privateKeysHeading}
      description={(account) => account.privateKeysDescription}
    >
      <PrivateKeysBody />
    </AccountSection>
  );
}

function PrivateKeysBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const { privateKeys, exportKey } = useExportPrivateKey();
  const messages = useAccountMessages(strings);
  const focus = usePendingFocus<HTMLDivElement>();
  const [confirming, setConfirming] = useState<string | null>(null);
  // The shown bytes are wiped (not only dropped) when hidden, when the session changes and at unmount.
  const { shown: revealed, show } = useShownSecret();
  const slow = useSlowWait(exportKey.isPending);

  const exportOne = (key: PrivateKey): void => {
    if (exportKey.isPending) return;
    const name = nameOf(key, account);
    const back = `[data-private-key-export="${key.privateKeyId}"]`;
    messages.clear();
    exportKey.mutate(
      { privateKeyId: key.privateKeyId },
      {
        onSuccess: (outcome) => {
          setConfirming(null);
          if (outcome.status !== 'completed') {
            focus.focusSoon(back);
            reportOutcome(outcome, messages, strings, account, '', account.privateKeyExportFailed(name));
            return;
          }
          // Keep one copy, in this component; wipe the result's and let the mutation forget it.
          const bytes = outcome.result.privateKey.slice();
          outcome.result.privateKey.fill(0);
          exportKey.reset();
          show({ id: key.privateKeyId, bytes });
          focus.focusSoon('[data-private-key-copy]');
          messages.tell(account.privateKeyRevealed(name));
        },
        onError: (error) => {
          setConfirming(null);
          focus.focusSoon(back);
          // Cancelled: nothing to say (nothing is shown, nothing changed).
          if (error.details.aborted !== true) messages.fail(account.privateKeyExportFailed(name), error);
        },
      },
    );
  };

  const copy = (hex: string): void => copySecret(hex, messages, account.privateKeyCopied, account.privateKeyCopyFailed);

  const hide = (key: PrivateKey): void => {
    show(null);
    focus.focusSoon(`[data-private-key-export="${key.privateKeyId}"]`);
    messages.tell(account.privateKeyHidden(nameOf(key, account)));
  };

  // No keys: nothing to show in a panel (there is nothing to add here).
  const nothing = privateKeys.isSuccess && privateKeys.data.length === 0 && messages.announcement === '' && messages.problem === null;
  useSectionContent('privateKeys', privateKeys.isPending ? 'loading' : nothing ? 'none' : 'filled');

  const list = (
    <AccountQueryList query={privateKeys} loading={account.privateKeysLoading} failed={account.privateKeysLoadFailed} empty={account.privateKeysEmpty}>
      {(items) =>
        items.map((key) => (
          <PrivateKeyListItem
            key={key.privateKeyId}
            privateKey={key}
            name={nameOf(key, account)}
            confirming={confirming === key.privateKeyId}
            exporting={exportKey.isPending && exportKey.variables?.privateKeyId === key.privateKeyId}
            waiting={exportKey.isPending}
            revealed={revealed?.id === key.privateKeyId ? revealed.bytes : undefined}
            onExport={() => {
              setConfirming(key.privateKeyId);
              focus.focusSoon('[data-private-key-confirm]');
            }}
            onConfirm={() => exportOne(key)}
            onCancel={() => {
              exportKey.cancel();
              setConfirming(null);
              focus.focusSoon(`[data-private-key-export="${key.privateKeyId}"]`);
            }}
            onCopy={copy}
            onHide={() => hide(key)}
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
