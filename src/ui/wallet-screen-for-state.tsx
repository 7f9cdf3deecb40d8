import type { ReactElement } from 'react';
import type { WalletState } from '../core/internal';
import type { WalletLoginActions } from '../react/wallet-index';
import { SuccessScreen } from './screens/success-screen';
import { shortAddress } from './screens/wallet/short-address';
import { WalletAccountsScreen } from './screens/wallet/wallet-accounts-screen';
import { WalletCancelledScreen } from './screens/wallet/wallet-cancelled-screen';
import { WalletCompletingScreen } from './screens/wallet/wallet-completing-screen';
import { WalletFailedScreen } from './screens/wallet/wallet-failed-screen';
import { WalletWaitingScreen } from './screens/wallet/wallet-waiting-screen';

export interface WalletScreenContext {
  actions: WalletLoginActions;
  /** The app's name (the configuration's), said in what the signature is for. */
  appName?: string;
  /** Closes the modal from the success screen. */
  onDone?(): void;
}

/**
 * The screen for a wallet state past `idle`. Pure, like screenForState. `idle` has no screen of
 * its own (null): the wallet list sits on the contact screen (`ScreenContext.wallet`).
 */
export function walletScreenForState(state: WalletState, { actions, appName, onDone }: WalletScreenContext): ReactElement | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'connecting':
    case 'signing':
      // One screen for both prompts; the key gives each its own, so focus and the status are fresh.
      return <WalletWaitingScreen key={state.status} state={state} actions={actions} appName={appName} />;
    case 'choosingAccount':
      return <WalletAccountsScreen state={state} actions={actions} />;
    case 'completing':
      return <WalletCompletingScreen actions={actions} />;
    case 'cancelled':
      return <WalletCancelledScreen state={state} actions={actions} />;
    case 'failed':
      return <WalletFailedScreen state={state} actions={actions} />;
    case 'success':
      // Greeted with the session's address (the one the service verified), shortened.
      return <SuccessScreen state={state} onDone={onDone} returningAs={state.session.contact === undefined ? undefined : shortAddress(state.session.contact)} />;
    default:
      return state satisfies never;
  }
}
