import { useId } from 'react';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';

export interface ExportConfirmationProps {
  /** "Show the … of <name>?" */
  prompt: string;
  /** What showing it means. */
  text: string;
  /** The export is running (Cancel stops it). */
  exporting: boolean;
  /** The attribute that marks the confirm button (focus lands there). */
  confirmMark: 'data-private-key-confirm' | 'data-wallet-confirm';
  onConfirm(): void;
  onCancel(): void;
}

/** The inline step before an export shows a secret: the question, what it means, "Yes, show it" and Cancel. */
export function ExportConfirmation({ prompt, text, exporting, confirmMark, onConfirm, onCancel }: ExportConfirmationProps) {
  const strings = useStrings();
  const account = useAccountStrings();
  const promptId = useId();
  return (
    <div className="loginkit-account-confirm" role="group" aria-labelledby={promptId}>
      <p id={promptId} className="loginkit-account-item__name">
        {prompt}
      </p>
      <p className="loginkit-hint">{text}</p>
      <div className="loginkit-account-section__buttons">
        <KitButton variant="danger" busy={exporting} {...{ [confirmMark]: '' }} onClick={onConfirm}>
          {exporting ? account.privateKeyExporting : account.privateKeyConfirmExportButton}
        </KitButton>
        <KitButton variant="secondary" onClick={onCancel}>
          {strings.cancel}
        </KitButton>
      </div>
    </div>
  );
}
