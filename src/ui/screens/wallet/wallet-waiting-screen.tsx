import { useStrings } from '../../locales/strings-context';
import { KitButton } from '../kit-button';
import { WalletIcon } from './wallet-icon';
import type { WalletScreenProps, WalletScreenState } from './wallet-screen-types';

export interface WalletWaitingScreenProps extends WalletScreenProps<WalletScreenState<'connecting' | 'signing'>> {
  /** The app's name, said in what the signature is for. */
  appName?: string;
}

/**
 * One of the wallet's prompts is open (the connection, or the login signature): which wallet,
 * the two steps with the current one marked (so the signature prompt is expected before it
 * opens), what this prompt is for, and Back (an answer given later is ignored).
 */
export function WalletWaitingScreen({ state, actions, appName }: WalletWaitingScreenProps) {
  const strings = useStrings();
  const { wallet } = state;
  const signing = state.status === 'signing';
  return (
    <div className="loginkit-screen loginkit-screen--center" aria-busy="true">
      <WalletIcon wallet={wallet} size="mark" />
      <h3 className="loginkit-heading">{strings.walletWaitingHeading(wallet.name)}</h3>
      <ol className="loginkit-wallet-steps">
        <li className="loginkit-wallet-steps__step" aria-current={signing ? undefined : 'step'} data-done={signing || undefined}>
          {strings.walletStepConnect}
        </li>
        <li className="loginkit-wallet-steps__step" aria-current={signing ? 'step' : undefined}>
          {strings.walletStepSign}
        </li>
      </ol>
      <p className="loginkit-text" role="status">
        {signing ? strings.walletSigningText(wallet.name, appName) : strings.walletConnectingText(wallet.name)}
      </p>
      <div className="loginkit-actions">
        <KitButton variant="secondary" autoFocus onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
