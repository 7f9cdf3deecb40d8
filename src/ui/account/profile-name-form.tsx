import { useId, useState, type FormEvent } from 'react';
import type { UseUserResult } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { KitButton } from '../screens/kit-button';
import { reportOutcome, type AccountMessages } from './account-messages';

export interface ProfileNameFormProps {
  /** The name the profile had when the form appeared ('' when none). */
  savedName: string;
  update: UseUserResult['update'];
  messages: AccountMessages;
}

/** The user's name, saved with update_user. */
export function ProfileNameForm({ savedName, update, messages }: ProfileNameFormProps) {
  const strings = useStrings();
  const id = useId();
  const [name, setName] = useState(savedName);

  const save = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (update.isPending) return;
    messages.clear();
    update.mutate(
      { userName: name.trim() },
      {
        onSuccess: (outcome) => void reportOutcome(outcome, messages, strings, strings.profileNameSaved, strings.profileNameSaveFailed),
        onError: (error) => messages.fail(strings.profileNameSaveFailed, error),
      },
    );
  };

  return (
    <form className="loginkit-account-form" onSubmit={save} noValidate>
      <div className="loginkit-field">
        <label className="loginkit-label" htmlFor={id}>
          {strings.profileNameLabel}
        </label>
        <input id={id} className="loginkit-input" type="text" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="loginkit-account-section__buttons">
        <KitButton type="submit" variant="secondary" busy={update.isPending}>
          {update.isPending ? strings.profileNameSaving : strings.profileNameSave}
        </KitButton>
      </div>
    </form>
  );
}
