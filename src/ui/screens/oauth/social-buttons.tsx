import { useId } from 'react';
import type { OauthProvider, OauthState } from '../../../core/internal';
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
  /**
   * A row of icon buttons (each named "Continue with …" for screen readers, in text hidden from
   * view), a group labelled `socialGroupLabel`; the compact method list uses it above two providers.
   */
  icons?: boolean;
}

/**
 * "Continue with Google" (Apple, X, Discord): one button per provider, under the contact form
 * (full width, or `icons`: a row of marks, each at least 44 × 44 px).
 * `signIn` is sent from the click itself, so the provider's popup keeps the user's gesture.
 */
export function SocialButtons({ providers, state, actions, divider = true, lastUsed, icons = false }: SocialButtonsProps) {
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
      <div
        className={icons ? 'loginkit-social__buttons loginkit-social__buttons--icons' : 'loginkit-social__buttons'}
        role={icons ? 'group' : undefined}
        aria-label={icons ? strings.socialGroupLabel : undefined}
      >
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
            {icons ? (
              <span className="loginkit-visually-hidden">{strings.socialLogin(strings.oauthProviderName[provider])}</span>
            ) : (
              strings.socialLogin(strings.oauthProviderName[provider])
            )}
            {lastUsed === provider && <LastUsedBadge id={lastUsedId} />}
          </KitButton>
        ))}
      </div>
    </div>
  );
}
