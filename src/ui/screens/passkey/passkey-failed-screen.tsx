import { useStrings } from '../../locales/strings-context';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
import { passkeyErrorMessage } from './passkey-error-message';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyFailedScreenProps = PasskeyScreenProps<PasskeyScreenState<'failed'>>;

/**
 * The passkey login or signup failed: what failed and why (one alert), Try again (sent from the
 * click) and Back. A browser without passkeys gets no Try again, which could only fail again.
 */
export function PasskeyFailedScreen({ state, actions }: PasskeyFailedScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const retryable = state.error.code !== 'passkey_unsupported';
  return (
    <div className="loginkit-screen">
      <div className="loginkit-alert" role="alert">
        <h3 className="loginkit-heading">{strings.passkeyFailedHeading(state.mode)}</h3>
        <p className={errorClass}>{passkeyErrorMessage(state.error, strings)}</p>
      </div>
      <div className="loginkit-actions">
        {retryable && (
          <KitButton autoFocus onClick={() => actions.retry()}>
            {strings.retry}
          </KitButton>
        )}
        <KitButton variant="secondary" autoFocus={!retryable} onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
