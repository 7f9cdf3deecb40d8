import type { LoginKitError } from '../../../core/internal';
import type { Strings } from '../../locales/en';
import type { MethodScreenStrings } from '../../locales/method-screen-strings';

/** The message for a passkey error: the passkey-specific one for its code (`words`), else the general one (`strings`). */
export function passkeyErrorMessage(error: LoginKitError, words: Pick<MethodScreenStrings, 'passkeyErrors'>, strings: Pick<Strings, 'errors'>): string {
  return words.passkeyErrors[error.code] ?? strings.errors[error.code];
}
