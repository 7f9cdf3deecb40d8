import type { Page } from '@playwright/test';
import { testWalletScript, type TestWalletOptions } from 'loginkit/mock-relay/server';

/** The names the e2e test wallet announces (one Ethereum, one Solana wallet). */
export const testWalletNames = { ethereum: 'Test Ethereum wallet', solana: 'Test Solana wallet' } as const;

/**
 * Installs the mock relay's test wallet in every page of `page` (as a user's Playwright suite
 * does, README "Testing wallet login"): real keys, approving by default. Returns its accounts.
 */
export async function installTestWallet(page: Page, options: TestWalletOptions = {}): Promise<void> {
  await page.addInitScript({
    content: testWalletScript({
      ethereum: { name: testWalletNames.ethereum },
      solana: { name: testWalletNames.solana },
      ...options,
    }),
  });
}

/** The wallet's controller in the page: `window.loginkitTestWallet`. */
export async function walletAccounts(page: Page): Promise<{ ethereum: { address: string; publicKey: string }[]; solana: { address: string; publicKey: string }[] }> {
  return page.evaluate(() => {
    const wallet = window.loginkitTestWallet;
    if (wallet === undefined) throw new Error('no test wallet in the page');
    return wallet.accounts;
  });
}

export async function rejectNextPrompt(page: Page): Promise<void> {
  await page.evaluate(() => window.loginkitTestWallet?.rejectNext());
}

/** The prompts the wallet showed so far: kind and outcome. */
export async function walletPrompts(page: Page): Promise<{ kind: string; outcome: string; chain: string; message?: string }[]> {
  return page.evaluate(() => (window.loginkitTestWallet?.requests() ?? []).map(({ kind, outcome, chain, message }) => ({ kind, outcome, chain, message })));
}
