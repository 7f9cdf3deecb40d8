import { expect } from 'vitest';
import { demo } from '../apps';
import { untilStill, waitUntil, type EnginePage } from '../driver';
import type { Flow } from '../flow';
import { measureDialogInPage, type ScreenGeometry } from '../../models/dialog-in-page';
import { MailboxModel, uniqueEmail } from '../models/mailbox';

/** The phone the issue measured on: 390×844 CSS px. */
const phone = { width: 390, height: 844 };
/** The sheet's breakpoint (36rem): a viewport this narrow or narrower gets the sheet. */
const sheetMaxWidth = 576;

/** The dialog once it has stopped moving (its opening and height animations over), measured. */
async function settledSheet(page: EnginePage, screen: string): Promise<ScreenGeometry> {
  // Its animations over first (the sheet's slide-in, a height change) and their last frame drawn:
  // two reads of a box mid-animation can agree when no frame came in between (a busy machine;
  // WebKitGTK under Xvfb keeps an ended animation's last value until its next frame).
  await waitUntil(`the dialog's animations on "${screen}" to end`, () =>
    page.evaluate(() => {
      const dialog = document.querySelector<HTMLElement>('dialog[open]');
      return dialog !== null && dialog.getAnimations().length === 0 && getComputedStyle(dialog).transform === 'none';
    }, undefined),
  );
  const box = () => page.evaluate(() => JSON.stringify(document.querySelector('dialog[open]')?.getBoundingClientRect() ?? 'none'), undefined);
  await untilStill(`the dialog on "${screen}"`, box);
  const measured = await page.evaluate(measureDialogInPage, screen);
  if (typeof measured === 'string') throw new Error(measured);
  return measured;
}

/**
 * Issue 26 in every engine (the Playwright suite measures it in Chromium, with layout shifts and
 * touch): at a phone's size the modal is a bottom sheet, full width, whose bottom edge stays on the
 * viewport's bottom through an email code login (methods, code, wrong code, success), that never
 * shrinks, keeps its title and close button in view, and shows the whole method list unscrolled.
 */
export const phoneSheetFlow: Flow = {
  name: 'on a phone-size viewport (390×844; WebKitGTK 447×844): a bottom sheet that holds still through an email code login',
  async run({ engine, page }) {
    // WebKitGTK's MiniBrowser goes no narrower than 447 px: still a sheet (under 36rem), a large phone's width.
    const viewport = await page.setViewport(phone.width, phone.height);
    expect(viewport.width).toBeLessThanOrEqual(sheetMaxWidth);
    expect(viewport.height).toBe(phone.height);
    const login = demo.model(page);
    const mailbox = new MailboxModel(demo.relayUrl);
    const email = uniqueEmail(`sheet-${engine}`);
    await login.open();
    await login.openLogin();
    const screens = [await settledSheet(page, 'methods')];

    await login.submitContact(email);
    screens.push(await settledSheet(page, 'code'));
    const code = await mailbox.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await login.fillCode(wrong);
    await waitUntil(`the wrong code ${wrong} refused`, async () => /not right/i.test((await login.alert()) ?? ''));
    screens.push(await settledSheet(page, 'wrong code'));

    await login.fillCode(code);
    await waitUntil('the success screen, settled', async () => (await page.isVisible({ css: 'dialog[open] .loginkit-success-mark' })) && !(await page.isVisible({ css: 'dialog[open] [aria-busy="true"]' })));
    screens.push(await settledSheet(page, 'success'));

    expect(screens.map(({ screen, layout }) => `${screen}: ${layout}`)).toEqual(screens.map(({ screen }) => `${screen}: sheet`));
    expect(screens[0]).toMatchObject({ viewportWidth: viewport.width, viewportHeight: viewport.height, scrolls: false });
    // Full width, its bottom edge on the viewport's bottom, on every screen.
    expect(screens.map(({ screen, left, width, bottom }) => `${screen}: ${left} ${width} ${bottom}`)).toEqual(screens.map(({ screen }) => `${screen}: 0 ${viewport.width} ${viewport.height}`));
    // Never shorter than before: its top edge moves only up (for a taller screen), never down.
    const shrank = screens.slice(1).filter((screen, index) => screen.top > screens[index]!.top + 0.5);
    expect(shrank.map(({ screen, top }) => `${screen}: top ${top}`), `tops ${screens.map(({ top }) => top).join(' → ')}`).toEqual([]);
    expect(screens.filter(({ headerVisible }) => !headerVisible).map(({ screen }) => screen), 'screens whose title or close button is out of view').toEqual([]);
    // This engine's pointer (no touch emulation outside Chromium): 24 px at least.
    expect(screens.flatMap(({ screen, smallTargets }) => smallTargets.map((target) => `${screen}: ${target}`)), 'controls under the minimum size').toEqual([]);

    await login.finishLogin('new');
    await login.expectLoggedIn(email);
    // The demo's trigger goes with the login: closing put the focus on "Log out" (finalFocus).
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim(), undefined)).toBe('Log out');
  },
};
