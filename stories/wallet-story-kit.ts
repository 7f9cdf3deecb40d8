import { type KitConfig, type LoginKit, type LoginKitErrorCode, type WalletAccount, type WalletConnector, type WalletEvent, type WalletState } from 'loginkit/core';
import { createMachineFlow, transitionWallet } from 'loginkit/protocol';
import { createSocialStoryKit } from './social-story-kit';
import { storyConnector, storyEthereumAccounts, storyWalletDiscovery, storyWalletError, storyWallets, walletSession, withWallets } from './wallet-story-fixtures';

/** How a simulated wallet login ends: a new or a returning user, or an error with this code (at the step it belongs to). */
export type WalletStoryOutcome = 'newUser' | 'returningUser' | LoginKitErrorCode;

export interface WalletStoryKitOptions {
  config?: KitConfig;
  /** The wallets on the page (default: the three story wallets; [] for "none installed"). */
  wallets?: WalletConnector[];
  /** The accounts the wallet shares (several: the account chooser shows). */
  accounts?: WalletAccount[];
  outcome?: WalletStoryOutcome;
  /** Milliseconds each simulated prompt stays open. */
  delayMs?: number;
}

/** Errors the connection prompt gives; any other outcome error comes from the signature or the relay. */
const connectErrors = new Set<string>(['wallet_locked', 'wallet_pending', 'wallet_unavailable']);

/**
 * A LoginKit for the modal's wallet stories: the real OTP and wallet machines with simulated
 * effects (no wallet, no relay). Choosing a wallet "opens its prompts" for a moment each (the
 * connection, then the signature) and ends as `outcome` says.
 */
export function createWalletStoryKit({ config = withWallets, wallets = storyWallets.map((wallet) => storyConnector(wallet)), accounts = [storyEthereumAccounts[0]!], outcome = 'newUser', delayMs = 1200 }: WalletStoryKitOptions = {}): LoginKit {
  const base = createSocialStoryKit({ config, delayMs });
  const discovery = storyWalletDiscovery(wallets);
  const later = (run: () => void): void => {
    setTimeout(run, delayMs);
  };
  return {
    ...base,
    loadWallets: () => Promise.resolve(discovery),
    createWalletFlow() {
      return createMachineFlow<WalletState, WalletEvent>({
        initial: { status: 'idle' },
        transition: transitionWallet,
        effect(state, dispatch) {
          const failed = outcome !== 'newUser' && outcome !== 'returningUser';
          if (state.status === 'connecting') {
            later(() => dispatch(failed && connectErrors.has(outcome) ? { type: 'walletFailed', error: storyWalletError(outcome) } : { type: 'connected', accounts }));
          } else if (state.status === 'signing') {
            later(() => dispatch(failed && !connectErrors.has(outcome) ? { type: 'walletFailed', error: storyWalletError(outcome) } : { type: 'signed' }));
          } else if (state.status === 'completing') {
            const loggedIn = { ...walletSession, contact: state.account.address };
            later(() => dispatch({ type: 'loggedIn', session: loggedIn, isNewUser: outcome === 'newUser' }));
          }
        },
      });
    },
  };
}
