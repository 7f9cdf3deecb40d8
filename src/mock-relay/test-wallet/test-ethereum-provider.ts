import { hex } from '@scure/base';
import { ethereumTestAccount, type EthereumTestAccount } from './ethereum-test-account';
import { providerRpcError, rpcErrorCodes, walletDisconnected, walletLocked } from './provider-rpc-error';
import { promptText, type TestWalletContext } from './test-wallet-context';
import type { ResolvedTestWalletOptions } from './test-wallet-options';

/** The EIP-1193 provider the test wallet announces. */
export interface TestEthereumProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): TestEthereumProvider;
  removeListener(event: string, listener: (...args: unknown[]) => void): TestEthereumProvider;
}

/** The Ethereum half of the test wallet, as the installer drives it. */
export interface TestEthereumWallet {
  provider: TestEthereumProvider;
  accounts: EthereumTestAccount[];
  select(index: number): void;
  revoke(): void;
  lockChanged(): void;
  uninstall(): void;
}

const chainId = '0x1';
const invalidParams = (message: string) => providerRpcError(-32602, message);

/** A random RFC 4122 version 4 UUID (randomUUID exists only in secure contexts). */
function uuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const text = hex.encode(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** `personal_sign`'s message: 0x-hex bytes, or else the UTF-8 bytes of the string (as MetaMask reads it). */
function messageBytes(message: unknown): Uint8Array {
  if (typeof message !== 'string') throw invalidParams('personal_sign: params[0] must be the message (0x-hex bytes or text)');
  if (/^0x([0-9a-fA-F]{2})*$/.test(message)) return hex.decode(message.slice(2).toLowerCase());
  return new TextEncoder().encode(message);
}

/**
 * The EIP-1193 provider, announced through EIP-6963 at once and on every
 * `eip6963:requestProvider`. One account is selected; a page that connected sees it alone.
 */
export function createTestEthereumProvider(context: TestWalletContext, options: NonNullable<ResolvedTestWalletOptions['ethereum']>): TestEthereumWallet {
  const accounts = options.privateKeys.map(ethereumTestAccount);
  const authorized = new Set<string>();
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let selected = 0;

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch {
        // A page's listener that throws must not break the wallet (as with an EventEmitter).
      }
    }
  };
  const isConnected = () => authorized.has(context.origin());
  const current = (): EthereumTestAccount => accounts[selected]!;
  const visible = (): string[] => (isConnected() && !context.isLocked() ? [current().address] : []);
  const permissions = () => [{ invoker: context.origin(), parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [current().address] }] }];

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    if (!context.isInstalled()) throw walletDisconnected();
    switch (method) {
      case 'eth_chainId':
        return chainId;
      case 'eth_accounts':
        return visible();
      case 'eth_requestAccounts': {
        if (context.isLocked()) throw walletLocked();
        if (!isConnected()) {
          await context.prompts.open({ chain: 'ethereum', kind: 'connect', account: current().address });
          authorized.add(context.origin());
          emit('accountsChanged', visible());
        }
        return visible();
      }
      case 'wallet_requestPermissions': {
        if (!Array.isArray(params) || !params.some((entry) => typeof entry === 'object' && entry !== null && 'eth_accounts' in entry)) {
          throw invalidParams('wallet_requestPermissions: params must be [{ eth_accounts: {} }]');
        }
        if (context.isLocked()) throw walletLocked();
        // The person picks an account: the next one after the selected one (the same one when there is one).
        const next = (selected + 1) % accounts.length;
        await context.prompts.open({ chain: 'ethereum', kind: 'connect', account: accounts[next]!.address });
        const changed = next !== selected || !isConnected();
        selected = next;
        authorized.add(context.origin());
        if (changed) emit('accountsChanged', visible());
        return permissions();
      }
      case 'wallet_getPermissions':
        return isConnected() ? permissions() : [];
      case 'wallet_revokePermissions':
        wallet.revoke();
        return null;
      case 'personal_sign': {
        if (!Array.isArray(params) || params.length < 2) throw invalidParams('personal_sign: params must be [message, address]');
        const message = messageBytes(params[0]);
        if (typeof params[1] !== 'string') throw invalidParams('personal_sign: params[1] must be the address');
        if (context.isLocked()) throw walletLocked();
        const account = current();
        if (!isConnected() || params[1].toLowerCase() !== account.address.toLowerCase()) {
          throw providerRpcError(rpcErrorCodes.unauthorized, `unauthorized: ${params[1]} is not an account this page is connected to`);
        }
        await context.prompts.open({ chain: 'ethereum', kind: 'sign', message: promptText(message), account: account.address });
        if (!context.isInstalled()) throw walletDisconnected();
        return `0x${hex.encode(account.personalSign(message))}`;
      }
      default:
        throw providerRpcError(rpcErrorCodes.unsupportedMethod, `The test wallet does not support the method ${method}.`);
    }
  };

  const provider: TestEthereumProvider = {
    request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        return Promise.reject(providerRpcError(-32600, 'request: expected { method: string, params?: unknown[] }'));
      }
      return handle(args.method, args.params);
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  const info = Object.freeze({ uuid: uuid(), name: options.name, icon: options.icon, rdns: options.rdns });
  const announce = () => context.dispatch('eip6963:announceProvider', Object.freeze({ info, provider }));
  context.listen('eip6963:requestProvider', announce);
  announce();

  const wallet: TestEthereumWallet = {
    provider,
    accounts,
    select(index) {
      if (index === selected) return;
      selected = index;
      if (visible().length > 0) emit('accountsChanged', visible());
    },
    revoke() {
      if (!authorized.delete(context.origin())) return;
      if (!context.isLocked()) emit('accountsChanged', []);
    },
    lockChanged() {
      if (isConnected()) emit('accountsChanged', visible());
    },
    uninstall() {
      emit('disconnect', walletDisconnected());
      listeners.clear();
    },
  };
  return wallet;
}
