import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
import type { OauthScreenProps, OauthScreenState } from './oauth-screen-types';
import { providerErrorDescription } from './provider-error-description';

export type OauthFailedScreenProps = OauthScreenProps<OauthScreenState<'failed'>>;

/**
 * The social login failed: what failed and why in one alert (with the provider's own words for a
 * provider error), Try again (sent from the click: it opens a new popup) and Back.
 */
export function OauthFailedScreen({ state, actions }: OauthFailedScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const name = strings.oauthProviderName[state.provider];
  const description = providerErrorDescription(state.error);
  return (
    <div className="loginkit-screen">
      <div className="loginkit-alert" role="alert">
        <h3 className="loginkit-heading">{words.oauthFailedHeading(name, state.intent)}</h3>
        <p className={errorClass}>{strings.errors[state.error.code]}</p>
        {description !== undefined && <p className="loginkit-hint loginkit-provider-said">{words.oauthProviderSaid(name, description)}</p>}
      </div>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => actions.retry()}>
          {strings.retry}
        </KitButton>
        <KitButton variant="secondary" onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
