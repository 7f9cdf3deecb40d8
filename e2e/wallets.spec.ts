import { expect, test, type Page } from '@playwright/test';
import { testWalletScript } from 'loginkit/mock-relay/server';
import { axeViolations } from './models/axe';
import { DemoPageModel } from './models/demo-page';
import { installTestWallet, rejectNextPrompt, testWalletNames, walletAccounts, walletPrompts } from './models/test-wallet';

/**
 * External wallets in the demo, with the mock relay's test wallet installed by an init script
 * (the way a user's suite installs it): real secp256k1 / Ed25519 signatures, verified by the relay.
 */
const walletButton = (demo: DemoPageModel, chain: keyof typeof testWalletNames) =>
  demo.dialog.getByRole('button', { name: new RegExp(testWalletNames[chain]) });

/** The compact method list (the default): the wallets sit behind one entry, which opens their list. */
const walletEntry = (demo: DemoPageModel) => demo.dialog.getByRole('button', { name: 'Continue with a wallet' });

/** Logs in with the wallet; `account`: the address to pick when the wallet shares several. */
async function logInWithWallet(page: Page, demo: DemoPageModel, chain: keyof typeof testWalletNames, expected: 'new' | 'returning', account?: string): Promise<void> {
  await demo.openLogin();
  await walletEntry(demo).click();
  await walletButton(demo, chain).click();
  if (account !== undefined) {
    await expect(demo.dialog.getByRole('heading', { name: /choose an account/i })).toBeVisible();
    await demo.dialog.getByRole('button', { name: account }).click();
  }
  await demo.finishLogin(expected);
}

for (const chain of ['ethereum', 'solana'] as const) {
  test(`${chain}: sign up with the wallet, log out, log in again to the same account (one connect, one signature each)`, async ({ page }) => {
    await installTestWallet(page);
    const demo = new DemoPageModel(page);
    await demo.goto();
    const [account] = (await walletAccounts(page))[chain];

    await demo.openLogin();
    await walletEntry(demo).click();
    await expect(walletButton(demo, chain)).toBeVisible();
    // What the wallet will ask is said before the click.
    await expect(demo.dialog.getByText(/sign one message/i)).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await walletButton(demo, chain).click();
    await demo.finishLogin('new');
    const first = await demo.expectLoggedIn(account!.address);
    expect((await walletPrompts(page)).map((prompt) => [prompt.chain, prompt.kind, prompt.outcome])).toEqual([
      [chain, 'connect', 'approved'],
      [chain, 'sign', 'approved'],
    ]);

    await demo.logout();
    await logInWithWallet(page, demo, chain, 'returning');
    expect(await demo.expectLoggedIn(account!.address)).toEqual(first);
    expect((await walletPrompts(page)).slice(2).map((prompt) => prompt.kind)).toEqual(['sign']);

    // Reloaded, the session is still there (stored like every other method's).
    await page.reload();
    expect(await demo.expectLoggedIn(account!.address)).toEqual(first);
  });
}

test('a signature refused in the wallet is a cancellation with a retry that logs in', async ({ page }) => {
  await installTestWallet(page);
  const demo = new DemoPageModel(page);
  await demo.goto();
  const [account] = (await walletAccounts(page)).ethereum;
  await demo.openLogin();
  await rejectNextPrompt(page); // the connection prompt
  await walletEntry(demo).click();
  await walletButton(demo, 'ethereum').click();
  await expect(demo.dialog.getByRole('heading', { name: /declined in your wallet/i })).toBeVisible();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await demo.dialog.getByRole('button', { name: /try again/i }).click();
  await demo.finishLogin('new');
  await demo.expectLoggedIn(account!.address);
  expect((await walletPrompts(page)).map((prompt) => prompt.outcome)).toEqual(['rejected', 'approved', 'approved']);
});

test('a locked wallet says so, and the modal stays usable (back to the list, another method)', async ({ page }) => {
  await installTestWallet(page);
  const demo = new DemoPageModel(page);
  await demo.goto();
  await page.evaluate(() => window.loginkitTestWallet?.lock());
  await demo.openLogin();
  await walletEntry(demo).click();
  await walletButton(demo, 'solana').click();
  await expect(demo.dialog.getByRole('alert')).toContainText(/locked/i);
  await demo.dialog.getByRole('button', { name: /^back$/i }).click();
  await expect(walletButton(demo, 'ethereum')).toBeVisible();
  // The list's own Back leads to the other methods, the focus on the entry.
  await demo.dialog.getByRole('button', { name: /^back$/i }).click();
  await expect(walletEntry(demo)).toBeFocused();
  await expect(demo.dialog.getByRole('textbox').first()).toBeEditable();
});

