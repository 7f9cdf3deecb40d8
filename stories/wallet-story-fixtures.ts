import { LoginKitError, type KitConfig, type LinkedWallet, type LoginKitErrorCode, type Session, type WalletAccount, type WalletConnector, type WalletDiscovery, type WalletInfo, type WalletState } from 'loginkit/core';
import type { UseWalletsResult, WalletLoginActions } from 'loginkit/react/wallet';
import { fn } from 'storybook/test';
import { emailOnly, storySession } from './story-fixtures';

/** Fake wallets for the stories: plain `data:` SVG icons, no real wallet or discovery. */

const svgIcon = (background: string, letter: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`;

export const storyEthereumAccounts: WalletAccount[] = [
  { chain: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  { chain: 'ethereum', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
];
export const storySolanaAccount: WalletAccount = { chain: 'solana', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' };

export const foxWallet: WalletInfo = { id: 'eip6963:fox', chain: 'ethereum', source: 'eip6963', name: 'Fox Wallet', icon: svgIcon('#b45309', 'F'), rdns: 'example.fox' };
export const ghostWallet: WalletInfo = { id: 'wallet-standard:Ghost', chain: 'solana', source: 'wallet-standard', name: 'Ghost', icon: svgIcon('#6d28d9', 'G') };
/** A wallet that gave no icon: the generic outline shows. */
export const plainWallet: WalletInfo = { id: 'injected:ethereum', chain: 'ethereum', source: 'injected', name: 'Browser wallet' };
export const storyWallets: WalletInfo[] = [foxWallet, ghostWallet, plainWallet];

/** A connector that answers at once (the stories that drive a flow simulate the prompts themselves). */
export function storyConnector(info: WalletInfo, accounts: WalletAccount[] = info.chain === 'solana' ? [storySolanaAccount] : storyEthereumAccounts): WalletConnector {
  return {
    ...info,
    connect: () => Promise.resolve(accounts),
    ...(info.chain === 'ethereum' ? { requestOtherAccounts: () => Promise.resolve(accounts) } : {}),
    signMessage: () => Promise.resolve(new Uint8Array(info.chain === 'solana' ? 64 : 65)),
  };
}

/** A discovery that holds `wallets` (and can be told that more arrived). */
export function storyWalletDiscovery(wallets: readonly WalletConnector[]): WalletDiscovery & { setWallets(next: readonly WalletConnector[]): void } {
  let current = wallets;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (id) => current.find((wallet) => wallet.id === id),
    dispose: () => listeners.clear(),
    setWallets(next) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** `useWallets()` answers for the screen stories. */
export const walletsReady = (wallets: readonly WalletInfo[] = storyWallets): UseWalletsResult => ({ status: 'ready', wallets });
export const walletsLoading: UseWalletsResult = { status: 'loading', wallets: [] };

/** Every wallet action as a spy, shown in the Actions panel. */
export function storyWalletActions(): WalletLoginActions {
  return {
    select: fn().mockName('select'),
    chooseAccount: fn().mockName('chooseAccount'),
    requestOtherAccounts: fn().mockName('requestOtherAccounts'),
    retry: fn().mockName('retry'),
    back: fn().mockName('back'),
    cancel: fn().mockName('cancel'),
  };
}

export const withWallets: KitConfig = { ...emailOnly, showWallet: true, methodOrder: ['code', 'wallet'] };
export const walletSession: Session = { ...storySession, method: 'wallet', contact: storyEthereumAccounts[0]!.address };

export type StoryWalletState<Status extends WalletState['status']> = Extract<WalletState, { status: Status }>;

export const storyWalletError = (code: LoginKitErrorCode): LoginKitError => new LoginKitError(code, `story: ${code}`);

export const storyLinkedWallets: LinkedWallet[] = [
  { apiKeyId: 'key-fox', apiKeyName: 'Fox Wallet (Ethereum)', chain: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', publicKey: `02${'ab'.repeat(32)}` },
  { apiKeyId: 'key-ghost', apiKeyName: 'Ghost (Solana)', chain: 'solana', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', publicKey: 'cd'.repeat(32) },
];
