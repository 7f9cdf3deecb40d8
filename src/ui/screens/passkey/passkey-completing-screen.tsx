import { useStrings } from '../../locales/strings-context';
import type { PasskeyScreenState } from './passkey-screen-types';

export interface PasskeyCompletingScreenProps {
  state: PasskeyScreenState<'completing'>;
}

/** The passkey was used; the service is creating the account or the session. */
export function PasskeyCompletingScreen({ state }: PasskeyCompletingScreenProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" role="status" aria-busy="true">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text">{strings.passkeyCompleting(state.mode)}</p>
    </div>
  );
}
