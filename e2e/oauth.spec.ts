import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './models/axe';
import { DemoPageModel } from './models/demo-page';
import { MockIdpPage } from './models/mock-idp-page';
import { MockRelayModel } from './models/mock-relay';

// Each test logs in as its own person of the mock IdP (start.mjs lists them), so tests can run in
// parallel against one relay.

/** Clicks the provider's button and returns the popup it opened. */
async function openProviderPopup(page: Page, demo: DemoPageModel, provider: string): Promise<MockIdpPage> {
  const popup = page.waitForEvent('popup');
  await demo.dialog.getByRole('button', { name: `Continue with ${provider}` }).click();
  const idp = new MockIdpPage(await popup);
  await idp.expectProvider(new RegExp(provider));
  return idp;
}

/** Makes `window.open` fail as a popup blocker does. */
async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

test.describe('social login with the mock identity provider', () => {
  test('Google by popup: a new user signs up, logs out, and logs in again to the same account', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await (await openProviderPopup(page, demo, 'Google')).choose('Ada Lovelace');
    await demo.finishLogin('new');
    const first = await demo.expectLoggedIn('ada@example.com');

    await demo.logout();
    await demo.openLogin();
    await (await openProviderPopup(page, demo, 'Google')).choose('Ada Lovelace');
    await demo.finishLogin('returning');
    expect(await demo.expectLoggedIn('ada@example.com')).toEqual(first);
  });

  test('Apple by redirect: "continue in this tab" leaves for the provider and completes on return', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    const popup = page.waitForEvent('popup');
    await demo.dialog.getByRole('button', { name: 'Continue with Apple' }).click();
    const opened = await popup;
    await expect(demo.dialog.getByRole('status')).toContainText(/apple/i);
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await demo.dialog.getByRole('button', { name: /continue in this tab/i }).click();
    await expect.poll(() => opened.isClosed()).toBe(true); // the kit closes its popup

    const idp = new MockIdpPage(page);
    await idp.expectProvider(/Apple/);
    await idp.choose('Grace Hopper');
    await demo.finishLogin('new');
    await demo.expectLoggedIn('grace@example.com');
    expect(page.url()).not.toMatch(/state=|id_token=|code=/); // the address bar was cleaned
  });

  test('X through the relay’s oauth2_authenticate (authorization code + PKCE)', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    const exchanged = page.waitForRequest((request) => request.url().endsWith('/v1/oauth2_authenticate') && request.method() === 'POST');
    await (await openProviderPopup(page, demo, 'X')).choose('Alan Turing');
    const body = (await exchanged).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ provider: 'OAUTH2_PROVIDER_X', clientId: 'mock-x-client' });
    expect(body.codeVerifier).toMatch(/^[A-Za-z0-9_~.-]{43,128}$/);
    await demo.finishLogin('new');
    await demo.expectLoggedIn('alan@example.com');
  });

  test('Discord by popup, through oauth2_authenticate', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    await (await openProviderPopup(page, demo, 'Discord')).choose('Katherine Johnson');
    await demo.finishLogin('new');
    await demo.expectLoggedIn('katherine@example.com');
  });

  test('a blocked popup falls back to a full-page redirect by itself', async ({ page }) => {
    await blockPopups(page);
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const idp = new MockIdpPage(page);
    await idp.expectProvider(/Google/);
    await idp.choose('Hedy Lamarr');
    await demo.finishLogin('new');
    await demo.expectLoggedIn('hedy@example.com');
  });

  test('a tampered state is refused, and no one is logged in', async ({ page }) => {
    await blockPopups(page);
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const idp = new MockIdpPage(page);
    await idp.expectProvider(/Google/);
    await idp.tamperWithState('forged-state');
    await idp.choose('Ada Lovelace');
    await expect(demo.dialog.getByRole('alert')).toContainText(/could not be verified/i);
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await expect(demo.session).toBeHidden();
  });

  test('the provider’s refusal and a closed popup each end in a clear error with a retry', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    await (await openProviderPopup(page, demo, 'Discord')).cancel();
    await expect(demo.dialog.getByRole('alert')).toContainText(/provider reported a problem/i);

    const popup = page.waitForEvent('popup');
    await demo.dialog.getByRole('button', { name: /try again/i }).click();
    await (await popup).close();
    await expect(demo.dialog.getByRole('alert')).toContainText(/window was closed/i);
    await expect(demo.dialog.getByRole('button', { name: /try again/i })).toBeVisible();
    await expect(demo.session).toBeHidden();
  });

  test('a Google login whose verified email has an email-code account joins that account', async ({ page, request }) => {
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = 'margaret@example.com';
    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await demo.finishLogin('new');
    const byEmail = await demo.expectLoggedIn(email);
    await demo.logout();

    await demo.openLogin();
    await (await openProviderPopup(page, demo, 'Google')).choose('Margaret Hamilton');
    await demo.finishLogin('returning');
    expect(await demo.expectLoggedIn(email)).toEqual(byEmail);
  });
});
