import type { StandardWallet } from './solana-connector';

interface RegisterApi {
  register(...wallets: StandardWallet[]): () => void;
}

/**
 * The app side of the Wallet Standard's registration protocol on `target`: announces
 * `wallet-standard:app-ready` (wallets loaded before us register through it) and answers every
 * `wallet-standard:register-wallet` (wallets loaded after). `onRegister` hears each wallet and
 * returns what to do when it unregisters. Returns the function that stops listening.
 */
export function watchWalletStandard(target: EventTarget, onRegister: (wallet: StandardWallet) => () => void): () => void {
  const seen = new Map<StandardWallet, () => void>();
  const api: RegisterApi = Object.freeze({
    register(...wallets: StandardWallet[]) {
      const added = wallets.filter((wallet) => typeof wallet === 'object' && wallet !== null && !seen.has(wallet));
      for (const wallet of added) seen.set(wallet, onRegister(wallet));
      return () => {
        for (const wallet of added) {
          seen.get(wallet)?.();
          seen.delete(wallet);
        }
      };
    },
  });
  const listener = (event: Event): void => {
    const callback = (event as CustomEvent).detail;
    if (typeof callback !== 'function') return;
    try {
      (callback as (api: RegisterApi) => void)(api);
    } catch {
      // A wallet's own registration failed: the other wallets stay.
    }
  };
  target.addEventListener('wallet-standard:register-wallet', listener);
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return () => target.removeEventListener('wallet-standard:register-wallet', listener);
}
