import { useId } from 'react';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';

export interface RevealedRecoveryPhraseProps {
  /** The wallet's name, for the label. */
  name: string;
  /** The mnemonic as UTF-8 bytes (owned by the section, wiped when hidden). */
  bytes: Uint8Array;
  onCopy(phrase: string): void;
  onHide(): void;
}

/** An exported wallet's recovery phrase on screen: the words numbered, a warning, Copy and Hide. */
export function RevealedRecoveryPhrase({ name, bytes, onCopy, onHide }: RevealedRecoveryPhraseProps) {
  const account = useAccountStrings();
  const labelId = useId();
  const warningId = useId();
  // Decoded at render only (never kept in state).
  const phrase = new TextDecoder().decode(bytes);
  return (
    <div className="loginkit-account-secret" role="group" aria-labelledby={labelId} aria-describedby={warningId}>
      <p id={labelId} className="loginkit-account-item__name">
        {account.walletExportRevealedLabel(name)}
      </p>
      <ol className="loginkit-account-secret__value loginkit-account-secret__words" translate="no" data-recovery-phrase="">
        {phrase.split(' ').map((word, index) => (
          <li key={index}>{word}</li>
        ))}
      </ol>
      <p id={warningId} className="loginkit-hint">
        {account.walletExportRevealedWarning}
      </p>
      <div className="loginkit-account-section__buttons">
        <KitButton variant="secondary" data-recovery-phrase-copy="" onClick={() => onCopy(phrase)}>
          {account.privateKeyCopy}
        </KitButton>
        <KitButton variant="secondary" data-recovery-phrase-hide="" onClick={onHide}>
          {account.privateKeyHide}
        </KitButton>
      </div>
    </div>
  );
}
