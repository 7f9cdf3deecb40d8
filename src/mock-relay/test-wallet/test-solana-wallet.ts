import { providerRpcError, rpcErrorCodes, walletDisconnected, walletLocked } from './provider-rpc-error';
import { solanaTestAccount, type SolanaTestAccount } from './solana-test-account';
import { promptText, type TestWalletContext } from './test-wallet-context';
import type { ResolvedTestWalletOptions } from './test-wallet-options';

const chains = ['solana:mainnet', 'solana:devnet'] as const;

/** A Wallet Standard account (`WalletAccount`). */
export interface TestSolanaWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}

interface SignMessageInput {
  account: TestSolanaWalletAccount;
  message: Uint8Array;
}

/** The Wallet Standard wallet (`Wallet`) with standard:connect/disconnect/events and solana:signMessage. */
export interface TestSolanaWalletStandard {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly accounts: readonly TestSolanaWalletAccount[];
  readonly features: {
    'standard:connect': { version: '1.0.0'; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly TestSolanaWalletAccount[] }> };
    'standard:disconnect': { version: '1.0.0'; disconnect(): Promise<void> };
    'standard:events': { version: '1.0.0'; on(event: 'change', listener: (properties: { accounts?: readonly TestSolanaWalletAccount[] }) => void): () => void };
    'solana:signMessage': {
      version: '1.1.0';
      signMessage(...inputs: SignMessageInput[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: 'ed25519' }[]>;
    };
  };
}

/** The Solana half of the test wallet, as the installer drives it. */
export interface TestSolanaWallet {
  wallet: TestSolanaWalletStandard;
  accounts: SolanaTestAccount[];
  select(index: number): void;
  revoke(): void;
  uninstall(): void;
}

interface RegisterApi {
  register(wallet: TestSolanaWalletStandard): () => void;
}

const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array || Object.prototype.toString.call(value) === '[object Uint8Array]';

/**
 * The Wallet Standard wallet: registered with `wallet-standard:register-wallet` at once and on
 * every `wallet-standard:app-ready` (whichever of the page and the wallet comes first).
 */
export function createTestSolanaWallet(context: TestWalletContext, options: NonNullable<ResolvedTestWalletOptions['solana']>): TestSolanaWallet {
  const keys = options.seeds.map(solanaTestAccount);
  const standardAccounts = keys.map((key) => Object.freeze<TestSolanaWalletAccount>({ address: key.address, publicKey: key.publicKey.slice(), chains, features: ['solana:signMessage'] }));
  const authorized = new Set<string>();
  const changeListeners = new Set<(properties: { accounts?: readonly TestSolanaWalletAccount[] }) => void>();
  const unregisters: (() => void)[] = [];
  let order = standardAccounts.map((_, index) => index);
  let connected = false;

  const isConnected = () => connected && authorized.has(context.origin()) && context.isInstalled();
  const visible = (): readonly TestSolanaWalletAccount[] => (isConnected() ? order.map((index) => standardAccounts[index]!) : []);
  const changed = () => {
    const accounts = visible();
    for (const listener of [...changeListeners]) {
      try {
        listener({ accounts });
      } catch {
        // A page's listener that throws must not break the wallet.
      }
    }
  };
  const usable = () => {
    if (!context.isInstalled()) throw walletDisconnected();
    if (context.isLocked()) throw walletLocked();
  };

  const wallet: TestSolanaWalletStandard = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains,
    get accounts() {
      return visible();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          usable();
          if (!authorized.has(context.origin())) {
            if (input?.silent) return { accounts: [] };
            await context.prompts.open({ chain: 'solana', kind: 'connect', account: standardAccounts[order[0]!]!.address });
            usable();
            authorized.add(context.origin());
          }
          if (!connected) {
            connected = true;
            changed();
          }
          return { accounts: visible() };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (!isConnected()) return;
          connected = false;
          changed();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {};
          changeListeners.add(listener);
          return () => void changeListeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs) {
          const outputs = [];
          for (const [index, input] of inputs.entries()) {
            usable();
            const address = (input as Partial<SignMessageInput> | undefined)?.account?.address;
            const key = keys.find((candidate) => candidate.address === address);
            if (!isBytes(input?.message)) throw providerRpcError(-32602, `signMessage: inputs[${index}].message must be a Uint8Array`);
            if (key === undefined || !visible().some((account) => account.address === address)) {
              throw providerRpcError(rpcErrorCodes.unauthorized, `unauthorized: inputs[${index}].account is not an account this page is connected to`);
            }
            await context.prompts.open({ chain: 'solana', kind: 'sign', message: promptText(input.message), account: key.address });
            usable();
            outputs.push({ signedMessage: input.message, signature: key.signMessage(input.message), signatureType: 'ed25519' as const });
          }
          return outputs;
        },
      },
    },
  };

  const register = (api: RegisterApi | undefined) => {
    if (!context.isInstalled() || typeof api?.register !== 'function') return;
    const unregister = api.register(wallet);
    if (typeof unregister === 'function') unregisters.push(unregister);
  };
  context.listen('wallet-standard:app-ready', (event) => register((event as CustomEvent<RegisterApi>).detail));
  context.dispatch('wallet-standard:register-wallet', register);

  return {
    wallet,
    accounts: keys,
    select(index) {
      if (order[0] === index) return;
      order = [index, ...order.filter((entry) => entry !== index)];
      if (isConnected()) changed();
    },
    revoke() {
      const was = isConnected();
      authorized.delete(context.origin());
      connected = false;
      if (was) changed();
    },
    uninstall() {
      // The standard has no "wallet gone" event: the accounts go (a change with none), then every
      // app that registered the wallet is asked to unregister it.
      const was = connected;
      connected = false;
      if (was) changed();
      changeListeners.clear();
      for (const unregister of unregisters.splice(0)) unregister();
    },
  };
}
