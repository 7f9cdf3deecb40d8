import { expect } from 'vitest';
import { button, waitUntil, type EnginePage, type Target } from '../driver';

/** The modal's dialog, while it is open. */
export const dialog: Target = { css: 'dialog[open]' };
/** The one real input behind the code boxes. */
export const codeField: Target = { css: 'dialog[open] input[autocomplete="one-time-code"]' };
/** The contact field (email or phone). */
export const contactField: Target = { css: 'dialog[open] input[type="email"], dialog[open] input[type="tel"]' };
export const loginTrigger = button(/^log in$/i);
export const signedOut: Target = { css: '[data-testid="signed-out"]' };
export const session: Target = { css: '[data-testid="session"]' };

export interface Account {
  userId: string;
  organizationId: string;
}

/**
 * An app with the kit's login modal, as a user sees it: the "Log in" trigger, the modal, and the
 * session panel (data-testids `signed-out`, `session`, `session-contact`, `session-user`,
 * `session-organization`, as the demo and the Next.js example both render them).
 */
export class LoginPageModel {
  constructor(
    readonly page: EnginePage,
    readonly baseUrl: string,
  ) {}

  /** Opens the app and waits until it knows whether someone is logged in. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).href);
    await this.settled();
    // Uncaught errors from here on, for failure messages (a render error unmounts the whole app).
    await this.page.evaluate(() => {
      // Room for every resource the flow loads (the Vite demo loads hundreds of modules; past the
      // default 250 entries, later chunks go unrecorded and fetchedDecompressionChunk cannot see them).
      performance.setResourceTimingBufferSize(5000);
      const errors: string[] = [];
      (window as unknown as { __pageErrors: string[] }).__pageErrors = errors;
      window.addEventListener('error', (event) => errors.push(String(event.message)));
      window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
    }, undefined);
  }

  /** What the page shows and the errors it threw since `open`: for failure messages. */
  async describe(): Promise<string> {
    const { errors, shown, field, focused, alerts } = await this.page.evaluate(
      () => {
        const dialog = document.querySelector('dialog[open]');
        // A list's options (the country picker's 250) would fill the excerpt: they are left out.
        const copy = (dialog ?? document.body).cloneNode(true) as Element;
        for (const list of copy.querySelectorAll('select, datalist')) list.remove();
        const input = dialog?.querySelector<HTMLInputElement>('input[type="email"], input[type="tel"]');
        const active = document.activeElement;
        return {
          errors: (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? [],
          shown: copy.textContent?.replace(/\s+/g, ' ').trim().slice(0, 300) ?? '',
          field: input === null || input === undefined ? undefined : input.value,
          focused: active === null ? 'nothing' : `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}`,
          alerts: [...(dialog ?? document.body).querySelectorAll('[role="alert"], [aria-invalid="true"]')].map((element) => element.textContent?.trim() || element.tagName.toLowerCase()),
        };
      },
      undefined,
    );
    const details = [field === undefined ? undefined : `the contact field holds "${field}"`, `the focus is on ${focused}`, alerts.length > 0 ? `alerts: ${alerts.join(' | ')}` : undefined].filter(Boolean).join('; ');
    return `the page shows "${shown}" (${details})${errors.length > 0 ? `; it threw: ${errors.join('; ')}` : ''}`;
  }

  /** waitUntil, its failure saying what the page shows then. */
  private async until<T>(what: string, condition: () => Promise<T | undefined | false>): Promise<T> {
    try {
      return await waitUntil(what, condition);
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; ${await this.describe().catch(() => 'the page cannot be read')}`, { cause: error });
    }
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.settled();
  }

  private async settled(): Promise<void> {
    await waitUntil('the app to show its session or its "Log in" button', async () => (await this.page.isVisible(session)) || (await this.page.isVisible(loginTrigger)));
  }

  async openLogin(): Promise<void> {
    await this.page.click(loginTrigger);
    await this.expectDialogOpen();
  }

  async expectDialogOpen(): Promise<void> {
    await waitUntil('the login dialog to open', () => this.page.isVisible(dialog));
  }

  async expectDialogClosed(): Promise<void> {
    try {
      await waitUntil('the login dialog to close', async () => !(await this.page.isVisible(dialog)));
    } catch (error) {
      throw new Error(`the login dialog stays open, showing: ${await this.page.text(dialog)}`, { cause: error });
    }
  }

  /** Picks the email or phone channel. */
  async chooseChannel(name: RegExp): Promise<void> {
    await this.page.click({ css: 'dialog[open] fieldset label', name });
    try {
      await waitUntil('the phone field', () => this.page.isVisible({ css: 'dialog[open] input[type="tel"]' }));
    } catch (error) {
      // What the switch itself says (a press lost, or refused by a disabled fieldset, or a choice not kept).
      const channelSwitch = await this.page.evaluate(() => {
        const fieldset = document.querySelector<HTMLFieldSetElement>('dialog[open] fieldset');
        const checked = fieldset?.querySelector<HTMLInputElement>('input:checked')?.value ?? 'none';
        return fieldset === null || fieldset === undefined ? 'no switch' : `switch ${fieldset.disabled ? 'disabled' : 'enabled'}, ${checked} checked`;
      }, undefined);
      throw new Error(`no phone field after choosing ${String(name)} (${channelSwitch}): ${await this.describe()}`, { cause: error });
    }
  }

  async submitContact(contact: string): Promise<void> {
    await this.page.fill(contactField, contact);
    await this.page.press('Enter');
    await this.until('the code field', () => this.page.isVisible(codeField));
  }

  /** Puts the whole code in the field at once; the modal submits by itself when it is complete. */
  async fillCode(code: string): Promise<void> {
    await this.page.fill(codeField, code);
  }

  /** Types the code at full speed, one key event per digit with no delay. */
  async typeCode(code: string): Promise<void> {
    await this.page.type(codeField, code);
  }

  async pasteCode(code: string): Promise<void> {
    await this.page.paste(codeField, code);
  }

  async codeFieldValue(): Promise<string | undefined> {
    return this.page.evaluate((css) => document.querySelector<HTMLInputElement>(css)?.value, codeField.css);
  }

  /** The text of the dialog's alert, if it shows one. */
  async alert(): Promise<string | undefined> {
    return this.page.text({ css: 'dialog[open] [role="alert"]' });
  }

  /**
   * After a code or social login the success screen works out whether to offer a passkey
   * (`aria-busy` meanwhile); where it does (engines with WebAuthn), "Not now".
   */
  async declinePasskeyOffer(): Promise<void> {
    await waitUntil('the success screen to settle', async () => !(await this.page.isVisible({ css: 'dialog[open] [aria-busy="true"]' })));
    const notNow = button(/^not now$/i, 'dialog[open]');
    if (!(await this.page.isVisible(notNow))) return;
    // Focused and pressed with Enter, not clicked: the "verified" line (a chunk of its own) comes
    // under the status a moment later and moves the offer down, and a click aimed at "Not now"
    // before it came then lands beside it (on a busy machine: Done never came).
    await this.until('"Not now" to take focus', () =>
      this.page.evaluate(() => {
        const notNowButton = [...document.querySelectorAll<HTMLElement>('dialog[open] button')].find((element) => /^not now$/i.test(element.textContent?.trim() ?? ''));
        notNowButton?.focus();
        return notNowButton !== undefined && document.activeElement === notNowButton;
      }, undefined),
    );
    await this.page.press('Enter');
  }

  /** The success screen ("new account" or "welcome back"), closed with Done (a passkey offer declined first). */
  async finishLogin(expected: 'new' | 'returning' | 'either'): Promise<void> {
    const pattern = { new: /is ready/i, returning: /welcome back/i, either: /is ready|welcome back/i }[expected];
    const status = await this.until(`the success screen (${expected} user)`, async () => {
      const problem = await this.alert();
      if (problem !== undefined) throw new Error(`the modal shows an error: ${problem}`);
      const text = await this.page.text({ css: 'dialog[open] [role="status"]', name: /is ready|welcome back/i });
      return text;
    });
    expect(status).toMatch(pattern);
    await this.declinePasskeyOffer();
    // Done takes focus, and Enter presses it. (Not a click: the app-proof line appears under the
    // status a moment later and moves Done down, so a click aimed at it can land on that line.)
    await this.until('Done to take focus', () => this.page.evaluate(() => /^done$/i.test(document.activeElement?.textContent?.trim() ?? ''), undefined));
    await this.page.press('Enter');
    await this.expectDialogClosed();
  }

  async account(): Promise<Account> {
    return {
      userId: (await this.page.text({ css: '[data-testid="session-user"]' })) ?? '',
      organizationId: (await this.page.text({ css: '[data-testid="session-organization"]' })) ?? '',
    };
  }

  async expectLoggedIn(contact: string): Promise<Account> {
    await waitUntil(`the session of ${contact}`, async () => (await this.page.text({ css: '[data-testid="session-contact"]' })) === contact);
    const account = await this.account();
    expect(account.organizationId).toMatch(/\S/);
    return account;
  }

  async logout(): Promise<void> {
    await this.page.click(button(/^log out$/i));
    await waitUntil('the signed-out state', () => this.page.isVisible(signedOut));
  }

  /** Logs in with an email code end to end (submit, read the code, enter it, finish). */
  async loginByEmail(email: string, code: () => Promise<string>, expected: 'new' | 'returning'): Promise<Account> {
    await this.openLogin();
    await this.submitContact(email);
    await this.fillCode(await code());
    await this.finishLogin(expected);
    return this.expectLoggedIn(email);
  }
}
