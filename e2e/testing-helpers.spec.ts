import { expect, test } from '@playwright/test';
import { loginAs, readCode } from 'loginkit/testing';
import { DemoPageModel } from './models/demo-page';
import { relayUrl, uniqueEmail } from './models/mock-relay';

// loginkit/testing as an app's own tests use it, against the demo and its mock relay.
test.describe('loginkit/testing', () => {
  test('loginAs signs a new person up through the modal, and logs them in again after a logout', async ({ page }) => {
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('login-as');

    await demo.goto();
    await loginAs(page, email, { relay: relayUrl });
    const first = await demo.expectLoggedIn(email);

    await demo.logout();
    await loginAs(page, email, { relay: relayUrl });
    expect(await demo.expectLoggedIn(email)).toEqual(first);
    await expect(page.getByTestId('app-events').getByRole('listitem')).toHaveText(['login: new user (otp_email)', 'logout: logout', 'login: returning (otp_email)']);
  });

  test('readCode gives the code the relay sent, as the person would read it', async ({ page }) => {
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('read-code');

    await demo.goto();
    await demo.openLogin();
    const since = Date.now();
    await demo.submitContact(email);
    await demo.enterCode(await readCode(relayUrl, email, { since }));
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
  });
});
