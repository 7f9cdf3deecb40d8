import { useId } from 'react';
import { useStrings } from '../../locales/strings-context';
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
  const hintId = `${useId()}-popup-hint`;
  const name = strings.oauthProviderName[state.provider];
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <ProviderIcon provider={state.provider} className="loginkit-provider-mark" />
      <h3 className="loginkit-heading">{strings.oauthAuthorizingHeading(name)}</h3>
      <p className="loginkit-text" role="status">
        {strings.oauthAuthorizingText(name, state.intent)}
      </p>
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-hint loginkit-oauth-fallback">
        <span id={hintId}>{strings.oauthPopupBlockedHint}</span>{' '}
        <KitButton variant="link" className="loginkit-oauth-fallback__button" aria-describedby={hintId} autoFocus onClick={() => actions.continueInTab()}>
          {strings.oauthContinueInTab}
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
