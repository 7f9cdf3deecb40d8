import { useStrings } from '../../locales/strings-context';

/** The wallet signed; the service is finding or creating the account and the session. */
export function WalletCompletingScreen() {
  const strings = useStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" role="status" aria-busy="true">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text">{strings.walletCompleting}</p>
    </div>
  );
}
