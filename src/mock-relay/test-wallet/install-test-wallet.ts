import { hex } from '@scure/base';
import { invalidInput } from '../../core/errors';
import { walletDisconnected } from './provider-rpc-error';
import { createTestEthereumProvider, type TestEthereumProvider, type TestEthereumWallet } from './test-ethereum-provider';
import { createTestSolanaWallet, type TestSolanaWallet } from './test-solana-wallet';
import type { TestWalletContext } from './test-wallet-context';
import { resolveTestWalletOptions } from './test-wallet-options';
import type { TestWalletChain, TestWalletController, TestWalletOptions } from './test-wallet-types';
import { createWalletPrompts } from './wallet-prompts';

type PageWindow = Window & typeof globalThis & { ethereum?: unknown };

function accountIndex(chain: TestWalletChain, accounts: readonly { address: string }[] | undefined, account: string | number): number {
  if (accounts === undefined) throw invalidInput('chain', `the test wallet has no ${chain} accounts (options.${chain} is false)`);
  const index =
    typeof account === 'number' ? (Number.isInteger(account) && account >= 0 && account < accounts.length ? account : -1) : accounts.findIndex((entry) => entry.address.toLowerCase() === String(account).toLowerCase());
  if (index < 0) throw invalidInput('account', `${String(account)} is no ${chain} account of the test wallet (${accounts.length} accounts: an index from 0 or an address)`);
  return index;
}

/**
 * Installs a test wallet on `target`: an EIP-1193 provider announced through EIP-6963 and a Wallet
 * Standard Solana wallet, signing with real keys (secp256k1 `personal_sign`, Ed25519
 * `solana:signMessage`). Returns the controller tests drive, also set as
 * `target.loginkitTestWallet`. Browser-safe; throws an `invalid_input` LoginKitError naming a bad
 * option, and if a test wallet is already installed on `target`.
 */
export function installTestWallet(target: Window, options?: TestWalletOptions): TestWalletController {
  const page = target as PageWindow;
  const resolved = resolveTestWalletOptions(options);
  if (page.loginkitTestWallet !== undefined) throw invalidInput('target', 'a test wallet is already installed on this window (call window.loginkitTestWallet.uninstall() first)');

  const prompts = createWalletPrompts(resolved.approval);
  const removers: (() => void)[] = [];
  let installed = true;
  let locked = false;
  const context: TestWalletContext = {
    target,
    prompts,
    isLocked: () => locked,
    isInstalled: () => installed,
    origin: () => page.location?.origin ?? 'null',
    dispatch(type, detail) {
      const Custom = page.CustomEvent ?? CustomEvent;
      page.dispatchEvent(new Custom(type, { detail }));
    },
    listen(type, listener) {
      page.addEventListener(type, listener);
      removers.push(() => page.removeEventListener(type, listener));
    },
  };

  const ethereum: TestEthereumWallet | undefined = resolved.ethereum && createTestEthereumProvider(context, resolved.ethereum);
  const solana: TestSolanaWallet | undefined = resolved.solana && createTestSolanaWallet(context, resolved.solana);
  let windowEthereum: TestEthereumProvider | undefined;
  if (resolved.windowEthereum && ethereum) {
    windowEthereum = ethereum.provider;
    Object.defineProperty(page, 'ethereum', { value: windowEthereum, configurable: true, writable: true, enumerable: true });
  }

  const controller: TestWalletController = {
    get accounts() {
      return {
        ethereum: (ethereum?.accounts ?? []).map((account) => ({ address: account.address, publicKey: hex.encode(account.publicKey) })),
        solana: (solana?.accounts ?? []).map((account) => ({ address: account.address, publicKey: hex.encode(account.publicKey) })),
      };
    },
    get approval() {
      return prompts.approval;
    },
    set approval(mode) {
      prompts.approval = mode;
    },
    setApproval(mode) {
      prompts.approval = mode;
    },
    rejectNext: () => prompts.rejectNext(),
    lock() {
      if (locked) return;
      locked = true;
      ethereum?.lockChanged();
    },
    unlock() {
      if (!locked) return;
      locked = false;
      ethereum?.lockChanged();
    },
    get locked() {
      return locked;
    },
    pending: () => prompts.pending(),
    approve: (id) => prompts.approve(id),
    reject: (id) => prompts.reject(id),
    waitForPrompt: () => prompts.waitForPrompt(),
    requests: () => prompts.requests(),
    revokeConnection() {
      ethereum?.revoke();
      solana?.revoke();
    },
    selectAccount(chain, account) {
      if (chain === 'ethereum') ethereum?.select(accountIndex(chain, ethereum?.accounts, account));
      else if (chain === 'solana') solana?.select(accountIndex(chain, solana?.accounts, account));
      else throw invalidInput('chain', "must be 'ethereum' or 'solana'");
    },
    uninstall() {
      if (!installed) return;
      solana?.uninstall();
      installed = false;
      prompts.cancelAll(walletDisconnected());
      ethereum?.uninstall();
      for (const remove of removers.splice(0)) remove();
      if (windowEthereum !== undefined && page.ethereum === windowEthereum) delete page.ethereum;
      if (page.loginkitTestWallet === controller) delete page.loginkitTestWallet;
    },
  };
  page.loginkitTestWallet = controller;
  return controller;
}
