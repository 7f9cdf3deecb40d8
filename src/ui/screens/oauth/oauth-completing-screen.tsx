import { useStrings } from '../../locales/strings-context';
import type { OauthScreenState } from './oauth-screen-types';

export interface OauthCompletingScreenProps {
  state: OauthScreenState<'completing'>;
}

/** The provider answered; the service is finding or creating the account (or linking the provider). */
export function OauthCompletingScreen({ state }: OauthCompletingScreenProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" role="status" aria-busy="true">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text">{strings.oauthCompleting(strings.oauthProviderName[state.provider], state.intent)}</p>
    </div>
  );
}
