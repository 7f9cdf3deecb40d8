import { notFound } from '../../errors';
import { optionalStringField, stringField } from '../../request-body';
import { findWallet, organizationWallets, walletAccountView, walletView, type WalletAccountView, type WalletView } from '../../wallets/wallet-store';
import type { QueryRoute } from './query';

/**
 * `list_wallets {organizationId}` → `{wallets}`: the caller organization's wallets, oldest first,
 * never the mnemonic. Beyond the spec (which lists no wallet query): Turnkey's API path (its SDK
 * method is getWallets; the mock also answers `get_wallets`).
 */
export const getWallets: QueryRoute = (context, caller): { wallets: WalletView[] } => ({
  wallets: organizationWallets(context, caller.organization.organizationId).map(walletView),
});

/** `get_wallet {organizationId, walletId}` → `{wallet}`. Beyond the spec, as Turnkey's API has it. */
export const getWallet: QueryRoute = (context, caller, body): { wallet: WalletView } => {
  const walletId = stringField(body, 'walletId', 'walletId', 200);
  const wallet = findWallet(context, caller.organization.organizationId, walletId);
  if (wallet === undefined) throw notFound('walletId', "is not a wallet of the caller's organization");
  return { wallet: walletView(wallet) };
};

/**
 * `list_wallet_accounts {organizationId, walletId?}` → `{accounts}`: one wallet's in the order they
 * were asked for, or without `walletId` every wallet's (oldest wallet first), as Turnkey's
 * `v1GetWalletAccountsRequest` has it. Beyond the spec, Turnkey's API path (SDK method
 * getWalletAccounts; also `get_wallet_accounts`). Turnkey's `paginationOptions` and
 * `includeWalletDetails` are ignored: a mock wallet has at most 100 accounts.
 */
export const getWalletAccounts: QueryRoute = (context, caller, body): { accounts: WalletAccountView[] } => {
  const organizationId = caller.organization.organizationId;
  const walletId = optionalStringField(body, 'walletId', 'walletId', 200);
  if (walletId === undefined) return { accounts: organizationWallets(context, organizationId).flatMap((wallet) => wallet.accounts.map((account) => walletAccountView(wallet, account))) };
  const wallet = findWallet(context, organizationId, walletId);
  if (wallet === undefined) throw notFound('walletId', "is not a wallet of the caller's organization");
  return { accounts: wallet.accounts.map((account) => walletAccountView(wallet, account)) };
};
