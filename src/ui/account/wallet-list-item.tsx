import type { EmbeddedWallet } from '../../core/internal';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { ExportConfirmation } from './export-confirmation';
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
  const account = useAccountStrings();
  return (
    <li className="loginkit-account-item">
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">{name}</p>
      </div>
      {revealed !== undefined ? (
        <RevealedRecoveryPhrase name={name} bytes={revealed} onCopy={onCopy} onHide={onHide} />
      ) : confirming ? (
        <ExportConfirmation prompt={account.walletExportConfirm(name)} text={account.walletExportConfirmText} exporting={exporting} confirmMark="data-wallet-confirm" onConfirm={onConfirm} onCancel={onCancel} />
      ) : (
        <KitButton variant="secondary" data-wallet-export={wallet.walletId} unavailable={waiting} onClick={onExport}>
          {account.privateKeyExport}
          <span className="loginkit-visually-hidden"> {name}</span>
        </KitButton>
      )}
    </li>
  );
}
