import { expect, type Page } from '@playwright/test';

/** The mock identity provider's account picker, in a popup or in the tab itself after a redirect. */
export class MockIdpPage {
  constructor(readonly page: Page) {}

  async expectProvider(provider: RegExp): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(provider);
  }

  /** Picks the person (button named after them); the IdP sends the browser back to the app. */
  async choose(name: string): Promise<void> {
    await this.page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }

  /** Replaces the `state` every form would send back: an attacker's forged answer. */
  async tamperWithState(value: string): Promise<void> {
    await this.page.locator('input[name="state"]').evaluateAll((inputs, forged) => {
      for (const input of inputs) (input as HTMLInputElement).value = forged;
    }, value);
  }
}
