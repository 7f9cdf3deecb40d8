import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import type { Session, WalletState } from '../../core/internal';
import { useWalletLogin, useWallets, type UseWalletsResult, type WalletLoginActions } from '../../react/wallet-index';
import { LoadingScreen } from '../screens/loading-screen';
import { walletScreenForState } from '../wallet-screen-for-state';

/** What the modal shows of the wallet login: the flow's state and actions, and the wallets on the page. */
export interface WalletMethodView {
  state: WalletState;
  actions: WalletLoginActions;
  wallets: UseWalletsResult;
  /** The screen of an attempt past `idle` (made here, in the wallet chunk); undefined at `idle`. */
  screen?: ReactNode;
}

export interface WalletMethodProps {
  onSuccess?(session: Session): void;
  /** The relay configuration's app name (said in the signature step). */
  appName?: string;
  /** Closes the modal (the success screen's Done). */
  onDone?(): void;
  /** Called with each new view (undefined until the flow exists, and at unmount). */
  onChange(view: WalletMethodView | undefined): void;
}

/**
 * The wallet login's owner, in the wallet chunk (the modal mounts it while it is open and the
 * configuration offers wallets): runs the wallet flow and the discovery, and hands the modal a
 * view of them to render. Renders nothing itself. Closing the modal ends the flow (an answer the
 * wallet gives later is ignored); the next opening starts at the list.
 */
export function WalletMethod({ onSuccess, onChange, appName, onDone }: WalletMethodProps) {
  const login = useWalletLogin({ onSuccess });
  const wallets = useWallets();
  const { state } = login;
  const view = useMemo<WalletMethodView | undefined>(() => {
    if (state === undefined) return undefined;
    // Suspense: the screens wait for the wallet strings of the page's language.
    const screen = state.status === 'idle' ? undefined : <Suspense fallback={<LoadingScreen />}>{walletScreenForState(state, { actions: login, appName, onDone })}</Suspense>;
    return { state, actions: login, wallets, screen };
  }, [state, login, wallets, appName, onDone]);
  useEffect(() => onChange(view), [view, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
