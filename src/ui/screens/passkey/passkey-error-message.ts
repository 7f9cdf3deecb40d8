import type { LoginKitError } from '../../../core/index';
import type { Strings } from '../../locales/en';

/** The message for a passkey error: the passkey-specific one for its code, else the general one. */
export function passkeyErrorMessage(error: LoginKitError, strings: Strings): string {
  return strings.passkeyErrors[error.code] ?? strings.errors[error.code];
}
