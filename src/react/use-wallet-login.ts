import { useCallback, useMemo, useState } from 'react';
import type { KitConfig, Session, WalletAccount, WalletEvent, WalletInfo, WalletState } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';
import { useFlowState, useOwnedFlow, useSuccessCallback } from './use-owned-flow';
import { useWalletKitConfig } from './use-wallet-kit-config';

export interface UseWalletLoginOptions {
  /** Log in revoking the user's sessions on every other device (create_read_write_session `invalidateExisting`); read once. */
  invalidateExisting?: boolean;
  /** Called once each time the flow reaches `success`. */
  onSuccess?(session: Session): void;
}

/** The user actions of the wallet flow; each sends one event and does nothing until the flow exists. */
export interface WalletLoginActions {
  /** Logs in (or signs up) with this wallet (one of `useWallets().wallets`): connect, then one signature. */
  select(wallet: WalletInfo): void;
  /** Picks one of several shared accounts. */
  chooseAccount(account: WalletAccount): void;
  /** Asks the wallet to share other accounts (Ethereum wallets with EIP-2255). */
  requestOtherAccounts(): void;
  /** Runs the refused or failed step again. */
  retry(): void;
  /** Back to the wallet list (an open wallet prompt's answer is then ignored). */
  back(): void;
  /** Stops waiting on the relay (`completing`): back to the wallet list with no error; the attempt's answer is ignored. */
  cancel(): void;
}

export interface UseWalletLoginResult extends WalletLoginActions {
  /** The flow's state; undefined until the configuration has loaded, and while it does not offer wallets (`config.showWallet` false). */
  state: WalletState | undefined;
  config: KitConfig | undefined;
  /** Replaces the flow with a new one at `idle`. */
  reset(): void;
}

/**
 * Headless external-wallet login and signup: when the configuration offers wallets, runs one
 * wallet flow (per kit and configuration, StrictMode-safe, disposed at unmount). List the
 * wallets with `useWallets()` and pass one to `select`.
 */
export function useWalletLogin(options: UseWalletLoginOptions = {}): UseWalletLoginResult {
  const { kit } = useLoginKitContext('useWalletLogin');
  const config = useWalletKitConfig().data;
  const [generation, setGeneration] = useState(0);
  const offered = config?.showWallet === true ? config : undefined;
  const invalidateExisting = options.invalidateExisting === true;
  const flow = useOwnedFlow<WalletState, WalletEvent>(
    kit,
    offered,
    (owner, loaded) => (invalidateExisting ? owner.createWalletFlow(loaded, { invalidateExisting }) : owner.createWalletFlow(loaded)),
    generation,
  );
  const state = useFlowState(flow);
  useSuccessCallback(state, options.onSuccess);

  const send = useCallback((event: WalletEvent) => flow?.send(event), [flow]);
  const reset = useCallback(() => setGeneration((count) => count + 1), []);

  return useMemo<UseWalletLoginResult>(
    () => ({
      state: offered === undefined ? undefined : state,
      config,
      select: (wallet) => send({ type: 'select', wallet }),
      chooseAccount: (account) => send({ type: 'chooseAccount', account }),
      requestOtherAccounts: () => send({ type: 'requestOtherAccounts' }),
      retry: () => send({ type: 'retry' }),
      back: () => send({ type: 'back' }),
      cancel: () => send({ type: 'cancel' }),
      reset,
    }),
    [offered, state, config, send, reset],
  );
}
