import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { FaultRelayModel, faultsDemoQuery, faultsRelayUrl } from './models/fault-relay';
import { MockRelayModel, uniqueEmail, uniquePhone } from './models/mock-relay';

// Fault rules apply to a whole relay: these tests use their own (relay port + 2), and scope every
// rule to the test's own contact, so they run in parallel without touching each other.

type FaultRule = Record<string, unknown>;

/**
 * Sets `rule` for `contact` on the faults relay, opens the demo's modal and submits `contact` (a
 * phone number through the SMS channel), as a user would.
 */
async function submitUnder(page: Page, request: APIRequestContext, contact: string, rule: FaultRule) {
  const fixture = { demo: new DemoPageModel(page), relay: new MockRelayModel(request, faultsRelayUrl), faults: new FaultRelayModel(request) };
  await fixture.faults.add({ ...rule, contact });
  await fixture.demo.goto(faultsDemoQuery);
  await fixture.demo.openLogin();
  if (!contact.includes('@')) await fixture.demo.chooseChannel(/phone|sms/i);
  await fixture.demo.submitContact(contact);
  return fixture;
}

/** Enters the newest code sent to `contact`, finishes the new user's login and returns the session. */
async function completeLogin(demo: DemoPageModel, relay: MockRelayModel, contact: string) {
  await demo.enterCode(await relay.latestCode(contact));
  await demo.finishLogin('new');
  return demo.expectLoggedIn(contact);
}

test('latency: the modal shows it is busy, and the login completes', async ({ page, request }) => {
  const email = uniqueEmail('slow');
  const { demo, relay } = await submitUnder(page, request, email, { endpoint: '/v1/otp_init', fault: 'latency', ms: 1500 });
  await expect(demo.dialog.locator('form[aria-busy="true"]')).toBeVisible();
  await completeLogin(demo, relay, email);
});

test('5xx on otp_init: an error with "Try again" that keeps the typed email, and the retry succeeds', async ({ page, request }) => {
  const email = uniqueEmail('unavailable');
  const { demo, relay, faults } = await submitUnder(page, request, email, { endpoint: '/v1/otp_init', fault: 'status', status: 503 });
  await expect(demo.dialog.getByRole('alert')).toContainText(/unavailable/i);
  await expect(demo.dialog.getByText(email)).toBeVisible();

  // "Change" goes back to the field with the email still in it.
  await demo.dialog.getByRole('button', { name: `Change ${email}` }).click();
  await expect(demo.dialog.getByRole('textbox').first()).toHaveValue(email);
  await demo.dialog.getByRole('textbox').first().press('Enter');
  await expect(demo.dialog.getByRole('button', { name: /try again/i })).toBeVisible();

  await faults.clear(email);
  await demo.dialog.getByRole('button', { name: /try again/i }).click();
  await completeLogin(demo, relay, email);
});

test('dropped connection on otp_init: a network error, and "Try again" sends the code to the same number', async ({ page, request }) => {
  const phone = uniquePhone();
  const { demo, relay, faults } = await submitUnder(page, request, phone, { endpoint: '/v1/otp_init', fault: 'drop' });
  await expect(demo.dialog.getByRole('alert')).toContainText(/could not reach/i);

  await faults.clear(phone);
  await demo.dialog.getByRole('button', { name: /try again/i }).click();
  await completeLogin(demo, relay, phone);
});

test('truncated body on the account lookup: a clear error keeping the code, and "Try again" logs in', async ({ page, request }) => {
  const email = uniqueEmail('cut');
  // The lookup is a read: the kit retries it by itself, so every try is cut here.
  const { demo, relay, faults } = await submitUnder(page, request, email, { endpoint: '/v1/account', fault: 'truncate', bytes: 1 });
  await demo.enterCode(await relay.latestCode(email));
  await expect(demo.dialog.getByRole('alert')).toContainText(/could not reach/i);
  await expect(demo.dialog.getByText(/is kept/i)).toBeVisible();

  // The verified code is not asked for again: the retry resumes after the verification.
  await faults.clear(email);
  await demo.dialog.getByRole('button', { name: /try again/i }).click();
  await demo.finishLogin('new');
  await demo.expectLoggedIn(email);
});

test('skewed clock: a few minutes off still logs in; an hour off says to fix the clock', async ({ page, request }) => {
  const email = uniqueEmail('skew');
  const { demo, relay, faults } = await submitUnder(page, request, email, { endpoint: '*', fault: 'clock-skew', ms: 3 * 60 * 1000 });
  await completeLogin(demo, relay, email);
  await demo.logout();

  await faults.clear(email);
  await faults.add({ endpoint: '/v1/otp_verify', fault: 'clock-skew', ms: -60 * 60 * 1000, contact: email });
  const seen = await relay.sentOtpIds(email);
  await demo.openLogin();
  await demo.submitContact(email);
  await demo.enterCode(await relay.latestCode(email, seen));
  await expect(demo.dialog.getByRole('alert')).toContainText(/clock/i);
});

test('signup answered with a 5xx after the account was made: the user is logged in, and exactly one account exists', async ({ page, request }) => {
  const email = uniqueEmail('once');
  const { demo, relay, faults } = await submitUnder(page, request, email, { endpoint: '/v1/signup', fault: 'status', status: 502, phase: 'after' });
  const session = await completeLogin(demo, relay, email);
  expect(await faults.accountsOf(email)).toEqual([session.organizationId]);
});

test('signup whose connection dropped after the write: still exactly one account', async ({ page, request }) => {
  const email = uniqueEmail('dropped');
  const { demo, relay, faults } = await submitUnder(page, request, email, { endpoint: '/v1/signup', fault: 'drop', phase: 'after' });
  const session = await completeLogin(demo, relay, email);
  expect(await faults.accountsOf(email)).toEqual([session.organizationId]);
});
