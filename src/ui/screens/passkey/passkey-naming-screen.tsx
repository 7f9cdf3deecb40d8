import { useId, type FormEvent, type MouseEvent } from 'react';
import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
import { passkeyErrorMessage } from './passkey-error-message';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyNamingScreenProps = PasskeyScreenProps<PasskeyScreenState<'naming'>>;

/**
 * Signup with a passkey: an optional account name, then "Create passkey". The button's click
 * (Enter in the field clicks it too) sends `createPasskey` itself, keeping the user's gesture. A
 * name left empty becomes "Passkey user" and the date in the modal's language.
 */
export function PasskeyNamingScreen({ state, actions }: PasskeyNamingScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const id = useId();
  const fieldId = `${id}-user-name`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error } = state;
  const nameRefused = error?.code === 'invalid_input';
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  const create = (event: MouseEvent<HTMLButtonElement> | FormEvent<HTMLFormElement>): void => {
    // Handled here rather than by a form submission, so the prompt opens within this event.
    event.preventDefault();
    // Left empty: a default name in the modal's language (the flow's own is English).
    if (state.userName.trim() === '') actions.setUserName(words.passkeyDefaultUserName(new Date()));
    actions.createPasskey();
  };

  return (
    <form className="loginkit-screen" noValidate onSubmit={create}>
      <h3 className="loginkit-heading">{words.passkeyNamingHeading}</h3>
      <p className="loginkit-text">{words.passkeyNamingText}</p>
      <div className="loginkit-field">
        <label className="loginkit-label" htmlFor={fieldId}>
          {words.passkeyUserNameLabel}
        </label>
        <input
          id={fieldId}
          className="loginkit-input"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="words"
          spellCheck={false}
          value={state.userName}
          aria-invalid={nameRefused || undefined}
          aria-describedby={describedBy}
          autoFocus
          onChange={(event) => actions.setUserName(event.target.value)}
        />
        <p id={hintId} className="loginkit-hint">
          {words.passkeyUserNameHint}
        </p>
        {error && (
          <p id={errorId} className={errorClass} role="alert">
            {nameRefused ? words.passkeyUserNameInvalid : passkeyErrorMessage(error, words, strings)}
          </p>
        )}
      </div>
      <div className="loginkit-actions">
        <KitButton type="submit" onClick={create}>
          {words.passkeyCreate}
        </KitButton>
        <KitButton variant="secondary" onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </form>
  );
}
