import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './models/axe';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { VirtualAuthenticator } from './models/virtual-authenticator';

/** A new account by email code, with a passkey from the offer after signup (the virtual authenticator answers it). */
async function signUpWithPasskey(page: Page, relay: MockRelayModel, demo: DemoPageModel, email: string): Promise<void> {
  await demo.goto();
  await demo.openLogin();
  await demo.submitContact(email);
  await demo.enterCode(await relay.latestCode(email));
  await demo.acceptPasskeyOffer();
  await demo.dialog.getByRole('button', { name: /done/i }).click();
  await expect(demo.dialog).toBeHidden();
  await demo.expectLoggedIn(email);
}

/** In the account's Extra verification section: "exporting a key needs a passkey, then an email code". */
async function requirePasskeyThenEmailForExports(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Extra verification' });
  await expect(section.getByText(/no rules yet/i)).toBeVisible();
  await section.getByRole('button', { name: 'Add a rule' }).click();
  const form = section.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Exporting a private key or wallet').check();
  await form.getByRole('group', { name: 'Step 1' }).getByLabel('Passkey').check();
  await form.getByRole('button', { name: 'Add a step' }).click();
  await form.getByRole('group', { name: 'Step 2' }).getByLabel('Email code').check();
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Exporting a key' })).toContainText('Passkey, then email code');
  return section;
}

function stepUpDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /confirm it’s you/i });
}

test.describe('MFA step-up: a rule added in the account panel, completed in the step-up dialog', () => {
  test('export needs a passkey then an email code: the dialog walks both steps, a wrong code first, and the key is exported', async ({ page, request }) => {
    await VirtualAuthenticator.attach(page);
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('mfa');
    await signUpWithPasskey(page, relay, demo, email);
    await requirePasskeyThenEmailForExports(page);

    await page.getByRole('region', { name: 'Private keys' }).getByRole('button', { name: 'Export Treasury key' }).click();
    const dialog = stepUpDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Export your private key');
    await expect(dialog).toContainText(/step 1 of 2/i);
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Use your passkey' }).click();

    await expect(dialog).toContainText(/step 2 of 2/i);
    const seen = await relay.sentOtpIds(email);
    await dialog.getByRole('button', { name: /^email a code to /i }).click();
    const code = await relay.latestCode(email, seen);
    const wrong = code.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    await demo.enterCode(wrong);
    await expect(dialog.getByRole('alert')).toContainText(/not right|incorrect|wrong/i);
    await demo.enterCode(code);

    await expect(dialog.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
    await expect(dialog).toContainText('Your private key was exported.');
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: /done|close/i }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('exported-key')).toHaveText(/^[0-9a-f]{64}$/);
  });

  test('Cancel, then "Reject this request": the activity is rejected and nothing is exported', async ({ page, request }) => {
    await VirtualAuthenticator.attach(page);
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    await signUpWithPasskey(page, relay, demo, uniqueEmail('mfa-reject'));
    await requirePasskeyThenEmailForExports(page);

    const privateKeys = page.getByRole('region', { name: 'Private keys' });
    await privateKeys.getByRole('button', { name: 'Export Treasury key' }).click();
    const dialog = stepUpDialog(page);
    await expect(dialog.getByRole('button', { name: 'Use your passkey' })).toBeVisible();
    // Closing while a step waits asks whether to reject the request.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.getByRole('heading', { name: 'Stop this request?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject this request' }).click();
    await expect(dialog).toContainText(/rejected/i);
    await dialog.getByRole('button', { name: /done|close/i }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('exported-key')).toHaveCount(0);
    await expect(privateKeys.getByTestId('export-notice')).toHaveText(/rejected: nothing was exported/i);
  });
});

test.describe('MFA step-up on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an email-code rule on exports: the dialog fits the screen, every control is tapped, and the key is exported', async ({ page, request }) => {
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('mfa-phone');
    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    if (await demo.passkeyOffered()) await demo.dialog.getByRole('button', { name: /^not now$/i }).tap();
    await demo.dialog.getByRole('button', { name: /done/i }).tap();
    await expect(demo.dialog).toBeHidden();
    await demo.expectLoggedIn(email);

    const section = page.getByRole('region', { name: 'Extra verification' });
    await section.getByRole('button', { name: 'Add a rule' }).tap();
    const form = section.getByRole('form', { name: 'Add a rule' });
    await form.getByLabel('Exporting a private key or wallet').tap();
    await form.getByRole('group', { name: 'Step 1' }).getByLabel('Email code').tap();
    await form.getByRole('button', { name: 'Save rule' }).tap();
    await expect(section.getByRole('listitem').filter({ hasText: 'Exporting a key' })).toContainText('Email code');

    await page.getByRole('region', { name: 'Private keys' }).getByRole('button', { name: 'Export Treasury key' }).tap();
    const dialog = stepUpDialog(page);
    await expect(dialog).toContainText('Export your private key');
    const seen = await relay.sentOtpIds(email);
    await dialog.getByRole('button', { name: /^email a code to /i }).tap();
    await expect(demo.codeInput()).toBeVisible();
    // Within the screen: nothing wider than the phone, the dialog inside the viewport.
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await demo.enterCode(await relay.latestCode(email, seen));
    await expect(dialog.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
    await dialog.getByRole('button', { name: /done|close/i }).first().tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('exported-key')).toHaveText(/^[0-9a-f]{64}$/);
  });
});
