import { fromHex, toHex } from '../encoding/hex';
import { LoginKitError } from '../errors';
import { walletError } from './wallet-error';
import type { WalletAccount, WalletConnector, WalletInfo } from './wallet-types';

/** An EIP-1193 provider: what EIP-6963 announces and what `window.ethereum` is. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

function accountsOf(value: unknown, wallet: string, request: string): WalletAccount[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && addressPattern.test(item))) {
    throw new LoginKitError('wallet_unavailable', `${wallet}: ${request} answered something that is not a list of addresses`, { details: { wallet, request } });
  }
  if (value.length === 0) {
    throw new LoginKitError('wallet_locked', `${wallet}: ${request}: the wallet shares no account with this site (it may be locked)`, { details: { wallet, request } });
  }
  return [...new Set(value as string[])].map((address) => ({ chain: 'ethereum', address }));
}

/** An Ethereum wallet behind an EIP-1193 provider: `eth_requestAccounts`, `wallet_requestPermissions`, `personal_sign`. */
export function createEthereumConnector(info: Omit<WalletInfo, 'chain'>, provider: Eip1193Provider): WalletConnector {
  const call = async (method: string, params?: unknown[]): Promise<unknown> => {
    try {
      return await provider.request(params === undefined ? { method } : { method, params });
    } catch (error) {
      throw walletError(error, info.name, method);
    }
  };
  return {
    ...info,
    chain: 'ethereum',
    connect: async () => accountsOf(await call('eth_requestAccounts'), info.name, 'eth_requestAccounts'),
    async requestOtherAccounts() {
      await call('wallet_requestPermissions', [{ eth_accounts: {} }]);
      return accountsOf(await call('eth_accounts'), info.name, 'eth_accounts');
    },
    async signMessage(account, message) {
      const answer = await call('personal_sign', [`0x${toHex(message)}`, account.address]);
      const hex = typeof answer === 'string' ? answer.replace(/^0x/i, '') : '';
      if (!/^[0-9a-fA-F]{130}$/.test(hex)) {
        throw new LoginKitError('wallet_unavailable', `${info.name}: personal_sign answered something that is not a 65-byte signature`, {
          details: { wallet: info.name, request: 'personal_sign' },
        });
      }
      return fromHex(hex.toLowerCase(), 'signature');
    },
  };
}
