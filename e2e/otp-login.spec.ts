import { expect, test } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { emailOnlyRelayUrl, MockRelayModel, uniqueEmail, uniquePhone } from './models/mock-relay';

test.describe('email one-time-code login', () => {
  test('a new user signs up, logs out, and logs in again to the same sub-organization', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('ada');

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await demo.finishLogin('new');
    const first = await demo.expectLoggedIn(email);
    expect(first.organizationId).toMatch(/\S/);

    await demo.logout();

    const seen = await relay.sentOtpIds(email);
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email, seen));
    await demo.finishLogin('returning');
    const second = await demo.expectLoggedIn(email);
    expect(second).toEqual(first);
    // The provider's onLogin and onLogout, as the demo lists them.
    await expect(page.getByTestId('app-events').getByRole('listitem')).toHaveText(['login: new user (otp_email)', 'logout: logout', 'login: returning (otp_email)']);
  });

  test('a wrong code shows an error, and the right code still logs in', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('typo');

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    const code = await relay.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await demo.enterCode(wrong);
    await expect(demo.dialog.getByRole('alert')).toContainText(/code/i);

    await demo.enterCode(code);
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
  });

  test('the session survives a reload', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const email = uniqueEmail('reload');

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await demo.finishLogin('new');
    const before = await demo.expectLoggedIn(email);

    await page.reload();
    expect(await demo.expectLoggedIn(email)).toEqual(before);
    await expect(page.getByTestId('app-events').getByRole('listitem')).toHaveText(['login: restored (otp_email)']);
  });
});

test.describe('SMS one-time-code login', () => {
  test('a new user signs up with a phone number', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const phone = uniquePhone();

    await demo.goto();
    await demo.openLogin();
    await demo.chooseChannel(/phone|sms/i);
    await demo.submitContact(phone);
    await demo.enterCode(await relay.latestCode(phone));
    await demo.finishLogin('new');
    await demo.expectLoggedIn(phone);
  });

  test('with SMS disabled in the relay configuration, the modal does not offer it', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request, emailOnlyRelayUrl);
    const email = uniqueEmail('emailonly');

    await demo.goto(`?relay=${encodeURIComponent(emailOnlyRelayUrl)}&configId=email-only`);
    await demo.openLogin();
    await expect(demo.dialog.getByRole('textbox').first()).toBeVisible();
    await expect(demo.dialog.getByText(/phone|sms/i)).toHaveCount(0);

    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
  });
});
