export { checkWalletConnectors } from './check-wallet-connectors';
import { createEthereumConnector, isEip1193Provider } from './ethereum-connector';
import { watchEip6963 } from './eip6963-discovery';
import { createSolanaConnector, isSolanaLoginWallet, type StandardWallet } from './solana-connector';
import { safeWalletIcon } from './wallet-icon';
import { watchWalletStandard } from './wallet-standard-discovery';
import type { WalletConnector, WalletDiscovery } from './wallet-types';

export interface WalletDiscoveryOptions {
  /** Where wallets announce themselves (default: `window`); its `ethereum` is the legacy fallback. */
  target?: EventTarget & { ethereum?: unknown };
  /** Name shown for a lone `window.ethereum` (default "Browser wallet"). */
  injectedName?: string;
  /** The app's own connectors (checked by the caller), listed after the discovered wallets. */
  connectors?: readonly WalletConnector[];
}

/**
 * Finds the page's wallets: EIP-6963 Ethereum wallets, Wallet Standard Solana wallets (both kept
 * listening: a wallet that arrives later is added, one that unregisters is removed), and a lone
 * `window.ethereum` when no EIP-6963 wallet announced that provider (the legacy injection, shown
 * only while no EIP-6963 wallet is there). Arrival order, EIP-6963 first.
 */
export function createWalletDiscovery(options: WalletDiscoveryOptions = {}): WalletDiscovery {
  const target = options.target ?? (globalThis as unknown as WalletDiscoveryOptions['target']);
  const ethereum = new Map<string, WalletConnector>();
  const own = options.connectors ?? [];
  const solana = new Map<StandardWallet, WalletConnector>();
  const listeners = new Set<() => void>();
  let snapshot: readonly WalletConnector[] = [];
  let disposed = false;

  const injected = (): WalletConnector | undefined => {
    const provider = target?.ethereum;
    if (!isEip1193Provider(provider) || ethereum.size > 0) return undefined;
    return createEthereumConnector({ id: 'injected:ethereum', source: 'injected', name: options.injectedName ?? 'Browser wallet' }, provider);
  };
  let fallback: WalletConnector | undefined;

  const update = (): void => {
    if (disposed) return;
    const lone = injected();
    // The same connector object while it stays (its identity keys React lists and flows).
    fallback = lone === undefined ? undefined : (fallback ?? lone);
    snapshot = [...ethereum.values(), ...(fallback === undefined ? [] : [fallback]), ...solana.values(), ...own];
    for (const listener of [...listeners]) listener();
  };

  if (target === undefined || typeof target.addEventListener !== 'function') {
    snapshot = own;
    return { getSnapshot: () => snapshot, subscribe: () => () => undefined, get: (id) => own.find((connector) => connector.id === id), dispose: () => undefined };
  }

  const stopEip6963 = watchEip6963(target, (wallet) => {
    const id = `eip6963:${wallet.uuid}`;
    if (ethereum.has(id)) return;
    const info = { id, source: 'eip6963' as const, name: wallet.name, rdns: wallet.rdns, ...(wallet.icon === undefined ? {} : { icon: wallet.icon }) };
    ethereum.set(id, createEthereumConnector(info, wallet.provider));
    update();
  });
  const names = new Map<string, number>();
  const stopStandard = watchWalletStandard(target, (wallet) => {
    if (!isSolanaLoginWallet(wallet) || typeof wallet.name !== 'string' || wallet.name.trim() === '') return () => undefined;
    const name = wallet.name.trim().slice(0, 64);
    const count = (names.get(name) ?? 0) + 1;
    names.set(name, count);
    const icon = safeWalletIcon(wallet.icon);
    const id = `wallet-standard:${name}${count > 1 ? `#${count}` : ''}`;
    solana.set(wallet, createSolanaConnector({ id, source: 'wallet-standard', name, ...(icon === undefined ? {} : { icon }) }, wallet));
    update();
    return () => {
      solana.delete(wallet);
      update();
    };
  });
  update();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (id) => snapshot.find((connector) => connector.id === id),
    dispose() {
      disposed = true;
      stopEip6963();
      stopStandard();
      listeners.clear();
    },
  };
}
