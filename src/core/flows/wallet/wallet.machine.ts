import type { WalletEvent, WalletState } from './wallet.types';

/** The state a new flow starts in. */
export function initialWalletState(): WalletState {
  return { status: 'idle' };
}

/**
 * The wallet login as a pure function: `(state, event) → state`. Events that make no sense in a
 * state leave it unchanged (the same object).
 */
export function transitionWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'select':
      return state.status === 'idle' ? { status: 'connecting', wallet: event.wallet } : state;
    case 'connected': {
      if (state.status !== 'connecting') return state;
      const [first] = event.accounts;
      if (first === undefined) return state; // the effects turn "no account" into walletFailed
      if (event.accounts.length === 1) return { status: 'signing', wallet: state.wallet, account: first };
      return { status: 'choosingAccount', wallet: state.wallet, accounts: event.accounts };
    }
    case 'chooseAccount':
      return state.status === 'choosingAccount' && state.accounts.some((account) => account.address === event.account.address)
        ? { status: 'signing', wallet: state.wallet, account: event.account }
        : state;
    case 'requestOtherAccounts':
      return state.status === 'choosingAccount' || ((state.status === 'cancelled' || state.status === 'failed') && state.account !== undefined)
        ? { status: 'connecting', wallet: state.wallet, otherAccounts: true }
        : state;
    case 'signed':
      return state.status === 'signing' ? { status: 'completing', wallet: state.wallet, account: state.account } : state;
    case 'loggedIn':
      return state.status === 'completing'
        ? { status: 'success', wallet: state.wallet, account: state.account, session: event.session, isNewUser: event.isNewUser }
        : state;
    case 'walletFailed': {
      if (state.status !== 'connecting' && state.status !== 'signing' && state.status !== 'completing') return state;
      const status = event.error.code === 'wallet_rejected' ? 'cancelled' : 'failed';
      return { status, wallet: state.wallet, ...('account' in state ? { account: state.account } : {}), error: event.error };
    }
    case 'retry':
      if (state.status !== 'cancelled' && state.status !== 'failed') return state;
      // Retrying a signature keeps the account; anything else connects again.
      return state.account === undefined ? { status: 'connecting', wallet: state.wallet } : { status: 'signing', wallet: state.wallet, account: state.account };
    case 'back':
      return back(state);
    case 'cancel':
      return state.status === 'completing' ? initialWalletState() : state;
    default:
      return event satisfies never;
  }
}

/** One step back: to the wallet list (an open prompt is left to the wallet; its answer is ignored). */
function back(state: WalletState): WalletState {
  switch (state.status) {
    case 'connecting':
    case 'choosingAccount':
    case 'signing':
    case 'cancelled':
    case 'failed':
      return initialWalletState();
    case 'idle':
    case 'completing':
    case 'success':
      return state;
    default:
      return state satisfies never;
  }
}
