import { expect, test, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockIdpPage } from './models/mock-idp-page';
import { MockRelayModel, relayUrl, uniqueEmail, uniquePhone } from './models/mock-relay';
import { cspPort } from './models/ports';
import { VirtualAuthenticator } from './models/virtual-authenticator';

// The demo, built in production mode and served by scripts/serve-demo-csp.mjs with a strict
// Content-Security-Policy (playwright.config.ts starts it): every login flow must run with no
// policy violation. localhost, not 127.0.0.1: WebAuthn needs a domain as its relying party id.
const cspPage = `http://localhost:${cspPort}/`;
const policy = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${relayUrl}`;

interface Violations {
  /** `securitypolicyviolation` events seen in any page of the app's origin (popups included). */
  events: string[];
  /** Console messages about the policy. */
  console: string[];
}

/** Opens the CSP page, checking its header, and records every policy violation from then on. */
async function openUnderPolicy(page: Page): Promise<{ demo: DemoPageModel; violations: Violations }> {
  const violations: Violations = { events: [], console: [] };
  await page.context().exposeFunction('reportCspViolation', (text: string) => void violations.events.push(text));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  const watchConsole = (target: Page): void => {
    target.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.console.push(message.text());
    });
  };
  watchConsole(page);
  page.context().on('page', watchConsole);

  const response = await page.goto(cspPage);
  expect(response?.headers()['content-security-policy']).toBe(policy);
  return { demo: new DemoPageModel(page), violations };
}

function expectNoViolations(violations: Violations): void {
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
}

test.describe('every login flow under a strict Content-Security-Policy (production build)', () => {
  test('email code: sign up, log out, log in again', async ({ page, request }) => {
    const { demo, violations } = await openUnderPolicy(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('csp');
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await demo.finishLogin('new');
    const first = await demo.expectLoggedIn(email);

    await demo.logout();
    const seen = await relay.sentOtpIds(email);
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email, seen));
    await demo.finishLogin('returning');
    expect(await demo.expectLoggedIn(email)).toEqual(first);
    expectNoViolations(violations);
  });

  test('SMS code: sign up with a phone number', async ({ page, request }) => {
    const { demo, violations } = await openUnderPolicy(page);
    const relay = new MockRelayModel(request);
    const phone = uniquePhone();
    await demo.openLogin();
    await demo.chooseChannel(/phone|sms/i);
    await demo.submitContact(phone);
    await demo.enterCode(await relay.latestCode(phone));
    await demo.finishLogin('new');
    await demo.expectLoggedIn(phone);
    expectNoViolations(violations);
  });

  test('passkey: sign up, log out, log in with it', async ({ page }) => {
    await VirtualAuthenticator.attach(page);
    const { demo, violations } = await openUnderPolicy(page);
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
    await demo.dialog.getByRole('textbox').fill(`CSP passkey ${Date.now().toString(36)}`);
    await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
    await demo.finishLogin('new');
    const first = await demo.expectPasskeySession();

    await demo.logout();
    // The modal offers the passkey in the email field's autofill, which the virtual authenticator answers at once.
    await demo.openLogin();
    await demo.finishLogin('returning');
    expect(await demo.expectPasskeySession()).toEqual(first);
    expectNoViolations(violations);
  });

  test('social login: Google in a popup, and X by a redirect of the tab itself', async ({ page }) => {
    const { demo, violations } = await openUnderPolicy(page);
    await demo.openLogin();
    const popup = page.waitForEvent('popup');
    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const idp = new MockIdpPage(await popup);
    await idp.expectProvider(/Google/);
    await idp.choose('Barbara Liskov');
    await expect(demo.successStatus()).toContainText(/is ready|welcome back/i);
    await demo.declinePasskeyOffer();
    await demo.dialog.getByRole('button', { name: /done/i }).click();
    await demo.expectLoggedIn('barbara@example.com');
    await demo.logout();

    // With popups blocked the kit leaves for the provider in this tab and finishes on return.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: 'Continue with X' }).click();
    const inTab = new MockIdpPage(page);
    await inTab.expectProvider(/X/);
    await inTab.choose('Frances Allen');
    await expect(demo.successStatus()).toContainText(/is ready|welcome back/i);
    await demo.declinePasskeyOffer();
    await demo.dialog.getByRole('button', { name: /done/i }).click();
    await demo.expectLoggedIn('frances@example.com');
    expectNoViolations(violations);
  });

  test('wallet: sign up with the demo’s Ethereum test wallet (its icon a data: image), log out, log in again', async ({ page }) => {
    const { demo, violations } = await openUnderPolicy(page);
    const address = await page.evaluate(() => window.loginkitTestWallet!.accounts.ethereum[1]!.address);
    await page.evaluate((chosen) => window.loginkitTestWallet!.selectAccount('ethereum', chosen), address);
    await demo.openLogin();
    // The compact method list (the default): the wallets behind one entry.
    await demo.dialog.getByRole('button', { name: /continue with a wallet/i }).click();
    const wallet = demo.dialog.getByRole('button', { name: /demo ethereum wallet/i });
    await expect(wallet.locator('img')).toHaveJSProperty('complete', true);
    expect(await wallet.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await wallet.click();
    await expect(demo.dialog.getByRole('status')).toContainText(/ready|welcome back/i);
    await demo.dialog.getByRole('button', { name: /done/i }).click();
    const first = await demo.expectLoggedIn(address);
    await demo.logout();
    await demo.openLogin();
    await demo.chooseWallet('demo ethereum wallet');
    await demo.finishLogin('returning');
    expect(await demo.expectLoggedIn(address)).toEqual(first);
    expectNoViolations(violations);
  });
});
