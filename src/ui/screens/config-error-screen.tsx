import type { LoginKitError } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { KitButton } from './kit-button';

export interface ConfigErrorScreenProps {
  error: LoginKitError;
  onRetry(): void;
}

/** The relay refused the site itself (its origin, or its configuration id): not something the user can fix. */
function refusedSite(error: LoginKitError): boolean {
  return error.code === 'origin_not_allowed' || error.details.reason === 'CONFIG_ID_INVALID';
}

/**
 * The relay configuration could not be loaded: says why and offers to load it again. When the
 * relay refused the site itself (an origin not in its allowed origins, a configuration id it does
 * not know) it says so and that only the site's owner can fix it.
 */
export function ConfigErrorScreen({ error, onRetry }: ConfigErrorScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{strings.configFailed}</h3>
      <p className={errorClass} role="alert">
        {error.details.reason === 'CONFIG_ID_INVALID' ? strings.configIdInvalid : strings.errors[error.code]}
      </p>
      {refusedSite(error) && <p className="loginkit-hint">{strings.configOwnerHint}</p>}
      <div className="loginkit-actions">
        <KitButton onClick={() => onRetry()}>{strings.retry}</KitButton>
      </div>
    </div>
  );
}
