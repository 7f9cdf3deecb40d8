import { expect, type Locator, type Page } from '@playwright/test';

/** The demo app as a user sees it: the session panel and the login modal. */
export class DemoPageModel {
  readonly signedOut: Locator;
  readonly session: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.signedOut = page.getByTestId('signed-out');
    this.session = page.getByTestId('session');
    this.dialog = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
  }

  async openLogin(): Promise<void> {
    await this.page.getByRole('button', { name: /log in/i }).click();
    await expect(this.dialog).toBeVisible();
  }

  async chooseChannel(name: RegExp): Promise<void> {
    await this.dialog.getByRole('radio', { name }).or(this.dialog.getByRole('tab', { name })).click();
  }

  async submitContact(contact: string): Promise<void> {
    const field = this.dialog.getByRole('textbox').first();
    await field.fill(contact);
    await field.press('Enter');
  }

  /** Picks a wallet: in the compact method list behind "Continue with a wallet", in the full list at once. */
  async chooseWallet(name: string): Promise<void> {
    const wallet = this.dialog.getByRole('button', { name: new RegExp(name, 'i') });
    const entry = this.dialog.getByRole('button', { name: /continue with a wallet/i });
    await expect(wallet.or(entry).first()).toBeVisible();
    if (await entry.isVisible()) await entry.click();
    await wallet.click();
  }

  codeInput(): Locator {
    return this.dialog.locator('input[autocomplete="one-time-code"]');
  }

  /** Types the code; the modal submits by itself when the code is complete. */
  async enterCode(code: string): Promise<void> {
    await this.codeInput().fill(code);
  }

  /** The success message (the first live region of the success screen; the passkey offer has its own under it). */
  successStatus(): Locator {
    return this.dialog.getByRole('status').first();
  }

  /**
   * Waits for the success screen, then until it has settled: after a code or social login it works
   * out whether to offer a passkey (`aria-busy` meanwhile). Answers whether the offer shows.
   * (The success screen first: before it shows there is no `aria-busy` and no "Not now" either, and
   * a busy machine is still completing the login when a test gets here.)
   */
  async passkeyOffered(): Promise<boolean> {
    await expect(this.successStatus()).toContainText(/is ready|welcome back/i);
    await expect(this.dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    return this.dialog.getByRole('button', { name: /^not now$/i }).isVisible();
  }

  /** "Not now" to the passkey offer, where it shows. */
  async declinePasskeyOffer(): Promise<void> {
    if (await this.passkeyOffered()) await this.dialog.getByRole('button', { name: /^not now$/i }).click();
  }

  /** "Add a passkey" on the offer, then the confirmation that it was added. */
  async acceptPasskeyOffer(): Promise<void> {
    expect(await this.passkeyOffered()).toBe(true);
    await this.dialog.getByRole('button', { name: /^add a passkey$/i }).click();
    await expect(this.dialog.getByRole('heading', { name: /passkey added/i })).toBeVisible();
  }

  /** The modal's success screen ("new account" or "welcome back"), closed with Done (a passkey offer declined first). */
  async finishLogin(expected: 'new' | 'returning'): Promise<void> {
    await expect(this.successStatus()).toContainText(expected === 'new' ? /account .* is ready/i : /welcome back/i);
    await this.declinePasskeyOffer();
    await this.dialog.getByRole('button', { name: /done/i }).click();
    await expect(this.dialog).toBeHidden();
  }

  async expectLoggedIn(contact: string): Promise<{ userId: string; organizationId: string }> {
    await expect(this.page.getByTestId('session-contact')).toHaveText(contact);
    return {
      userId: (await this.page.getByTestId('session-user').textContent()) ?? '',
      organizationId: (await this.page.getByTestId('session-organization').textContent()) ?? '',
    };
  }

  /** A passkey session has no contact; it shows user and organization. */
  async expectPasskeySession(): Promise<{ userId: string; organizationId: string }> {
    await expect(this.session).toBeVisible();
    const userId = (await this.page.getByTestId('session-user').textContent()) ?? '';
    const organizationId = (await this.page.getByTestId('session-organization').textContent()) ?? '';
    expect(userId).toMatch(/\S/);
    expect(organizationId).toMatch(/\S/);
    return { userId, organizationId };
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: /log out/i }).click();
    await expect(this.signedOut).toBeVisible();
  }
}
