import { LoginKitError } from '../errors';
import { walletError } from './wallet-error';
import type { WalletAccount, WalletConnector, WalletInfo } from './wallet-types';

/** The parts of a Wallet Standard wallet account the kit reads. */
export interface StandardWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}

/** The parts of a Wallet Standard wallet the kit reads (`standard:connect`, `solana:signMessage`). */
export interface StandardWallet {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly accounts: readonly StandardWalletAccount[];
  readonly features: Readonly<Record<string, unknown>>;
}

interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }>;
}
interface SignMessageFeature {
  signMessage(...inputs: { account: StandardWalletAccount; message: Uint8Array }[]): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
}

const isSolana = (chain: string): boolean => chain.startsWith('solana:');

function feature<T>(wallet: StandardWallet, name: string, method: string): T | undefined {
  const value = wallet.features[name];
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[method] === 'function' ? (value as T) : undefined;
}

/** Whether a Wallet Standard wallet can log in here: a Solana chain, `standard:connect` and `solana:signMessage`. */
export function isSolanaLoginWallet(wallet: StandardWallet): boolean {
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some(isSolana) &&
    feature(wallet, 'standard:connect', 'connect') !== undefined &&
    feature(wallet, 'solana:signMessage', 'signMessage') !== undefined
  );
}

/** A Solana wallet of the Wallet Standard (Phantom, Solflare, Backpack…). */
export function createSolanaConnector(info: Omit<WalletInfo, 'chain'>, wallet: StandardWallet): WalletConnector {
  const known = new Map<string, StandardWalletAccount>();
  const accountsOf = (accounts: readonly StandardWalletAccount[]): WalletAccount[] => {
    const usable = accounts.filter(
      (account) => account.chains.some(isSolana) && account.features.includes('solana:signMessage') && account.publicKey instanceof Uint8Array && account.publicKey.length === 32,
    );
    if (usable.length === 0) {
      throw new LoginKitError('wallet_locked', `${info.name}: standard:connect: the wallet shares no Solana account that can sign messages`, {
        details: { wallet: info.name, request: 'standard:connect' },
      });
    }
    for (const account of usable) known.set(account.address, account);
    return usable.map((account) => ({ chain: 'solana', address: account.address, publicKey: Uint8Array.from(account.publicKey) }));
  };
  return {
    ...info,
    chain: 'solana',
    async connect() {
      const connect = feature<ConnectFeature>(wallet, 'standard:connect', 'connect');
      if (connect === undefined) throw walletError({ code: 4200, message: 'no standard:connect' }, info.name, 'standard:connect');
      try {
        const { accounts } = await connect.connect();
        return accountsOf(accounts);
      } catch (error) {
        throw walletError(error, info.name, 'standard:connect');
      }
    },
    async signMessage(account, message) {
      const signer = feature<SignMessageFeature>(wallet, 'solana:signMessage', 'signMessage');
      const standardAccount = known.get(account.address) ?? wallet.accounts.find((item) => item.address === account.address);
      if (signer === undefined || standardAccount === undefined) {
        throw new LoginKitError('wallet_unavailable', `${info.name}: solana:signMessage: the account ${account.address} is not shared by the wallet (any more)`, {
          details: { wallet: info.name, request: 'solana:signMessage' },
        });
      }
      let outputs: readonly { signature: Uint8Array }[];
      try {
        outputs = await signer.signMessage({ account: standardAccount, message });
      } catch (error) {
        throw walletError(error, info.name, 'solana:signMessage');
      }
      const signature = outputs[0]?.signature;
      if (!(signature instanceof Uint8Array) || signature.length !== 64) {
        throw new LoginKitError('wallet_unavailable', `${info.name}: solana:signMessage answered something that is not a 64-byte signature`, {
          details: { wallet: info.name, request: 'solana:signMessage' },
        });
      }
      return Uint8Array.from(signature);
    },
  };
}
