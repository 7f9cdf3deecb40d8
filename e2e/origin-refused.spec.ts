import { expect, test } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { emailOnlyRelayUrl } from './models/mock-relay';
import { demoPort } from './models/ports';

const ownerHint = /only the site’s owner can fix this/i;

// Spec section 5, relay rules 1-2: the relay checks the configuration id and the page's origin on
// every request; the modal says why it cannot offer a login and who can fix it.
test.describe('a relay that refuses the site', () => {
  test('a configuration id the relay does not know: the modal says the site’s login settings were not found', async ({ page }) => {
    const demo = new DemoPageModel(page);
    await demo.goto('?configId=no-such-config');
    await demo.openLogin();
    await expect(demo.dialog.getByRole('alert')).toHaveText(/login settings were not found/i);
    await expect(demo.dialog.getByText(ownerHint)).toBeVisible();
    await expect(demo.dialog.getByRole('textbox')).toHaveCount(0);
  });

  test('an origin the relay does not allow: the modal says the site may not use the login service', async ({ page }) => {
    // The email-only relay allows only http://localhost:<demo port>; the same demo at 127.0.0.1 is another origin.
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${emailOnlyRelayUrl}/v1/`)) refusals.push(response.status());
    });
    await page.goto(`http://127.0.0.1:${demoPort}/?relay=${encodeURIComponent(emailOnlyRelayUrl)}&configId=email-only`);
    const demo = new DemoPageModel(page);
    await demo.openLogin();
    await expect(demo.dialog.getByRole('alert')).toHaveText(/this site is not allowed to use this login service/i);
    await expect(demo.dialog.getByText(ownerHint)).toBeVisible();
    await expect(demo.dialog.getByRole('textbox')).toHaveCount(0);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((status) => status === 403)).toBe(true);
  });
});
