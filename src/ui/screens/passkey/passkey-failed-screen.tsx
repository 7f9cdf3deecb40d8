import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { FailedScreen } from '../failed-screen';
import { passkeyErrorMessage } from './passkey-error-message';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyFailedScreenProps = PasskeyScreenProps<PasskeyScreenState<'failed'>>;

/**
 * The passkey login or signup failed: what failed and why (one alert), Try again (sent from the
 * click) and Back. A browser without passkeys gets no Try again, which could only fail again.
 */
export function PasskeyFailedScreen({ state, actions }: PasskeyFailedScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  return (
    <FailedScreen
      heading={words.passkeyFailedHeading(state.mode)}
      message={passkeyErrorMessage(state.error, words, strings)}
      retryable={state.error.code !== 'passkey_unsupported'}
      onRetry={() => actions.retry()}
      onBack={() => actions.back()}
    />
  );
}
