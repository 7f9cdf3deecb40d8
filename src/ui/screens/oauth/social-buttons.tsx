import { useId } from 'react';
import type { OauthProvider, OauthState } from '../../../core/index';
import type { OauthLoginActions } from '../../../react/index';
import { useStrings } from '../../locales/strings-context';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
import { LastUsedBadge } from '../last-used-badge';
import { LazyProviderIcon } from './lazy-provider-icon';
import { prefetchOnIntent } from '../../login-modal/prefetch-method';

export interface SocialButtonsProps {
  /** The providers offered, in the configuration's order. */
  providers: readonly OauthProvider[];
  /** The social login's state: `idle`, with an error after a refused choice or a refused return. */
  state: OauthState;
  actions: OauthLoginActions;
  /** The "or" divider above the buttons (off when nothing is above them). Defaults to true. */
  divider?: boolean;
  /** The method the user logged in with last time on this browser: a provider's button is marked "Last used". */
  lastUsed?: string;
}

/**
 * "Continue with Google" (Apple, X, Discord): one button per provider, under the contact form.
 * `signIn` is sent from the click itself, so the provider's popup keeps the user's gesture.
 */
export function SocialButtons({ providers, state, actions, divider = true, lastUsed }: SocialButtonsProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const lastUsedId = `${useId()}-last-used`;
  const error = state.status === 'idle' ? state.error : undefined;
  return (
    <div className="loginkit-social">
      {divider && (
        <p className="loginkit-divider">
          <span>{strings.socialDivider}</span>
        </p>
      )}
      {error && (
        <p className={errorClass} role="alert">
          {strings.errors[error.code]}
        </p>
      )}
      <div className="loginkit-social__buttons">
        {providers.map((provider) => (
          <KitButton
            key={provider}
            variant="secondary"
            className="loginkit-social__button"
            aria-describedby={lastUsed === provider ? lastUsedId : undefined}
            {...prefetchOnIntent('social')}
            onClick={() => actions.signIn(provider)}
          >
            <LazyProviderIcon provider={provider} />
            {strings.socialLogin(strings.oauthProviderName[provider])}
            {lastUsed === provider && <LastUsedBadge id={lastUsedId} />}
          </KitButton>
        ))}
      </div>
    </div>
  );
}
