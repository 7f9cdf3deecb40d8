import { expect, test } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { nextPort, nextRelayPort } from './models/ports';

// examples/next (scripts/start-next-example.mjs): a Next.js App Router app, built for production
// against the package's built dist/, with its own mock relay. Its session panel has the demo's
// test ids, so the demo's page model drives it.
test.use({ baseURL: `http://localhost:${nextPort}` });

test.describe('examples/next: the Next.js App Router example', () => {
  test('is prerendered on the server: the modal\'s trigger is in the HTML, its dialog is not', async ({ request }) => {
    const response = await request.get('/');
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Log in<\/button>/);
    expect(html).not.toContain('<dialog');
  });

  test('logs in with an email code, stays logged in across a reload, and logs out', async ({ page, request }) => {
    const app = new DemoPageModel(page);
    const relay = new MockRelayModel(request, `http://127.0.0.1:${nextRelayPort}`);
    const email = uniqueEmail('next');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
    });

    await app.goto();
    await expect(app.signedOut).toBeVisible();
    await app.openLogin();
    await app.submitContact(email);
    await app.enterCode(await relay.latestCode(email));
    await app.finishLogin('new');
    const session = await app.expectLoggedIn(email);

    // The provider restores the session from the browser's storage after the server-rendered page hydrates.
    await page.reload();
    expect(await app.expectLoggedIn(email)).toEqual(session);

    await app.logout();
    await page.reload();
    await expect(app.signedOut).toBeVisible();
    // Hydration went cleanly: no mismatch, no error, no warning from React or the kit.
    expect(problems).toEqual([]);
  });
});
