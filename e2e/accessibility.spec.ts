import { expect, test } from '@playwright/test';
import { axeViolations } from './models/axe';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';

test.describe('accessibility of the modal in real Chromium', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`contact, code and wrong-code screens have no axe violations (${colorScheme})`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme });
      const demo = new DemoPageModel(page);
      const relay = new MockRelayModel(request);
      const email = uniqueEmail(`axe-${colorScheme}`);

      await demo.goto();
      await demo.openLogin();
      expect(await axeViolations(page)).toEqual([]);

      await demo.submitContact(email);
      await expect(demo.codeInput()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const code = await relay.latestCode(email);
      await demo.enterCode(code === '000000' ? '111111' : '000000');
      await expect(demo.dialog.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the whole email login works with the keyboard alone', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('keyboard');

    await demo.goto();
    const trigger = page.getByRole('button', { name: /log in/i });
    await expect(trigger).toBeVisible();
    for (let i = 0; i < 10 && !(await trigger.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.dialog).toBeVisible();

    // Focus moves into the dialog; the contact field is reachable and Enter submits it.
    const field = demo.dialog.getByRole('textbox').first();
    for (let i = 0; i < 6 && !(await field.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    await expect(demo.codeInput()).toBeFocused();
    await page.keyboard.type(await relay.latestCode(email));
    // The success screen offers a passkey, its first action focused: Not now (Tab, Enter), then
    // Done has the focus; Enter closes the modal.
    if (await demo.passkeyOffered()) {
      await expect(demo.dialog.getByRole('button', { name: /^add a passkey$/i })).toBeFocused();
      expect(await axeViolations(page, 'dialog')).toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    await expect(demo.dialog.getByRole('button', { name: /done/i })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.dialog).toBeHidden();
    await demo.expectLoggedIn(email);
  });

  test('Escape closes the modal and returns focus to the trigger', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    await page.keyboard.press('Escape');
    await expect(demo.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /log in/i })).toBeFocused();
  });

  test('the modal is the platform’s modal dialog: the page behind is inert and does not scroll, Tab stays inside', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    expect(await demo.dialog.evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(true);
    // Nothing outside the dialog can be focused or clicked, and the page keeps no aria-hidden marks.
    const trigger = page.getByRole('button', { name: /log in/i });
    expect(await trigger.evaluate((button: HTMLElement) => (button.focus(), document.activeElement === button))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await page.locator('[aria-hidden]:not(.loginkit *):not(svg *):not(svg)').count()).toBe(0);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(demo.dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('a press on the backdrop closes the modal; one inside the box does not', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto();
    await demo.openLogin();
    const box = await demo.dialog.boundingBox();
    if (box === null) throw new Error('the dialog has no box');
    await page.mouse.click(box.x + 4, box.y + 4);
    await expect(demo.dialog).toBeVisible();
    await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2));
    await expect(demo.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /log in/i })).toBeFocused();
  });
});
