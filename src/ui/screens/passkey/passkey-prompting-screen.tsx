import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { KitButton } from '../kit-button';
import { PasskeyIcon } from './passkey-icon';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyPromptingScreenProps = PasskeyScreenProps<PasskeyScreenState<'prompting'>>;

/** The browser's passkey prompt is open: says what to do in it, and Cancel goes back. */
export function PasskeyPromptingScreen({ state, actions }: PasskeyPromptingScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" aria-busy="true">
      <PasskeyIcon className="loginkit-passkey-mark" />
      <h3 className="loginkit-heading">{words.passkeyPromptingHeading}</h3>
      <p className="loginkit-text" role="status">
        {words.passkeyPromptingText(state.mode)}
      </p>
      <div className="loginkit-actions">
        <KitButton variant="secondary" autoFocus onClick={() => actions.back()}>
          {strings.cancel}
        </KitButton>
      </div>
    </div>
  );
}
