import { useId } from 'react';
import type { PrivateKey } from '../../core/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
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
  const strings = useStrings();
  const account = useAccountStrings();
  const promptId = useId();
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
        <div className="loginkit-account-confirm" role="group" aria-labelledby={promptId}>
          <p id={promptId} className="loginkit-account-item__name">
            {account.privateKeyConfirmExport(name)}
          </p>
          <p className="loginkit-hint">{account.privateKeyConfirmExportText}</p>
          <div className="loginkit-account-section__buttons">
            <KitButton variant="danger" busy={exporting} data-private-key-confirm="" onClick={onConfirm}>
              {exporting ? account.privateKeyExporting : account.privateKeyConfirmExportButton}
            </KitButton>
            <KitButton variant="secondary" onClick={onCancel}>
              {strings.cancel}
            </KitButton>
          </div>
        </div>
      ) : (
        <KitButton variant="secondary" data-private-key-export={privateKey.privateKeyId} unavailable={waiting} onClick={onExport}>
          {account.privateKeyExport}
          <span className="loginkit-visually-hidden"> {name}</span>
        </KitButton>
      )}
    </li>
  );
}
