import { useId } from 'react';
import type { PasskeySupport } from '../../../core/internal';
import type { PasskeyLoginActions } from '../../../react/index';
import { useStrings } from '../../locales/strings-context';
import { KitButton } from '../kit-button';
import { LastUsedBadge } from '../last-used-badge';
import { PasskeyIcon } from './passkey-icon';
import { PasskeyUnsupported } from './passkey-unsupported';
import { prefetchOnIntent } from '../../login-modal/prefetch-method';

export interface PasskeyOptionsProps {
  /** What the browser can do; while it is being checked the buttons are offered. */
  support: PasskeySupport;
  actions: PasskeyLoginActions;
  /** The "or" divider above the options (off when nothing, or another "or" group, is above them). Defaults to true. */
  divider?: boolean;
  /** The user logged in with a passkey last time on this browser: marked "Last used". */
  lastUsed?: boolean;
  /**
   * The compact method list's form: the signup is a quiet one-line action with short visible text
   * (`passkeySignupShort`, after the key mark) and keeps its full name (`passkeySignup`).
   */
  compact?: boolean;
}

/**
 * The passkey choices under the contact form: log in with a passkey, or create an account with
 * one. `login` is sent from the click itself, so the browser's prompt keeps the user's gesture.
 * A browser that cannot use passkeys gets an explanation instead of buttons that would fail.
 */
export function PasskeyOptions({ support, actions, divider = true, lastUsed = false, compact = false }: PasskeyOptionsProps) {
  const strings = useStrings();
  const lastUsedId = `${useId()}-last-used`;
  return (
    <div className="loginkit-passkey-options">
      {divider && (
        <p className="loginkit-divider">
          <span>{strings.passkeyDivider}</span>
        </p>
      )}
      {support.status === 'unsupported' ? (
        <PasskeyUnsupported reason={support.reason} />
      ) : (
        <div className="loginkit-actions">
          <KitButton variant="secondary" aria-describedby={lastUsed ? lastUsedId : undefined} {...prefetchOnIntent('passkey')} onClick={() => actions.login()}>
            <PasskeyIcon />
            {strings.passkeyLogin}
            {lastUsed && <LastUsedBadge id={lastUsedId} />}
          </KitButton>
          <KitButton
            variant="link"
            className={compact ? 'loginkit-passkey-options__signup loginkit-passkey-options__signup--quiet' : 'loginkit-passkey-options__signup'}
            aria-label={compact ? strings.passkeySignup : undefined}
            {...prefetchOnIntent('passkey')}
            onClick={() => actions.startSignup()}
          >
            {compact && <PasskeyIcon />}
            {compact ? strings.passkeySignupShort : strings.passkeySignup}
          </KitButton>
        </div>
      )}
    </div>
  );
}
