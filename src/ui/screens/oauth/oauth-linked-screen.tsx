import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { KitButton } from '../kit-button';
import type { OauthScreenState } from './oauth-screen-types';

export interface OauthLinkedScreenProps {
  state: OauthScreenState<'linked'>;
  /** Closes the modal; without it no button is shown. */
  onDone?(): void;
}

/** The provider was added to the logged-in user's account. */
export function OauthLinkedScreen({ state, onDone }: OauthLinkedScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-success-mark" aria-hidden="true" />
      <h3 className="loginkit-heading">{words.oauthLinkedHeading}</h3>
      <p className="loginkit-text" role="status">
        {words.oauthLinked(strings.oauthProviderName[state.provider])}
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
