import { expect, test, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { FaultRelayModel, faultsDemoQuery, faultsRelayUrl } from './models/fault-relay';
import { MockIdpPage } from './models/mock-idp-page';
import { emailOnlyRelayUrl, MockRelayModel, uniqueEmail } from './models/mock-relay';
import { VirtualAuthenticator } from './models/virtual-authenticator';

// Issue 23: the relay is untrusted. The faults relay answers the way an attacker in its place
// would (docs/mock-relay-and-testing.md, "A hostile relay"); every rule is scoped to the test's own
// contact, so these run beside faults.spec.ts. SECURITY.md lists what each step checks.

const untrusted = /could not be trusted/i;

async function openWithCode(page: Page, email: string) {
  const demo = new DemoPageModel(page);
  const relay = new MockRelayModel(page.request, faultsRelayUrl);
  await demo.goto(faultsDemoQuery);
  await demo.openLogin();
  await demo.submitContact(email);
  return { demo, relay };
}

test("a genuine token the relay got for an attacker's address: refused, nobody is logged in, no account made for the attacker", async ({ page, request }) => {
  const email = uniqueEmail('hostile-token');
  const attacker = uniqueEmail('mallory');
  await new FaultRelayModel(request).swapToken(email, attacker);
  const { demo, relay } = await openWithCode(page, email);
  await demo.enterCode(await relay.latestCode(email));
  await expect(demo.dialog.getByRole('alert')).toContainText(untrusted);
  await expect(demo.dialog.getByRole('button', { name: /try again|start over/i }).first()).toBeVisible();
  await expect(demo.signedOut).toBeVisible();
  expect(await new FaultRelayModel(request).accountsOf(attacker)).toEqual([]);
});

test('a malformed token is the service’s fault (“an answer we could not use”), never “check what you entered”', async ({ page, request }) => {
  const email = uniqueEmail('hostile-garbled');
  await new FaultRelayModel(request).rewrite(email, '/v1/otp_verify_v2', { set: { '/verificationToken': 'not.a-jwt' } });
  const { demo, relay } = await openWithCode(page, email);
  await demo.enterCode(await relay.latestCode(email));
  await expect(demo.dialog.getByRole('alert')).toContainText(/answer we could not use/i);
  await expect(demo.dialog.getByRole('alert')).not.toContainText(/check what you entered/i);
});

test('a stalled code check: “Still waiting” and Cancel long before the relay answers; Cancel keeps the code for another try', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('hostile-stall');
  const faults = new FaultRelayModel(request);
  await faults.add({ endpoint: '/v1/otp_verify', fault: 'latency', ms: 60_000, times: 1, contact: email });
  const { demo, relay } = await openWithCode(page, email);
  const code = await relay.latestCode(email);
  await demo.enterCode(code);
  const started = Date.now();
  // The notice comes 5 s into the wait; the stall lasts 60 s, so seeing it at all is seeing it in time.
  await expect(demo.dialog.getByText(/still waiting for the login service/i)).toBeVisible({ timeout: 50_000 });
  test.info().annotations.push({ type: 'slow-wait notice after', description: `${Date.now() - started} ms` });
  await demo.dialog.getByRole('button', { name: /^cancel$/i }).click();
  await expect(demo.codeInput()).toBeVisible();
  await expect(demo.codeInput()).toHaveValue(code);
  await expect(demo.dialog.getByText(/still waiting/i)).toHaveCount(0);
});

test('a redirect from the relay to another origin is not followed: that origin receives nothing', async ({ page, request }) => {
  const email = uniqueEmail('hostile-redirect');
  await new FaultRelayModel(request).redirect(email, '/v1/otp_init', `${emailOnlyRelayUrl}/v1/otp_init_v2`);
  await openWithCode(page, email);
  const demo = new DemoPageModel(page);
  await expect(demo.dialog.getByRole('alert')).toContainText(/answer we could not use/i);
  expect(await new MockRelayModel(request, emailOnlyRelayUrl).sentOtpIds(email)).toEqual([]);
});

test('a Retry-After of three years shows a date to try again on, not millions of minutes', async ({ page, request }) => {
  const email = uniqueEmail('hostile-retry');
  await new FaultRelayModel(request).tooManyRequests(email, '/v1/otp_init', 94_608_000);
  const { demo } = await openWithCode(page, email);
  await expect(demo.dialog.getByText(/try again on /i)).toBeVisible();
  await expect(demo.dialog.getByText(/minute/i)).toHaveCount(0);
});

test("Google: a session the relay made for an attacker's account, bound to the person's key, is refused", async ({ page, request }) => {
  const attacker = uniqueEmail('mallory-social');
  // The rule matches the OIDC token's email: the mock IdP's Grace Hopper.
  await new FaultRelayModel(request).swapSession('grace@example.com', attacker, { endpoint: '/v1/oauth_login', times: 1 });
  const demo = new DemoPageModel(page);
  await demo.goto(faultsDemoQuery);
  await demo.openLogin();
  const popup = page.waitForEvent('popup');
  await demo.dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await new MockIdpPage(await popup).choose('Grace Hopper');
  await expect(demo.dialog.getByRole('alert')).toContainText(untrusted);
  await expect(demo.signedOut).toBeVisible();
});

test.describe('passkeys', () => {
  // The passkey user has no contact to scope the rule by: one rule, used once, by this test alone.
  test.describe.configure({ mode: 'serial' });

  test("a session key the relay sealed for an attacker's account is refused; the next, honest login works", async ({ page, request }) => {
    await VirtualAuthenticator.attach(page);
    const demo = new DemoPageModel(page);
    await demo.goto(faultsDemoQuery);
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
    await demo.dialog.getByRole('textbox').fill(`Hostile ${Date.now().toString(36)}`);
    await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
    await demo.finishLogin('new');
    const first = await demo.expectPasskeySession();

    await demo.logout();
    await new FaultRelayModel(request).add({ endpoint: '/public/v1/submit/create_read_write_session', fault: 'substitute-bundle', owner: 'to', to: uniqueEmail('mallory-passkey'), times: 1 });
    // The email field's autofill offers the passkey and the virtual authenticator answers at once.
    await demo.openLogin();
    await expect(demo.dialog.getByRole('alert')).toContainText(untrusted);
    await expect(demo.signedOut).toBeVisible();

    await demo.dialog.getByRole('button', { name: /try again/i }).click();
    await demo.finishLogin('returning');
    expect(await demo.expectPasskeySession()).toEqual(first);
  });
});
