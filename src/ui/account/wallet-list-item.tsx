import { useId } from 'react';
import type { EmbeddedWallet } from '../../core/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { RevealedRecoveryPhrase } from './revealed-recovery-phrase';

export interface WalletListItemProps {
  wallet: EmbeddedWallet;
  /** The name shown (the wallet's, or its id). */
  name: string;
  /** The inline "Show the recovery phrase of <name>?" step is open. */
  confirming: boolean;
  /** The export is running (Cancel stops it). */
  exporting: boolean;
  /** Another export is running: Export waits. */
  waiting: boolean;
  /** The exported mnemonic (UTF-8 bytes) while shown. */
  revealed: Uint8Array | undefined;
  onExport(): void;
  onConfirm(): void;
  onCancel(): void;
  onCopy(phrase: string): void;
  onHide(): void;
}

/** One embedded wallet: its name, Export with an inline confirmation, then its recovery phrase. */
export function WalletListItem({ wallet, name, confirming, exporting, waiting, revealed, onExport, onConfirm, onCancel, onCopy, onHide }: WalletListItemProps) {
  const strings = useStrings();
  const account = useAccountStrings();
  const promptId = useId();
  return (
    <li className="loginkit-account-item">
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">{name}</p>
      </div>
      {revealed !== undefined ? (
        <RevealedRecoveryPhrase name={name} bytes={revealed} onCopy={onCopy} onHide={onHide} />
      ) : confirming ? (
        <div className="loginkit-account-confirm" role="group" aria-labelledby={promptId}>
          <p id={promptId} className="loginkit-account-item__name">
            {account.walletExportConfirm(name)}
          </p>
          <p className="loginkit-hint">{account.walletExportConfirmText}</p>
          <div className="loginkit-account-section__buttons">
            <KitButton variant="danger" busy={exporting} data-wallet-confirm="" onClick={onConfirm}>
              {exporting ? account.privateKeyExporting : account.privateKeyConfirmExportButton}
            </KitButton>
            <KitButton variant="secondary" onClick={onCancel}>
              {strings.cancel}
            </KitButton>
          </div>
        </div>
      ) : (
        <KitButton variant="secondary" data-wallet-export={wallet.walletId} unavailable={waiting} onClick={onExport}>
          {account.privateKeyExport}
          <span className="loginkit-visually-hidden"> {name}</span>
        </KitButton>
      )}
    </li>
  );
}
