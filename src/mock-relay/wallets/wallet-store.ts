/** Organizations' HD wallets over the relay's state, and their read shapes (Turnkey's wallet and wallet-account objects; never the mnemonic). */
import { prefixedId } from '../ids';
import { timestampView, type TimestampView } from '../passkeys/authenticator-view';
import type { AddressFormat, PrivateKeyCurve } from '../private-keys/stored-private-key';
import type { RouteContext } from '../route-context';
import { own } from '../stored-state';
import type { PathFormat, StoredWallet, StoredWalletAccount } from './stored-wallet';
import type { NewWallet } from './wallet-input';

type StoreContext = Pick<RouteContext, 'store'>;

export interface WalletView {
  walletId: string;
  walletName: string;
  createdAt: TimestampView;
  updatedAt: TimestampView;
  exported: boolean;
  imported: boolean;
}

export interface WalletAccountView {
  walletAccountId: string;
  organizationId: string;
  walletId: string;
  curve: PrivateKeyCurve;
  pathFormat: PathFormat;
  path: string;
  addressFormat: AddressFormat;
  address: string;
  publicKey: string;
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

/** Stores a derived wallet for `organizationId` (synchronously: signup_v2 calls it right after creating the organization). */
export function addWallet(context: StoreContext, organizationId: string, wallet: NewWallet, now: number): StoredWallet {
  const stored: StoredWallet = {
    walletId: prefixedId('wallet'),
    organizationId,
    walletName: wallet.walletName,
    mnemonic: wallet.mnemonic,
    accounts: wallet.accounts.map((account) => ({ ...account, walletAccountId: prefixedId('walletaccount'), createdAt: now })),
    exported: false,
    createdAt: now,
    updatedAt: now,
  };
  context.store.state.wallets[stored.walletId] = stored;
  context.store.markDirty();
  return stored;
}

/** The organization's wallets, oldest first. */
export function organizationWallets(context: StoreContext, organizationId: string): StoredWallet[] {
  return Object.values(context.store.state.wallets)
    .filter((wallet) => wallet.organizationId === organizationId)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** The organization's wallet `walletId`, if it has one. */
export function findWallet(context: StoreContext, organizationId: string, walletId: string): StoredWallet | undefined {
  const wallet = own(context.store.state.wallets, walletId);
  return wallet?.organizationId === organizationId ? wallet : undefined;
}

/** The organization's wallet account with this address (and its wallet), if it has one. */
export function findWalletAccount(context: StoreContext, organizationId: string, address: string): { wallet: StoredWallet; account: StoredWalletAccount } | undefined {
  for (const wallet of organizationWallets(context, organizationId)) {
    const account = wallet.accounts.find((item) => item.address === address);
    if (account !== undefined) return { wallet, account };
  }
  return undefined;
}

/** After export_wallet or export_wallet_account: the wallet reads `exported: true`. */
export function markWalletExported(context: Pick<RouteContext, 'store' | 'now'>, wallet: StoredWallet): void {
  wallet.exported = true;
  wallet.updatedAt = context.now();
  context.store.markDirty();
}

export function walletView(wallet: StoredWallet): WalletView {
  return {
    walletId: wallet.walletId,
    walletName: wallet.walletName,
    createdAt: timestampView(wallet.createdAt),
    updatedAt: timestampView(wallet.updatedAt),
    exported: wallet.exported,
    imported: false,
  };
}

export function walletAccountView(wallet: StoredWallet, account: StoredWalletAccount): WalletAccountView {
  return {
    walletAccountId: account.walletAccountId,
    organizationId: wallet.organizationId,
    walletId: wallet.walletId,
    curve: account.curve,
    pathFormat: account.pathFormat,
    path: account.path,
    addressFormat: account.addressFormat,
    address: account.address,
    publicKey: account.publicKey,
    createdAt: timestampView(account.createdAt),
    updatedAt: timestampView(account.createdAt),
  };
}
