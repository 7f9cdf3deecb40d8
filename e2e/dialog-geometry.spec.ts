import { expect, test, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { desktop, expectStill, layoutShiftSince, measureDialog, phone, recordLayoutShifts, shiftMark, type ScreenGeometry } from './models/dialog-geometry';
import { MockIdpPage } from './models/mock-idp-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { installTestWallet, testWalletNames } from './models/test-wallet';
import { VirtualAuthenticator } from './models/virtual-authenticator';

/**
 * The login dialog holds still through whole journeys (issue 26): on a phone a bottom sheet whose
 * bottom edge never moves, on a desktop a card whose top edge never moves; the title and close
 * button in view and every control big enough for a finger (44×44 px on a touch screen) on every
 * screen; and no layout shift the person did not cause (CLS ≤ 0.01), also when the journey ends
 * outside the page (the passkey prompt, the wallet, the provider's popup).
 */

/** The screens of one journey, measured as they come. */
class Journey {
  readonly screens: ScreenGeometry[] = [];
  private mark = 0;

  constructor(
    readonly page: Page,
    readonly demo: DemoPageModel,
  ) {}

  /** On the page of the drop-in components (the modal and the account panel), as a new app has them. */
  async open(): Promise<void> {
    await this.demo.goto('?view=account-panel');
    this.mark = await shiftMark(this.page);
    await this.demo.openLogin();
    await expect(this.demo.dialog.getByRole('button', { name: /^continue$/i })).toBeVisible();
    await this.measure('methods');
  }

  async measure(screen: string): Promise<ScreenGeometry> {
    const geometry = await measureDialog(this.page, screen);
    this.screens.push(geometry);
    return geometry;
  }

  /** The success screen, settled (with the passkey offer when it comes), measured; then closed with Done. */
  async finish(expected: 'new' | 'returning' | 'either'): Promise<void> {
    await expect(this.demo.successStatus()).toContainText(expected === 'new' ? /account .* is ready/i : expected === 'returning' ? /welcome back/i : /account .* is ready|welcome back/i);
    await expect(this.demo.dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await this.measure('success');
    expectStill(this.screens);
    const { score, shifts } = await layoutShiftSince(this.page, this.mark);
    expect(score, `layout shifts the person did not cause:\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.01);
    await this.demo.finishLogin(expected === 'either' ? ((await this.demo.successStatus().textContent()) ?? '').match(/welcome back/i) ? 'returning' : 'new' : expected);
  }
}

/** The account panel shows the person logged in (with their contact, where the login has one). */
async function expectSignedInPanel(page: Page, contact?: string): Promise<void> {
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toBeVisible();
  if (contact !== undefined) await expect(profile).toContainText(contact);
}

/** Types the code key by key over what the field holds, as a person does (the shifts a keystroke causes are theirs). */
async function typeCode(demo: DemoPageModel, code: string): Promise<void> {
  const field = demo.codeInput();
  const typed = (await field.inputValue()).length;
  for (let key = 0; key < typed; key += 1) await field.press('Backspace');
  await expect(field).toHaveValue('');
  await field.pressSequentially(code);
}

async function emailCodeJourney(page: Page, relay: MockRelayModel, label: string): Promise<Journey> {
  await recordLayoutShifts(page);
  const demo = new DemoPageModel(page);
  const journey = new Journey(page, demo);
  const email = uniqueEmail(label);
  await journey.open();
  const seen = await relay.sentOtpIds(email);
  await demo.submitContact(email);
  await expect(demo.codeInput()).toBeFocused();
  await journey.measure('code');
  const code = await relay.latestCode(email, seen);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(demo, wrong);
  await expect(demo.dialog.getByRole('alert')).toContainText(/not right/i);
  await journey.measure('wrong code');
  await typeCode(demo, code);
  await journey.finish('new');
  await expectSignedInPanel(page, email);
  return journey;
}

/** Logs a new person in on the page of the drop-in components, reloads it, and measures the panel loading. */
async function accountPanelReload(page: Page, relay: MockRelayModel, label: string): Promise<void> {
  await recordLayoutShifts(page);
  const demo = new DemoPageModel(page);
  const email = uniqueEmail(label);
  await demo.goto('?view=account-panel');
  await demo.openLogin();
  const seen = await relay.sentOtpIds(email);
  await demo.submitContact(email);
  await demo.enterCode(await relay.latestCode(email, seen));
  await demo.finishLogin('new');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toBeVisible();

  await page.reload();
  await expect(profile).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // The panel's data has all arrived (its email shows); the shift list starts again with the reload.
  await expect(profile).toContainText(email);
  const { score, shifts } = await layoutShiftSince(page, 0);
  expect(score, `layout shifts while the account panel loads:\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.01);
}

test.describe('on a phone (390×844, touch): a bottom sheet that holds still', () => {
  test.use(phone);

  test('the account panel, reloaded while logged in, does not move as it loads', async ({ page, request }) => {
    await accountPanelReload(page, new MockRelayModel(request), 'geometry-panel-phone');
  });

  test('email code: methods, code, wrong code, success and the passkey offer', async ({ page, request }) => {
    const journey = await emailCodeJourney(page, new MockRelayModel(request), 'geometry-phone');
    expect(journey.screens.map((screen) => screen.layout)).toEqual(journey.screens.map(() => 'sheet'));
    expect(journey.screens[0]!.bottom).toBe(phone.viewport.height);
    // The whole method list of the default configuration, without scrolling inside.
    expect(journey.screens[0]!.scrolls).toBe(false);
  });

  test('passkey signup, which ends in the browser’s own prompt', async ({ page }) => {
    await recordLayoutShifts(page);
    await VirtualAuthenticator.attach(page);
    const demo = new DemoPageModel(page);
    const journey = new Journey(page, demo);
    await journey.open();
    await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
    await demo.dialog.getByRole('textbox').fill(`Geometry ${Date.now().toString(36)}`);
    await journey.measure('passkey name');
    await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
    await journey.finish('new');
    await expectSignedInPanel(page);
  });

  test('wallet login, which ends in the wallet', async ({ page }) => {
    await recordLayoutShifts(page);
    await installTestWallet(page);
    const demo = new DemoPageModel(page);
    const journey = new Journey(page, demo);
    await journey.open();
    await demo.chooseWallet(testWalletNames.ethereum);
    await journey.finish('new');
  });

  test('Google by popup, which ends in another window', async ({ page }) => {
    await recordLayoutShifts(page);
    const demo = new DemoPageModel(page);
    const journey = new Journey(page, demo);
    await journey.open();
    const popup = page.waitForEvent('popup');
    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const idp = new MockIdpPage(await popup);
    await idp.choose('Mary Jackson');
    // New on a fresh relay; returning when the suite runs again against the same one.
    await journey.finish('either');
    await expectSignedInPanel(page, 'mary@example.com');
  });
});

test.describe('on a desktop (1280×800): a card whose top edge stays put', () => {
  test.use(desktop);

  test('the account panel, reloaded while logged in, does not move as it loads', async ({ page, request }) => {
    await accountPanelReload(page, new MockRelayModel(request), 'geometry-panel-desktop');
  });

  test('email code: methods, code, wrong code, success and the passkey offer', async ({ page, request }) => {
    const journey = await emailCodeJourney(page, new MockRelayModel(request), 'geometry-desktop');
    expect(journey.screens.map((screen) => screen.layout)).toEqual(journey.screens.map(() => 'card'));
    expect(journey.screens[0]!.scrolls).toBe(false);
  });
});
