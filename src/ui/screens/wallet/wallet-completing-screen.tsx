import { useWalletStrings } from '../../locales/use-wallet-strings';

/** The wallet signed; the service is finding or creating the account and the session. */
export function WalletCompletingScreen() {
  const words = useWalletStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" role="status" aria-busy="true">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text">{words.walletCompleting}</p>
    </div>
  );
}
