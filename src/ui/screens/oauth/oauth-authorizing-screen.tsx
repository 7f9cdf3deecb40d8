import { useId } from 'react';
import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { KitButton } from '../kit-button';
import type { OauthScreenProps, OauthScreenState } from './oauth-screen-types';
import { ProviderIcon } from './provider-icon';

export type OauthAuthorizingScreenProps = OauthScreenProps<OauthScreenState<'authorizing'>>;

/**
 * The provider's window is open: says where to finish, offers "Continue in this tab" for a
 * blocked or lost popup (a full-page redirect), and Back (which closes the popup).
 */
export function OauthAuthorizingScreen({ state, actions }: OauthAuthorizingScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  const hintId = `${useId()}-popup-hint`;
  const name = strings.oauthProviderName[state.provider];
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <ProviderIcon provider={state.provider} className="loginkit-provider-mark" />
      <h3 className="loginkit-heading">{words.oauthAuthorizingHeading(name)}</h3>
      <p className="loginkit-text" role="status">
        {words.oauthAuthorizingText(name, state.intent)}
      </p>
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-hint loginkit-oauth-fallback">
        <span id={hintId}>{words.oauthPopupBlockedHint}</span>{' '}
        <KitButton variant="link" className="loginkit-oauth-fallback__button" aria-describedby={hintId} autoFocus onClick={() => actions.continueInTab()}>
          {words.oauthContinueInTab}
        </KitButton>
      </p>
      <div className="loginkit-actions">
        <KitButton variant="secondary" onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
