import { expect, test } from '@playwright/test';
import { axeViolations } from './models/axe';
import { CaptchaModel, captchaDemoQuery, captchaRelayUrl, captchaRequests, captchaScriptPattern } from './models/captcha-relay';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';

// Bot protection (protocol.md section 15) against the relay `scripts/start.mjs --e2e` starts with a
// captcha site key (relay port + 5): otp_init_v2 and signup_v2 want a token from its test widget,
// which the demo's default adapter loads (`turnstileCaptcha({ scriptUrl: '<relay>/__mock/captcha/api.js' })`).
// Nothing here changes the relay's state for other tests (no rules: what goes wrong is the page's own).

test('email code signup through the test widget: before Continue, and again for the new account', async ({ page, request }) => {
  const demo = new DemoPageModel(page);
  const relay = new MockRelayModel(request, captchaRelayUrl);
  const captcha = new CaptchaModel(demo.dialog);
  const email = uniqueEmail('captcha');
  await demo.goto(captchaDemoQuery);
  await demo.openLogin();
  await expect(captcha.widget).toBeVisible();
  expect(await axeViolations(page, '.loginkit')).toEqual([]);

  // Keyboard: the field, then the widget, then Continue.
  const field = demo.dialog.getByRole('textbox').first();
  await field.fill(email);
  await field.press('Tab');
  await expect(captcha.widget).toBeFocused();
  await page.keyboard.press('Space');
  await expect(captcha.widget).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(demo.dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(demo.codeInput()).toBeVisible();
  await expect(captcha.group).toHaveCount(0);
  await demo.enterCode(await relay.latestCode(email));
  // A new account: signup_v2 wants its own token; the widget comes to the code screen.
  await expect(captcha.status()).toHaveText(/complete the security check/i);
  expect(await axeViolations(page, '.loginkit')).toEqual([]);
  await captcha.solve();
  await demo.finishLogin('new');
  await demo.expectLoggedIn(email);
});

test('a reused token is refused naming the cause, and a fresh widget and Try again recover', async ({ page, request }) => {
  const demo = new DemoPageModel(page);
  const relay = new MockRelayModel(request, captchaRelayUrl);
  const captcha = new CaptchaModel(demo.dialog);
  const email = uniqueEmail('captcha-reuse');
  // The page's second code request goes out with the first one's token (spent by then).
  let firstToken: string | undefined;
  let replayed = false;
  await page.route('**/v1/otp_init_v2', async (route) => {
    const token = route.request().headers()['x-captcha-token'];
    if (firstToken === undefined) {
      firstToken = token;
      return route.continue();
    }
    if (!replayed && firstToken !== undefined) {
      replayed = true;
      return route.continue({ headers: { ...route.request().headers(), 'x-captcha-token': firstToken } });
    }
    return route.continue();
  });
  await demo.goto(captchaDemoQuery);
  await demo.openLogin();
  await captcha.solve();
  await demo.submitContact(email);
  await expect(demo.codeInput()).toBeVisible();

  await demo.dialog.getByRole('button', { name: `Change ${email}` }).click();
  await captcha.solve();
  await demo.dialog.getByRole('textbox').first().press('Enter');
  await expect(demo.dialog.getByRole('alert')).toHaveText(/security check did not go through/i);
  await expect(demo.dialog.getByText(email)).toBeVisible();
  expect(await axeViolations(page, '.loginkit')).toEqual([]);

  await captcha.solve();
  await demo.dialog.getByRole('button', { name: /try again/i }).click();
  await expect(demo.codeInput()).toBeVisible();
  const code = await relay.latestCode(email, []);
  await demo.enterCode(code);
  await captcha.solve();
  await demo.finishLogin('new');
  await demo.expectLoggedIn(email);
});

test('a widget that cannot load: the code goes without a token, the relay refuses, and a widget that loads recovers', async ({ page, request }) => {
  const demo = new DemoPageModel(page);
  const relay = new MockRelayModel(request, captchaRelayUrl);
  const captcha = new CaptchaModel(demo.dialog);
  const email = uniqueEmail('captcha-blocked');
  const sentTokens: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/v1/otp_init_v2')) sentTokens.push(sent.headers()['x-captcha-token']);
  });
  // As a page whose Content-Security-Policy forbids the script, or a network that drops it.
  await page.route(captchaScriptPattern, (route) => route.abort('blockedbyclient'));
  await demo.goto(captchaDemoQuery);
  await demo.openLogin();
  await expect(captcha.status()).toHaveText(/could not load/i);
  await demo.dialog.getByRole('textbox').first().fill(email);
  await demo.dialog.getByRole('textbox').first().press('Enter');
  await expect(demo.dialog.getByRole('alert')).toHaveText(/needs a quick security check/i);
  expect(sentTokens).toEqual([undefined]);

  await page.unroute(captchaScriptPattern);
  // Try again is also the widget's: it loads the script again, and the code waits on the check.
  await demo.dialog.getByRole('button', { name: /try again/i }).click();
  await expect(captcha.status()).toHaveText(/complete the security check/i);
  await captcha.solve();
  await demo.enterCode(await relay.latestCode(email));
  await captcha.solve();
  await demo.finishLogin('new');
  await demo.expectLoggedIn(email);
});

test('captcha off again (a relay without a site key): nothing captcha-related is loaded or shown', async ({ page, request }) => {
  const demo = new DemoPageModel(page);
  const relay = new MockRelayModel(request);
  const seen = captchaRequests(page);
  const email = uniqueEmail('no-captcha');
  await demo.goto();
  await demo.openLogin();
  await demo.submitContact(email);
  await demo.enterCode(await relay.latestCode(email));
  await demo.finishLogin('new');
  await demo.expectLoggedIn(email);
  await expect(page.getByRole('group', { name: 'Security check' })).toHaveCount(0);
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => 'turnstile' in window)).toBe(false);
});
