import { useId } from 'react';
import { useStrings } from '../locales/strings-context';
import { useMfaPolicyStrings } from '../locales/use-mfa-policy-strings';
import { KitButton } from '../screens/kit-button';
import type { MfaPolicyWords } from './mfa-policy-words';

export interface MfaPolicyListItemProps {
  mfaPolicyId: string;
  words: MfaPolicyWords;
  /** The inline "Delete the rule …?" step is open. */
  confirming: boolean;
  /** This rule's deletion is running. */
  deleting: boolean;
  /** Another change is running: Delete waits. */
  waiting: boolean;
  onDelete(): void;
  onConfirm(): void;
  onCancel(): void;
}

/** One MFA policy in words (what it holds, its steps), Delete with an inline confirmation. */
export function MfaPolicyListItem({ mfaPolicyId, words, confirming, deleting, waiting, onDelete, onConfirm, onCancel }: MfaPolicyListItemProps) {
  const strings = useStrings();
  const mfa = useMfaPolicyStrings();
  const promptId = useId();
  return (
    <li className="loginkit-account-item" data-mfa-policy={mfaPolicyId}>
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">{words.title}</p>
        {words.steps !== '' && <p className="loginkit-account-item__meta">{words.steps}</p>}
        {words.condition !== undefined && (
          <p className="loginkit-account-item__meta">
            {mfa.mfaOtherCondition}{' '}
            <code className="loginkit-account-item__meta--code" translate="no" dir="ltr">
              {words.condition}
            </code>
          </p>
        )}
      </div>
      {confirming ? (
        <div className="loginkit-account-confirm" role="group" aria-labelledby={promptId}>
          <p id={promptId} className="loginkit-account-item__name">
            {mfa.mfaConfirmDelete(words.title)}
          </p>
          <p className="loginkit-hint">{mfa.mfaConfirmDeleteText}</p>
          <div className="loginkit-account-section__buttons">
            <KitButton variant="danger" busy={deleting} data-mfa-policy-confirm="" onClick={onConfirm}>
              {deleting ? mfa.mfaDeleting : mfa.mfaConfirmDeleteButton}
            </KitButton>
            <KitButton variant="secondary" onClick={onCancel}>
              {strings.cancel}
            </KitButton>
          </div>
        </div>
      ) : (
        <KitButton variant="secondary" data-mfa-policy-delete={mfaPolicyId} unavailable={waiting} onClick={onDelete}>
          {mfa.mfaDelete}
          <span className="loginkit-visually-hidden"> {words.title}</span>
        </KitButton>
      )}
    </li>
  );
}
