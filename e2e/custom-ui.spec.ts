import { expect, test, type Page } from '@playwright/test';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { customUiPort, customUiRelayPort } from './models/ports';

// examples/custom-ui (scripts/start-custom-ui.mjs), started by playwright.config.ts with its own mock relay.
const customUiUrl = `http://localhost:${customUiPort}/`;
const customUiRelayUrl = `http://127.0.0.1:${customUiRelayPort}`;

/** The hooks-only login of examples/custom-ui: an email field, a code field, plain buttons. */
class CustomUiPageModel {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(customUiUrl);
    await expect(this.page.getByRole('heading', { name: 'Log in with an email code' })).toBeVisible();
  }

  async sendCode(email: string): Promise<void> {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByText(`We sent a code to ${email}.`)).toBeVisible();
  }

  async logInWith(code: string): Promise<void> {
    await this.page.getByLabel('Code', { exact: true }).fill(code);
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click();
  }
}

test.describe('examples/custom-ui: a login built from the headless hooks', () => {
  test('logs in with an email code (a wrong one first), then shows the account panel', async ({ page, request }) => {
    const app = new CustomUiPageModel(page);
    const relay = new MockRelayModel(request, customUiRelayUrl);
    const email = uniqueEmail('custom-ui');

    await app.goto();
    await app.sendCode(email);
    const code = await relay.latestCode(email);
    await app.logInWith(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert')).toHaveText('That code is not right.');

    await app.logInWith(code);
    await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(email)).toBeVisible();

    // The session survives a reload (restored from storage by the provider).
    await page.reload();
    await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
  });
});
