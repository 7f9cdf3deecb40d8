import type { LoginKitError } from '../../core/index';
import { useStrings } from '../locales/strings-context';
import { KitButton } from './kit-button';

export interface ConfigErrorScreenProps {
  error: LoginKitError;
  onRetry(): void;
}

/** The relay configuration could not be loaded: says why and offers to load it again. */
export function ConfigErrorScreen({ error, onRetry }: ConfigErrorScreenProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{strings.configFailed}</h3>
      <p className="loginkit-error" role="alert">
        {strings.errors[error.code]}
      </p>
      <div className="loginkit-actions">
        <KitButton onClick={() => onRetry()}>{strings.retry}</KitButton>
      </div>
    </div>
  );
}
