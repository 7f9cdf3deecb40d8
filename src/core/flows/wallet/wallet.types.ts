import type { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import type { WalletAccount, WalletInfo } from '../../wallets/wallet-types';

/**
 * Logging in (or signing up) with an external wallet: one button per wallet. The wallet opens at
 * most two prompts: the connection (only the first time on this site; wallets remember it) and one
 * signature, whatever the case (first login, returning user, signup). The signature is the stamp of
 * the session request itself: the kit learns an Ethereum key from it, finds or creates the account,
 * and then sends the request it stamps (protocol.md section 13).
 */
export type WalletState =
  /** The wallet list. */
  | { status: 'idle' }
  /** The wallet's connection prompt is (or may be) open; `otherAccounts`: the person asked to pick other accounts in the wallet. */
  | { status: 'connecting'; wallet: WalletInfo; otherAccounts?: true }
  /** The wallet shares several accounts: the person picks one (the wallet's selected account first). */
  | { status: 'choosingAccount'; wallet: WalletInfo; accounts: WalletAccount[] }
  /** The wallet's signature prompt is open: signing the login request (no transaction, no fee). */
  | { status: 'signing'; wallet: WalletInfo; account: WalletAccount }
  /** The relay is finding or creating the account and the session. */
  | { status: 'completing'; wallet: WalletInfo; account: WalletAccount }
  /** The person refused in the wallet (`wallet_rejected`): retry offered. */
  | { status: 'cancelled'; wallet: WalletInfo; account?: WalletAccount; error: LoginKitError }
  /** Anything else (locked, gone, network, relay): the error names it; retry or go back. */
  | { status: 'failed'; wallet: WalletInfo; account?: WalletAccount; error: LoginKitError }
  | { status: 'success'; wallet: WalletInfo; account: WalletAccount; session: Session; isNewUser: boolean };

export type WalletStatus = WalletState['status'];

export type WalletEvent =
  // user actions
  | { type: 'select'; wallet: WalletInfo }
  | { type: 'chooseAccount'; account: WalletAccount }
  /** Ask the wallet for other accounts (Ethereum wallets that support EIP-2255): from the account list, or after a refused or failed signature. */
  | { type: 'requestOtherAccounts' }
  | { type: 'retry' }
  | { type: 'back' }
  /** Stops waiting on the relay (`completing`): back to the wallet list, with no error; the attempt's answer is ignored. */
  | { type: 'cancel' }
  // effect results
  | { type: 'connected'; accounts: WalletAccount[] }
  | { type: 'signed' }
  | { type: 'loggedIn'; session: Session; isNewUser: boolean }
  | { type: 'walletFailed'; error: LoginKitError };

/** An external wallet linked to the logged-in user (one of its API keys on the wallet's curve). */
export interface LinkedWallet {
  apiKeyId: string;
  apiKeyName: string;
  chain: WalletChainOfKey;
  /** Ethereum: the checksummed 0x address; Solana: the base58 address. */
  address: string;
  /** The API key's public key, hex (secp256k1 compressed, or Ed25519). */
  publicKey: string;
}

export type WalletChainOfKey = WalletInfo['chain'];
