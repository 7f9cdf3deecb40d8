import { useEffect, useMemo } from 'react';
import type { Session, WalletState } from '../../core/index';
import { useWalletLogin, useWallets, type UseWalletsResult, type WalletLoginActions } from '../../react/index';

/** What the modal shows of the wallet login: the flow's state and actions, and the wallets on the page. */
export interface WalletMethodView {
  state: WalletState;
  actions: WalletLoginActions;
  wallets: UseWalletsResult;
}

export interface WalletMethodProps {
  onSuccess?(session: Session): void;
  /** Called with each new view (undefined until the flow exists, and at unmount). */
  onChange(view: WalletMethodView | undefined): void;
}

/**
 * The wallet login's owner, in the wallet chunk (the modal mounts it while it is open and the
 * configuration offers wallets): runs the wallet flow and the discovery, and hands the modal a
 * view of them to render. Renders nothing itself. Closing the modal ends the flow (an answer the
 * wallet gives later is ignored); the next opening starts at the list.
 */
export function WalletMethod({ onSuccess, onChange }: WalletMethodProps) {
  const login = useWalletLogin({ onSuccess });
  const discovered = useWallets();
  // useWallets answers a new object each render: keep one per change, or the modal would re-render without end.
  const { status, wallets: found } = discovered;
  const error = discovered.status === 'failed' ? discovered.error : undefined;
  const wallets = useMemo<UseWalletsResult>(
    () => (error !== undefined ? { status: 'failed', wallets: found, error } : { status: status === 'ready' ? 'ready' : 'loading', wallets: found }),
    [status, found, error],
  );
  const { state } = login;
  const view = useMemo<WalletMethodView | undefined>(() => (state === undefined ? undefined : { state, actions: login, wallets }), [state, login, wallets]);
  useEffect(() => onChange(view), [view, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
