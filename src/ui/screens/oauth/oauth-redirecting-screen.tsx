import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import type { OauthScreenState } from './oauth-screen-types';

export interface OauthRedirectingScreenProps {
  state: OauthScreenState<'redirecting'>;
}

/** The page is leaving for the provider (full-page redirect); the login completes on return. */
export function OauthRedirectingScreen({ state }: OauthRedirectingScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" role="status" aria-busy="true">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text">{words.oauthRedirecting(strings.oauthProviderName[state.provider])}</p>
    </div>
  );
}
