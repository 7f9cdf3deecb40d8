import { expect, test, type Locator, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockIdpPage } from './models/mock-idp-page';
import { MockRelayModel, uniquePhone } from './models/mock-relay';
import { VirtualAuthenticator } from './models/virtual-authenticator';

// Every login method with the keyboard alone (the email path is in accessibility.spec.ts).

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function openByKeyboard(page: Page, demo: DemoPageModel): Promise<void> {
  await demo.goto();
  await tabTo(page, page.getByRole('button', { name: /log in/i }));
  await page.keyboard.press('Enter');
  await expect(demo.dialog).toBeVisible();
}

/** The passkey offer after a code or social login, where it shows: "Add a passkey" has the focus; Tab to "Not now", Enter. */
async function declineOfferByKeyboard(page: Page, demo: DemoPageModel): Promise<void> {
  if (!(await demo.passkeyOffered())) return;
  await expect(demo.dialog.getByRole('button', { name: /^add a passkey$/i })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(demo.dialog.getByRole('button', { name: /^not now$/i })).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('every login method with the keyboard alone', () => {
  test('an SMS code login, the channel chosen with the arrow keys', async ({ page, request }) => {
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const phone = uniquePhone();
    await openByKeyboard(page, demo);
    const email = demo.dialog.getByRole('radio', { name: /email/i }).or(demo.dialog.getByRole('tab', { name: /email/i }));
    await tabTo(page, email);
    await page.keyboard.press('ArrowRight');
    await expect(demo.dialog.getByRole('radio', { name: /phone/i }).or(demo.dialog.getByRole('tab', { name: /phone/i }))).toBeChecked();
    await tabTo(page, demo.dialog.getByRole('textbox', { name: /phone/i }));
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');
    await expect(demo.codeInput()).toBeFocused();
    await page.keyboard.type(await relay.latestCode(phone));
    await declineOfferByKeyboard(page, demo);
    await expect(demo.dialog.getByRole('button', { name: /done/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await demo.expectLoggedIn(phone);
    // The trigger has gone with the login: the focus is on "Log out", in its place (finalFocus), not lost on the page.
    await expect(page.getByRole('button', { name: /^log out$/i })).toBeFocused();
  });

  test('a passkey signup', async ({ page }) => {
    await VirtualAuthenticator.attach(page);
    const demo = new DemoPageModel(page);
    await openByKeyboard(page, demo);
    await tabTo(page, demo.dialog.getByRole('button', { name: /create an account with a passkey/i }));
    await page.keyboard.press('Enter');
    const name = demo.dialog.getByRole('textbox');
    await tabTo(page, name);
    await page.keyboard.type(`Keyboard ${Date.now().toString(36)}`);
    await tabTo(page, demo.dialog.getByRole('button', { name: /create passkey/i }));
    await page.keyboard.press('Enter');
    await expect(demo.dialog.getByRole('button', { name: /done/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.dialog).toBeHidden();
    await demo.expectPasskeySession();
  });

  test('a social login (X), the provider’s account picker included', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await openByKeyboard(page, demo);
    await tabTo(page, demo.dialog.getByRole('button', { name: 'Continue with X' }));
    const opened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await opened;
    await new MockIdpPage(popup).expectProvider(/X/);
    await tabTo(popup, popup.getByRole('button', { name: 'Joan Clarke' }));
    await popup.keyboard.press('Enter');
    await declineOfferByKeyboard(page, demo);
    await expect(demo.dialog.getByRole('button', { name: /done/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.dialog).toBeHidden();
    await demo.expectLoggedIn('joan@example.com');
  });
});
