import { expect } from 'vitest';
import { demo } from '../apps';
import { waitUntil, type EnginePage } from '../driver';
import type { Flow } from '../flow';
import { loginTrigger } from '../models/login-page';

/** Where focus is: in the open dialog, on the trigger, on the page's body (the browser's own UI between tab stops), or elsewhere. */
function focusIn(page: EnginePage): Promise<'dialog' | 'trigger' | 'body' | string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'body';
    if (active.closest('dialog[open]') !== null) return 'dialog';
    if (active.matches('button[aria-haspopup="dialog"]')) return 'trigger';
    return `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`;
  }, undefined);
}

export const dialogSemanticsFlow: Flow = {
  name: 'modal dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the trigger',
  async run({ page }) {
    const login = demo.model(page);
    await login.open();
    // Opened from the keyboard: the trigger has focus, Enter opens the modal.
    await page.evaluate(() => document.querySelector<HTMLElement>('button[aria-haspopup="dialog"]')?.focus(), undefined);
    expect(await focusIn(page)).toBe('trigger');
    await page.press('Enter');
    await login.expectDialogOpen();
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal') ?? false, undefined)).toBe(true);
    await waitUntil('focus inside the dialog', async () => (await focusIn(page)) === 'dialog');

    // Tab through every control and around again: focus never lands on the page behind.
    const visited: string[] = [];
    for (let press = 0; press < 16; press += 1) {
      await page.press('Tab');
      const where = await focusIn(page);
      visited.push(where);
      expect(['dialog', 'body'], `after ${press + 1} Tab presses focus is on ${where}`).toContain(where);
    }
    expect(visited.filter((where) => where === 'dialog').length).toBeGreaterThan(8);

    await page.press('Escape');
    await login.expectDialogClosed();
    await waitUntil('focus back on the "Log in" trigger', async () => (await focusIn(page)) === 'trigger');
    expect(await page.isVisible(loginTrigger)).toBe(true);
  },
};
