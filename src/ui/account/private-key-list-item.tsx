import type { PrivateKey } from '../../core/internal';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { ExportConfirmation } from './export-confirmation';
import { RevealedPrivateKey } from './revealed-private-key';

export interface PrivateKeyListItemProps {
  privateKey: PrivateKey;
  /** The name shown (the key's, or "Unnamed key"). */
  name: string;
  /** The inline "Show the private key of <name>?" step is open. */
  confirming: boolean;
  /** The export is running (Cancel stops it). */
  exporting: boolean;
  /** Another export is running: Export waits. */
  waiting: boolean;
  /** The exported key bytes while shown. */
  revealed: Uint8Array | undefined;
  onExport(): void;
  onConfirm(): void;
  onCancel(): void;
  onCopy(hex: string): void;
  onHide(): void;
}

/** One private key: its name and address, Export with an inline confirmation, then the key itself. */
export function PrivateKeyListItem({ privateKey, name, confirming, exporting, waiting, revealed, onExport, onConfirm, onCancel, onCopy, onHide }: PrivateKeyListItemProps) {
  const account = useAccountStrings();
  const address = privateKey.addresses[0]?.address;
  return (
    <li className="loginkit-account-item">
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">{name}</p>
        {address !== undefined && (
          <p className="loginkit-account-item__meta loginkit-account-item__meta--code" translate="no">
            {address}
          </p>
        )}
      </div>
      {revealed !== undefined ? (
        <RevealedPrivateKey name={name} bytes={revealed} onCopy={onCopy} onHide={onHide} />
      ) : confirming ? (
        <ExportConfirmation prompt={account.privateKeyConfirmExport(name)} text={account.privateKeyConfirmExportText} exporting={exporting} confirmMark="data-private-key-confirm" onConfirm={onConfirm} onCancel={onCancel} />
      ) : (
        <KitButton variant="secondary" data-private-key-export={privateKey.privateKeyId} unavailable={waiting} onClick={onExport}>
          {account.privateKeyExport}
          <span className="loginkit-visually-hidden"> {name}</span>
        </KitButton>
      )}
    </li>
  );
}
