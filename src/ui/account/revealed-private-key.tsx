import { useId } from 'react';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';

export interface RevealedPrivateKeyProps {
  /** The key's name, for the label. */
  name: string;
  /** The decrypted key bytes (owned by the section, wiped when hidden). */
  bytes: Uint8Array;
  onCopy(hex: string): void;
  onHide(): void;
}

/** Lowercase hex of the key bytes, computed at render only (never kept). */
const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An exported private key on screen: the hex, a warning, Copy and Hide. */
export function RevealedPrivateKey({ name, bytes, onCopy, onHide }: RevealedPrivateKeyProps) {
  const account = useAccountStrings();
  const labelId = useId();
  const warningId = useId();
  const hex = hexOf(bytes);
  return (
    <div className="loginkit-account-secret" role="group" aria-labelledby={labelId} aria-describedby={warningId}>
      <p id={labelId} className="loginkit-account-item__name">
        {account.privateKeyRevealedLabel(name)}
      </p>
      <code className="loginkit-account-secret__value" translate="no" data-private-key="">
        {hex}
      </code>
      <p id={warningId} className="loginkit-hint">
        {account.privateKeyRevealedWarning}
      </p>
      <div className="loginkit-account-section__buttons">
        <KitButton variant="secondary" data-private-key-copy="" onClick={() => onCopy(hex)}>
          {account.privateKeyCopy}
        </KitButton>
        <KitButton variant="secondary" data-private-key-hide="" onClick={onHide}>
          {account.privateKeyHide}
        </KitButton>
      </div>
    </div>
  );
}
