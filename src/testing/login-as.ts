import { readCode, type ReadCodeOptions } from './read-code';
import type { MailboxSource } from './read-mailbox';

/** The part of a Playwright `Locator` that `loginAs` uses (so the package needs no @playwright/test). */
export interface LoginAsLocator {
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  press(key: string): Promise<void>;
  isVisible(): Promise<boolean>;
  waitFor(options?: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number }): Promise<void>;
  first(): LoginAsLocator;
  or(other: LoginAsLocator): LoginAsLocator;
  locator(selector: string): LoginAsLocator;
  getByRole(role: 'button' | 'textbox' | 'dialog', options?: { name?: string | RegExp }): LoginAsLocator;
}

/** The part of a Playwright `Page` that `loginAs` uses: pass your test's `page`. */
export interface LoginAsPage {
  getByRole(role: 'button' | 'textbox' | 'dialog', options?: { name?: string | RegExp }): LoginAsLocator;
}

export interface LoginAsOptions extends Pick<ReadCodeOptions, 'fetch'> {
  /** The mock relay the app talks to: its URL (`'http://127.0.0.1:8787'`) or the in-process relay; the code is read from its mailbox. */
  relay: MailboxSource;
  /** The button that opens the login modal, by its accessible name (default `/log in/i`); not clicked when the modal is open already. */
  openButton?: string | RegExp;
  /** How long each step may take (default 10000 ms): the modal to show, the code to arrive, the login to finish. */
  timeoutMs?: number;
}

/**
 * Logs `contact` (an email address) in through the drop-in `<LoginModal>` of a Playwright page, as
 * a person would: opens the modal (unless open), types the email, reads the code from the mock
 * relay's mailbox, types it, declines the passkey offer when one shows, and closes the success
 * screen. A new contact signs up, a known one logs in. Resolves once the modal has closed.
 */
export async function loginAs(page: LoginAsPage, contact: string, options: LoginAsOptions): Promise<void> {
  const timeout = options.timeoutMs ?? 10_000;
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) {
    await page
      .getByRole('button', { name: options.openButton ?? /log in/i })
      .first()
      .click();
    await dialog.waitFor({ state: 'visible', timeout });
  }
  const field = dialog.getByRole('textbox').first();
  await field.fill(contact);
  const since = Date.now();
  await field.press('Enter');
  const code = await readCode(options.relay, contact, { since, timeoutMs: timeout, ...(options.fetch === undefined ? {} : { fetch: options.fetch }) });
  await dialog.locator('input[autocomplete="one-time-code"]').fill(code);
  // The success screen: Done, or the passkey offer's "Not now" in its place. Either one: on a busy
  // machine Done may show for less time than a wait looks, before the offer replaces it.
  const done = dialog.getByRole('button', { name: /^done$/i });
  const notNow = dialog.getByRole('button', { name: /^not now$/i });
  await done.or(notNow).first().waitFor({ state: 'visible', timeout });
  // After a code login the success screen works out whether to offer a passkey (busy meanwhile).
  await dialog.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout });
  if (await notNow.isVisible()) await notNow.click();
  await done.waitFor({ state: 'visible', timeout });
  await done.click();
  await dialog.waitFor({ state: 'hidden', timeout });
}
