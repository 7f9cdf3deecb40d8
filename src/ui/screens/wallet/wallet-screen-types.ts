import type { WalletState } from '../../../core/internal';
import type { WalletLoginActions } from '../../../react/wallet-index';

/** The wallet state of one status. */
export type WalletScreenState<Status extends WalletState['status']> = Extract<WalletState, { status: Status }>;

/** What every wallet screen gets: its state and the flow's actions. */
export interface WalletScreenProps<State> {
  state: State;
  actions: WalletLoginActions;
}
