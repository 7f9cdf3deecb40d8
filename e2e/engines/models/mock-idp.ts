import { button, waitUntil, type EnginePage } from '../driver';

/** The mock identity provider's account picker, in a popup or in the tab itself after a redirect. */
export class MockIdpModel {
  constructor(readonly page: EnginePage) {}

  async expectProvider(provider: RegExp): Promise<void> {
    await waitUntil(`the ${String(provider)} account picker`, async () => provider.test((await this.page.text({ css: 'h1' })) ?? ''));
  }

  /** Picks the person (button named after them); the IdP sends the browser back to the app. */
  async choose(name: string): Promise<void> {
    await this.page.click(button(name, 'ul[aria-label="Accounts"]'));
  }
}
