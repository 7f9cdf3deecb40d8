import { useId } from 'react';
import type { Authenticator } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { formatAddedDate, formatTransports } from './passkey-format';

export interface PasskeyListItemProps {
  passkey: Authenticator;
  /** The name shown (the passkey's, or "Unnamed passkey"). */
  name: string;
  /** The inline "Delete <name>?" step is open. */
  confirming: boolean;
  /** The deletion is running. */
  deleting: boolean;
  onDelete(): void;
  onConfirm(): void;
  onCancel(): void;
}

/** One passkey: name, date added, how it connects, and Delete with an inline confirmation. */
export function PasskeyListItem({ passkey, name, confirming, deleting, onDelete, onConfirm, onCancel }: PasskeyListItemProps) {
  const strings = useStrings();
  const account = useAccountStrings();
  const promptId = useId();
  const added = formatAddedDate(passkey.createdAt, strings.lang);
  const transports = formatTransports(passkey.transports, account, strings.lang);
  return (
    <li className="loginkit-passkeys__item">
      <div className="loginkit-passkeys__details">
        <p className="loginkit-passkeys__name">{name}</p>
        {added && <p className="loginkit-passkeys__meta">{account.passkeyAddedOn(added)}</p>}
        {transports && <p className="loginkit-passkeys__meta">{transports}</p>}
      </div>
      {confirming ? (
        <div className="loginkit-passkeys__confirm" role="group" aria-labelledby={promptId}>
          <p id={promptId} className="loginkit-passkeys__prompt">
            {account.passkeyConfirmDelete(name)}
          </p>
          <p className="loginkit-hint">{account.passkeyConfirmDeleteText}</p>
          <div className="loginkit-passkeys__buttons">
            <KitButton variant="danger" busy={deleting} data-passkey-confirm="" onClick={() => onConfirm()}>
              {deleting ? account.passkeyDeleting : account.passkeyConfirmDeleteButton}
            </KitButton>
            <KitButton variant="secondary" unavailable={deleting} onClick={() => onCancel()}>
              {strings.cancel}
            </KitButton>
          </div>
        </div>
      ) : (
        <KitButton variant="secondary" className="loginkit-passkeys__delete" data-passkey-delete={passkey.authenticatorId} onClick={() => onDelete()}>
          {account.passkeyDelete}
          <span className="loginkit-visually-hidden"> {name}</span>
        </KitButton>
      )}
    </li>
  );
}
