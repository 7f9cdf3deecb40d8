import { useId, useState, type FormEvent } from 'react';
import type { UseUserResult } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { useSlowWait } from '../screens/use-slow-wait';
import { reportOutcome, type AccountMessages } from './account-messages';

export interface ProfileNameFormProps {
  /** The name the profile had when the form appeared ('' when none). */
  savedName: string;
  update: UseUserResult['update'];
  messages: AccountMessages;
}

/** The user's name, saved with update_user; a save the service is slow to answer says so and offers Cancel. */
export function ProfileNameForm({ savedName, update, messages }: ProfileNameFormProps) {
  const strings = useStrings();
  const account = useAccountStrings();
  const id = useId();
  const [name, setName] = useState(savedName);
  const slow = useSlowWait(update.isPending);

  const save = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (update.isPending) return;
    messages.clear();
    update.mutate(
      { userName: name.trim() },
      {
        onSuccess: (outcome) => void reportOutcome(outcome, messages, strings, account, account.profileNameSaved, account.profileNameSaveFailed),
        onError: (error) => (error.details.aborted === true ? messages.tell(account.accountStoppedWaiting) : messages.fail(account.profileNameSaveFailed, error)),
      },
    );
  };

  return (
    <form className="loginkit-account-form" onSubmit={save} noValidate>
      <div className="loginkit-field">
        <label className="loginkit-label" htmlFor={id}>
          {account.profileNameLabel}
        </label>
        <input id={id} className="loginkit-input" type="text" autoComplete="name" placeholder={account.profileNamePlaceholder} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="loginkit-account-section__buttons">
        <KitButton type="submit" variant="secondary" busy={update.isPending}>
          {update.isPending ? account.profileNameSaving : account.profileNameSave}
        </KitButton>
      </div>
      <SlowWaitNotice slow={slow} action={{ label: strings.cancel, onClick: () => update.cancel() }} />
    </form>
  );
}
