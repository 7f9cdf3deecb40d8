import { useId, type RefObject } from 'react';
import { useStrings } from '../../locales/strings-context';
import { KitButton } from '../kit-button';
import { LastUsedBadge } from '../last-used-badge';
import { GenericWalletIcon } from './generic-wallet-icon';

export interface WalletEntryProps {
  /** The "or" divider above the entry. */
  divider: boolean;
  /** The user logged in with a wallet last time on this browser: marked "Last used". */
  lastUsed: boolean;
  /**
   * Discovery found no wallet after the entry had been on screen: its room stays, empty and hidden
   * from assistive technology, so nothing below or around it moves (see login-methods.tsx).
   */
  reserved: boolean;
  /** Opens the wallet list (a step of the screen, from the wallet chunk). */
  onOpen(): void;
  /** The entry's box: the focus comes back to its button when the wallet list is left. */
  boxRef: RefObject<HTMLDivElement | null>;
}

/**
 * "Continue with a wallet": the compact method list's one entry for every wallet, which opens the
 * wallet list. Small, in the modal's initial code; the list itself is in the wallet chunk.
 */
export function WalletEntry({ divider, lastUsed, reserved, onOpen, boxRef }: WalletEntryProps) {
  const strings = useStrings();
  const lastUsedId = `${useId()}-last-used`;
  return (
    <div ref={boxRef} className="loginkit-wallet-entry" aria-hidden={reserved || undefined} data-reserved={reserved || undefined}>
      {divider && (
        <p className="loginkit-divider">
          <span>{strings.socialDivider}</span>
        </p>
      )}
      {reserved ? (
        <span className="loginkit-wallet-entry__slot" />
      ) : (
        <KitButton variant="secondary" aria-describedby={lastUsed ? lastUsedId : undefined} onClick={onOpen}>
          <GenericWalletIcon className="loginkit-wallet-icon loginkit-wallet-icon--generic" />
          {strings.walletEntry}
          {lastUsed && <LastUsedBadge id={lastUsedId} />}
        </KitButton>
      )}
    </div>
  );
}
