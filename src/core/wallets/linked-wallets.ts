/**
 * The logged-in user's external wallets: its API keys on secp256k1 (Ethereum) and Ed25519
 * (Solana), read with `get_api_keys`, and linking another with `create_api_keys` (V2), both
 * stamped by the session key through the account API. In the wallet chunk (secp256k1, keccak).
 */
import type { AccountApi, ApiKey } from '../api/account-types';
import { ethereumAddress, recoverEthereumPublicKey } from '../crypto/wallet-stamp';
import { randomBytes } from '../crypto/random-bytes';
import { toBase58 } from '../encoding/base58check';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { LoginKitError, isLoginKitError } from '../errors';
import { completedResult } from '../transport/api-client';
import type { LinkedWallet } from '../flows/wallet/wallet.types';
import { walletApiKey } from './wallet-api-key';
import type { WalletAccount, WalletChain, WalletConnector } from './wallet-types';

const chainOfCredential: Record<string, WalletChain> = {
  CREDENTIAL_TYPE_API_KEY_SECP256K1: 'ethereum',
  CREDENTIAL_TYPE_API_KEY_ED25519: 'solana',
};

/** A linked wallet as read from an API key, or undefined when the key is no wallet's. */
export function linkedWalletOf(key: ApiKey): LinkedWallet | undefined {
  const credential = key.credential as { publicKey?: unknown; type?: unknown } | undefined;
  const chain = typeof credential?.type === 'string' ? chainOfCredential[credential.type] : undefined;
  const publicKey = credential?.publicKey;
  if (chain === undefined || typeof publicKey !== 'string' || !/^[0-9a-fA-F]+$/.test(publicKey)) return undefined;
  try {
    const bytes = fromHex(publicKey.toLowerCase(), 'publicKey');
    const address = chain === 'ethereum' ? ethereumAddress(bytes) : bytes.length === 32 ? toBase58(bytes) : undefined;
    if (address === undefined) return undefined;
    return { apiKeyId: key.apiKeyId, apiKeyName: typeof key.apiKeyName === 'string' ? key.apiKeyName : '', chain, address, publicKey: publicKey.toLowerCase() };
  } catch {
    return undefined; // not a point: not shown as a wallet
  }
}

/** The signed-in user's linked wallets, oldest first. */
export async function listLinkedWallets(account: AccountApi): Promise<LinkedWallet[]> {
  const keys = await account.getApiKeys();
  return keys.map(linkedWalletOf).filter((wallet): wallet is LinkedWallet => wallet !== undefined);
}

/** The words an Ethereum wallet shows when linking: readable, and unique so no old signature is replayed into it. */
export function linkWalletMessage(appName: string, nonce: string): string {
  return `Link this wallet to your ${appName} account.\n\nThis request costs nothing and sends no transaction.\n\nNonce: ${nonce}`;
}

/** The wallet account's key (hex as the service registers it): Solana's from the account, Ethereum's from one signature. */
async function walletPublicKey(connector: WalletConnector, account: WalletAccount, appName: string): Promise<string> {
  if (account.chain === 'solana') {
    if (account.publicKey === undefined || account.publicKey.length !== 32) throw new LoginKitError('invalid_input', 'account.publicKey: a Solana account needs its 32-byte key', { details: { field: 'account.publicKey' } });
    return toHex(account.publicKey);
  }
  const message = utf8Encode(linkWalletMessage(appName, toHex(randomBytes(16))));
  const publicKey = recoverEthereumPublicKey(message, await connector.signMessage(account, message));
  if (ethereumAddress(publicKey).toLowerCase() !== account.address.toLowerCase()) {
    throw new LoginKitError('signature_invalid', `signature: ${connector.name} signed with another account than ${account.address}`, { details: { field: 'signature' } });
  }
  return toHex(publicKey);
}

/**
 * Links `account` of `connector` (default: the wallet's selected account, after connecting) to the
 * signed-in user. A wallet already linked (to this or another account) is `already_exists`.
 */
export async function linkWallet(account: AccountApi, connector: WalletConnector, chosen: WalletAccount | undefined, appName: string): Promise<LinkedWallet> {
  const walletAccount = chosen ?? (await connector.connect())[0];
  if (walletAccount === undefined) throw new LoginKitError('wallet_locked', `${connector.name} shares no account with this site`, { details: { wallet: connector.name } });
  if (walletAccount.chain !== connector.chain) throw new LoginKitError('invalid_input', `account: a ${walletAccount.chain} account cannot be linked with ${connector.name} (${connector.chain})`, { details: { field: 'account' } });
  const publicKey = await walletPublicKey(connector, walletAccount, appName);
  const apiKey = walletApiKey(walletAccount, publicKey);
  let apiKeyId: string | undefined;
  try {
    apiKeyId = completedResult(await account.createApiKeys({ apiKeys: [apiKey] })).apiKeyIds[0];
  } catch (error) {
    if (isLoginKitError(error, 'already_exists')) {
      throw new LoginKitError('already_exists', `${walletAccount.address} is already linked to an account (this one or another); a wallet can belong to one account only`, {
        cause: error,
        details: { ...error.details, field: 'wallet' },
      });
    }
    throw error;
  }
  const linked = linkedWalletOf({ apiKeyId: apiKeyId ?? '', apiKeyName: apiKey.apiKeyName, credential: { publicKey, type: walletAccount.chain === 'ethereum' ? 'CREDENTIAL_TYPE_API_KEY_SECP256K1' : 'CREDENTIAL_TYPE_API_KEY_ED25519' } });
  if (linked === undefined) throw new LoginKitError('invalid_input', 'account: not a wallet key', { details: { field: 'account' } });
  return linked;
}
