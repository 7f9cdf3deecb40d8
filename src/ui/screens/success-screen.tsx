import { useStrings } from '../locales/strings-context';
import { KitButton } from './kit-button';
import type { SuccessScreenState } from './screen-types';

export interface SuccessScreenProps {
  state: SuccessScreenState;
  /** Closes the modal; without it no button is shown. */
  onDone?(): void;
}

/** Logged in (by code or passkey): says so, and whether an account was just created. */
export function SuccessScreen({ state, onDone }: SuccessScreenProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-success-mark" aria-hidden="true" />
      <h3 className="loginkit-heading">{strings.successHeading}</h3>
      <p className="loginkit-text" role="status">
        {'contact' in state
          ? state.isNewUser
            ? strings.successNewUser(state.contact)
            : strings.successReturningUser(state.contact)
          : state.isNewUser
            ? strings.successPasskeyNewUser
            : strings.successPasskeyReturningUser}
      </p>
      {onDone && (
        <div className="loginkit-actions">
          <KitButton autoFocus onClick={() => onDone()}>
            {strings.done}
          </KitButton>
        </div>
      )}
    </div>
  );
}
