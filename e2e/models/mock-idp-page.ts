import { expect, type Page } from '@playwright/test';

/** A full load of the app's page (the Vite dev server's modules) on a busy machine. */
const pageLoadMs = 60_000;

/** The mock identity provider's account picker, in a popup or in the tab itself after a redirect. */
export class MockIdpPage {
  constructor(readonly page: Page) {}

  async expectProvider(provider: RegExp): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(provider);
  }

  /** Picks the person (button named after them); the IdP sends the browser back to the app. */
  async choose(name: string): Promise<void> {
    await this.leave(() => this.page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name }).click());
  }

  async cancel(): Promise<void> {
    await this.leave(() => this.page.getByRole('button', { name: 'Cancel' }).click());
  }

  /**
   * Runs the click that answers the app. In the tab itself (a login by redirect), it also waits
   * for the app's page to load again: what a test then expects of the kit within its 10 s starts
   * when the app is there, not while the dev server sends the app's modules to a fresh page (12 s
   * seen on a busy machine). A popup just closes.
   */
  private async leave(click: () => Promise<void>): Promise<void> {
    const inTab = (await this.page.opener()) === null;
    const idpOrigin = new URL(this.page.url()).origin;
    const back = inTab ? this.page.waitForURL((url) => url.origin !== idpOrigin, { waitUntil: 'load', timeout: pageLoadMs }) : undefined;
    await click();
    await back;
  }

  /** Replaces the `state` every form would send back: an attacker's forged answer. */
  async tamperWithState(value: string): Promise<void> {
    await this.page.locator('input[name="state"]').evaluateAll((inputs, forged) => {
      for (const input of inputs) (input as HTMLInputElement).value = forged;
    }, value);
  }
}
