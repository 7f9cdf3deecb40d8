import { expect } from 'vitest';
import { button, waitUntil, type EnginePage } from '../driver';
import type { Account, LoginPageModel } from './login-page';

export type WalletChain = 'ethereum' | 'solana';

/**
 * The wallets the demo installs by default (examples/demo/src/demo-test-wallet.ts: the mock relay's
 * test wallet with public fixed keys, so every run logs in to the same accounts): an Ethereum
 * wallet announced through EIP-6963, sharing its selected account, and a Solana wallet through the
 * Wallet Standard, sharing its two accounts (the modal asks which one).
 */
export const demoWalletNames: Record<WalletChain, string> = { ethereum: 'Demo Ethereum wallet', solana: 'Demo Solana wallet' };

/** A prompt the wallet showed, and what became of it. */
export interface WalletPrompt {
  chain: WalletChain;
  kind: 'connect' | 'sign';
  outcome: string;
}

/** The page's uncaught errors and unhandled rejections since LoginPageModel.open. */
export function pageErrors(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? [], undefined);
}

/** The demo's test wallet, driven through `window.loginkitTestWallet`, and its buttons and screens in the login modal. */
export class DemoWalletModel {
  constructor(readonly login: LoginPageModel) {}

  get page(): EnginePage {
    return this.login.page;
  }

  /** The wallet's addresses (Ethereum: EIP-55 checksummed; Solana: base58), in the order of its keys. */
  async addresses(chain: WalletChain): Promise<string[]> {
    const addresses = await waitUntil('the demo test wallet (window.loginkitTestWallet)', () =>
      this.page.evaluate((which) => window.loginkitTestWallet?.accounts[which].map((account) => account.address), chain),
    );
    expect(addresses.length).toBeGreaterThan(0);
    return addresses;
  }

  /** Every prompt so far, oldest first. */
  prompts(): Promise<WalletPrompt[]> {
    return this.page.evaluate(() => (window.loginkitTestWallet?.requests() ?? []).map(({ chain, kind, outcome }) => ({ chain, kind, outcome })), undefined);
  }

  /** The next prompt (connect or sign) is declined, as the person would in the wallet. */
  async rejectNext(): Promise<void> {
    await this.page.evaluate(() => window.loginkitTestWallet?.rejectNext(), undefined);
  }

  /** Clicks the wallet's button in the modal's wallet group (named by the wallet, then its chain). */
  /** Picks the wallet: in the compact method list (the default) behind "Continue with a wallet", in the full list at once. */
  async choose(chain: WalletChain): Promise<void> {
    const wallet = button(new RegExp(`^${demoWalletNames[chain]}`), 'dialog[open] .loginkit-wallet-list');
    const entry = button(/Continue with a wallet/, 'dialog[open]');
    await waitUntil('the wallet or the wallet entry', async () => (await this.page.isVisible(wallet)) || (await this.page.isVisible(entry)));
    if (!(await this.page.isVisible(wallet))) await this.page.click(entry);
    await this.page.click(wallet);
  }

  /** The wallet shares several accounts: the modal asks which one; picks `address` (each button carries the whole address). */
  async chooseAccount(address: string): Promise<void> {
    try {
      await waitUntil('the "Choose an account" screen', async () => (await this.page.text({ css: 'dialog[open] h3' })) === 'Choose an account');
    } catch (error) {
      throw new Error(`no account chooser: ${await this.login.describe()}`, { cause: error });
    }
    await this.page.click(button(new RegExp(address), 'dialog[open] .loginkit-wallet-accounts'));
  }

  /** The "You declined in your wallet" screen, then its Try again. */
  async expectDeclinedThenRetry(): Promise<void> {
    try {
      await waitUntil('the "You declined in your wallet" screen', async () => /declined in your wallet/i.test((await this.page.text({ css: 'dialog[open] h3' })) ?? ''));
    } catch (error) {
      throw new Error(`no "declined" screen: ${await this.login.describe()}`, { cause: error });
    }
    await this.page.click(button(/^try again$/i, 'dialog[open]'));
  }

  /**
   * Logs in with the wallet from the signed-out page: opens the modal, clicks the wallet (picks
   * `account` when the wallet shares several), finishes on the success screen and checks the
   * session shows `address` as its contact.
   */
  async logIn(chain: WalletChain, address: string, expected: 'new' | 'returning' | 'either', account?: string): Promise<Account> {
    await this.login.openLogin();
    await this.choose(chain);
    if (account !== undefined) await this.chooseAccount(account);
    await this.login.finishLogin(expected);
    return this.login.expectLoggedIn(address);
  }
}
