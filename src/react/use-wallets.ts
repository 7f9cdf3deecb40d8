import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LoginKitError, WalletDiscovery, WalletInfo } from '../core/internal';
import { toLoginKitError } from '../core/errors';
import { useLoginKitContext } from './use-login-kit';

export type UseWalletsResult =
  /** The discovery code is loading (a chunk of its own). */
  | { status: 'loading'; wallets: readonly WalletInfo[] }
  /** `wallets`: what the page has so far; wallets that arrive later are added (no reload). Empty: no wallet installed. */
  | { status: 'ready'; wallets: readonly WalletInfo[] }
  /** The discovery code could not load (`network`). */
  | { status: 'failed'; wallets: readonly WalletInfo[]; error: LoginKitError };

const none: readonly WalletInfo[] = [];
const noSubscription = (): (() => void) => () => undefined;

/**
 * The external wallets on the page (EIP-6963 Ethereum wallets, a lone `window.ethereum`, Wallet
 * Standard Solana wallets), re-rendering as wallets arrive. `enabled: false` loads nothing.
 */
export function useWallets(options: { enabled?: boolean } = {}): UseWalletsResult {
  const { kit } = useLoginKitContext('useWallets');
  const enabled = options.enabled !== false;
  const [loaded, setLoaded] = useState<{ discovery: WalletDiscovery } | { error: LoginKitError } | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    kit.loadWallets().then(
      (discovery) => live && setLoaded({ discovery }),
      (error: unknown) => live && setLoaded({ error: toLoginKitError(error, 'network') }),
    );
    return () => {
      live = false;
    };
  }, [kit, enabled]);

  const discovery = loaded !== undefined && 'discovery' in loaded ? loaded.discovery : undefined;
  const wallets = useSyncExternalStore(
    discovery === undefined ? noSubscription : discovery.subscribe,
    discovery === undefined ? () => none : discovery.getSnapshot,
    () => none,
  );
  // One result object per change (a hook's answer keeps its identity between renders).
  const error = loaded !== undefined && 'error' in loaded ? loaded.error : undefined;
  const ready = loaded !== undefined && enabled && error === undefined;
  return useMemo<UseWalletsResult>(() => {
    if (error !== undefined && enabled) return { status: 'failed', wallets: none, error };
    return ready ? { status: 'ready', wallets } : { status: 'loading', wallets: none };
  }, [error, enabled, ready, wallets]);
}
