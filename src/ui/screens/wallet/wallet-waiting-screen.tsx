import { useStrings } from '../../locales/strings-context';
import { useWalletStrings } from '../../locales/use-wallet-strings';
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
  const words = useWalletStrings();
  const { wallet } = state;
  const signing = state.status === 'signing';
  return (
    <div className="loginkit-screen loginkit-screen--center" aria-busy="true">
      <WalletIcon wallet={wallet} size="mark" />
      <h3 className="loginkit-heading">{words.walletWaitingHeading(wallet.name)}</h3>
      <ol className="loginkit-wallet-steps">
        <li className="loginkit-wallet-steps__step" aria-current={signing ? undefined : 'step'} data-done={signing || undefined}>
          {words.walletStepConnect}
        </li>
        <li className="loginkit-wallet-steps__step" aria-current={signing ? 'step' : undefined}>
          {words.walletStepSign}
        </li>
      </ol>
      <p className="loginkit-text" role="status">
        {signing ? words.walletSigningText(wallet.name, appName) : words.walletConnectingText(wallet.name)}
      </p>
      <div className="loginkit-actions">
        <KitButton variant="secondary" autoFocus onClick={() => actions.back()}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