test('no wallet installed: nothing about wallets beside the code form; a wallet installed later brings the entry without a reload', async ({ page }) => {
  const demo = new DemoPageModel(page);
  await demo.goto('?testWallet=off');
  await demo.openLogin();
  await expect(demo.dialog.getByRole('textbox').first()).toBeEditable();
  await expect(walletEntry(demo)).toBeHidden();
  await expect(demo.dialog.getByText(/no wallet found/i)).toBeHidden();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  // A wallet extension installed while the modal is open.
  await page.addScriptTag({ content: testWalletScript({ ethereum: { name: testWalletNames.ethereum }, solana: false }) });
  await walletEntry(demo).click();
  await expect(walletButton(demo, 'ethereum')).toBeVisible();
});

test('link a Solana wallet to an Ethereum wallet account from the account panel; the linked wallet then logs in to that account', async ({ page }) => {
  await installTestWallet(page, { solana: { name: testWalletNames.solana, accounts: 1 } });
  const demo = new DemoPageModel(page);
  await demo.goto();
  const accounts = await walletAccounts(page);

  // The Ethereum wallet's account: link the Solana wallet's account to it.
  await logInWithWallet(page, demo, 'ethereum', 'new');
  const account = await demo.expectLoggedIn(accounts.ethereum[0]!.address);
  const wallets = page.getByRole('region', { name: /^wallets$/i });
  await expect(wallets.getByRole('listitem').filter({ hasText: /ethereum/i })).toHaveCount(1);
  await wallets.getByRole('button', { name: new RegExp(`link ${testWalletNames.solana}`, 'i') }).click();
  await expect(wallets.getByText(/now linked/i)).toBeVisible();
  await expect(wallets.getByText(accounts.solana[0]!.address)).toBeAttached();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // The linked Solana account logs in to the same account.
  await demo.logout();
  await logInWithWallet(page, demo, 'solana', 'returning');
  expect(await demo.expectLoggedIn(accounts.solana[0]!.address)).toEqual(account);
});

test('a wallet that already has an account of its own cannot be linked to another account', async ({ page }) => {
  await installTestWallet(page, { solana: { name: testWalletNames.solana, accounts: 2 } });
  const demo = new DemoPageModel(page);
  await demo.goto();
  const accounts = await walletAccounts(page);

  // The second Solana account signs up on its own (the wallet shares both: pick it).
  await logInWithWallet(page, demo, 'solana', 'new', accounts.solana[1]!.address);
  await demo.expectLoggedIn(accounts.solana[1]!.address);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await demo.logout();

  // Another account, the Ethereum wallet's, asks to link that Solana account: refused.
  await logInWithWallet(page, demo, 'ethereum', 'new');
  await demo.expectLoggedIn(accounts.ethereum[0]!.address);
  await page.evaluate((address) => window.loginkitTestWallet?.selectAccount('solana', address), accounts.solana[1]!.address);
  const wallets = page.getByRole('region', { name: /^wallets$/i });
  await wallets.getByRole('button', { name: new RegExp(`link ${testWalletNames.solana}`, 'i') }).click();
  await expect(wallets.getByText(/already linked to another account/i)).toBeVisible();
  await expect(wallets.getByText(accounts.solana[1]!.address)).not.toBeAttached();
});

test('the wrong account selected: the signature is declined, and the wallet is asked for another account, which logs in', async ({ page }) => {
  await installTestWallet(page, { ethereum: { name: testWalletNames.ethereum, accounts: 2 }, solana: false });
  const demo = new DemoPageModel(page);
  await demo.goto();
  const [first, second] = (await walletAccounts(page)).ethereum;
  await logInWithWallet(page, demo, 'ethereum', 'new');
  await demo.expectLoggedIn(first!.address);
  await demo.logout();
  await demo.openLogin();
  await rejectNextPrompt(page); // the signature (the site is connected already)
  await walletEntry(demo).click();
  await walletButton(demo, 'ethereum').click();
  await demo.dialog.getByRole('button', { name: new RegExp(`ask ${testWalletNames.ethereum} for other accounts`, 'i') }).click();
  await demo.finishLogin('new');
  await demo.expectLoggedIn(second!.address);
});
