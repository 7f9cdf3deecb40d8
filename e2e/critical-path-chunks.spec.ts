import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, relayUrl, uniqueEmail } from './models/mock-relay';
import { cspPort } from './models/ports';

// Issue 27, "no chunk on the critical path", on the demo built in production mode (its chunks as an
// app ships them; scripts/serve-demo-csp.mjs, which playwright.config.ts starts). The demo's relay
// offers every method, email first: the email form leads. Every wait is on a state of the page or of
// its requests, never a timer.
const productionDemo = `http://localhost:${cspPort}/`;

interface Entry {
  what: 'js' | 'relay' | 'relay done';
  name: string;
}

/** Records, in the order the browser reports them, the JS files the page requests and the relay's endpoints asked and answered. */
function recordRequests(page: Page): { log: Entry[]; pendingJs: Set<Request> } {
  const log: Entry[] = [];
  const pendingJs = new Set<Request>();
  const jsName = (request: Request): string | undefined => {
    const url = new URL(request.url());
    return request.resourceType() === 'script' || url.pathname.endsWith('.js') ? url.pathname.split('/').at(-1) : undefined;
  };
  const relayEndpoint = (request: Request): string | undefined =>
    request.url().startsWith(`${relayUrl}/v1/`) ? new URL(request.url()).pathname.replace('/v1/', '') : undefined;
  page.on('request', (request) => {
    const js = jsName(request);
    if (js !== undefined) {
      pendingJs.add(request);
      log.push({ what: 'js', name: js });
    }
    const endpoint = relayEndpoint(request);
    if (endpoint !== undefined) log.push({ what: 'relay', name: endpoint });
  });
  const done = (request: Request): void => {
    pendingJs.delete(request);
    const endpoint = relayEndpoint(request);
    if (endpoint !== undefined) log.push({ what: 'relay done', name: endpoint });
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { log, pendingJs };
}

/** A chunk's name without its content hash (`phone-field-1w463YtF.js` → `phone-field`). */
const chunk = (file: string): string => file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
const chunksOf = (entries: readonly Entry[]): string[] => entries.filter((entry) => entry.what === 'js').map((entry) => chunk(entry.name));

test.describe('no chunk on the critical path (production build)', () => {
  test('email code login of a new user: after the last digit only the relay is asked until the session shows, with every later JS request held', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request);
    const { log, pendingJs } = recordRequests(page);
    const email = uniqueEmail('critical-path');

    await page.goto(productionDemo);
    await demo.openLogin();
    await demo.submitContact(email);
    const code = await relay.latestCode(email);
    const codeInput = demo.codeInput();
    await codeInput.pressSequentially(code.slice(0, -1));

    // From the last digit on, every JS file the page asks for is held: the login must reach its
    // session without any of them.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
    const lastDigitAt = log.length;
    await codeInput.press(code.slice(-1));

    await expect(demo.successStatus()).toContainText(/account .* is ready/i);
    await expect(demo.session).toBeVisible();
    await expect(page.getByTestId('session-contact')).toHaveText(email);

    const afterLastDigit = log.slice(lastDigitAt);
    const loginAnswered = afterLastDigit.findIndex((entry) => entry.what === 'relay done' && entry.name === 'otp_login_v2');
    expect(loginAnswered, 'otp_login_v2 answered').toBeGreaterThan(-1);
    const beforeSession = afterLastDigit.slice(0, loginAnswered + 1);
    // The protocol's own requests for a new user (protocol.md section 5), and no JS in between.
    expect(beforeSession.filter((entry) => entry.what === 'relay').map((entry) => entry.name)).toEqual(['otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2']);
    expect(chunksOf(beforeSession), 'JS requested between the last digit and the session').toEqual([]);

    // What comes after the session (the app-proof check, the passkey offer's look at the account's
    // passkeys, the demo's own panels) still loads: the held files are let through, the success
    // screen settles, and the new account's proofs are checked as before.
    const heldChunks = held.map((route) => chunk(new URL(route.request().url()).pathname.split('/').at(-1) ?? ''));
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    expect(heldChunks).toContain('check-app-proofs');
    await expect(demo.dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('app-proofs')).toHaveAttribute('data-status', 'verified');
    await expect.poll(() => pendingJs.size).toBe(0);
  });

  test('opening the modal fetches what the email form needs, not the phone field or the social and passkey screens; hovering or focusing each fetches its own', async ({ page }) => {
    const demo = new DemoPageModel(page);
    const { log, pendingJs } = recordRequests(page);

    await page.goto(productionDemo);
    await demo.openLogin();
    const field = demo.dialog.getByRole('textbox', { name: 'Email address' });
    await expect(field).toBeFocused();
    // The wallet entry shows once discovery has run (the demo installs two test wallets): the
    // opening's own fetches are all asked for by then; wait until they are in.
    await expect(demo.dialog.getByRole('button', { name: /continue with a wallet/i })).toBeVisible();
    await expect.poll(() => pendingJs.size).toBe(0);
    await field.fill('someone@example.com');
    await expect.poll(() => pendingJs.size).toBe(0);

    const opened = chunksOf(log);
    expect(opened).toContain('otp-screens');
    for (const other of ['phone-field', 'oauth-screen-for-state', 'passkey-screen-for-state']) expect(opened, `${other} at opening`).not.toContain(other);

    const requested = (name: string) => page.waitForRequest((request) => chunk(new URL(request.url()).pathname.split('/').at(-1) ?? '') === name);
    const phone = requested('phone-field');
    await demo.dialog.getByRole('radio', { name: 'Phone' }).hover();
    await phone;
    const social = requested('oauth-screen-for-state');
    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).hover();
    await social;
    const passkey = requested('passkey-screen-for-state');
    await demo.dialog.getByRole('button', { name: /passkey/i }).first().focus();
    await passkey;
  });
});

test.describe('on a phone (390×844, touch): no hover, so a tap is the intent', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping Phone fetches the phone field and it takes the number; tapping Google fetches the social screens', async ({ page }) => {
    const demo = new DemoPageModel(page);
    const { log, pendingJs } = recordRequests(page);

    await page.goto(productionDemo);
    await page.getByRole('button', { name: /log in/i }).tap();
    await expect(demo.dialog).toBeVisible();
    await expect(demo.dialog.getByRole('button', { name: /continue with a wallet/i })).toBeVisible();
    await expect.poll(() => pendingJs.size).toBe(0);
    for (const other of ['phone-field', 'oauth-screen-for-state']) expect(chunksOf(log), `${other} before any tap`).not.toContain(other);

    await demo.dialog.getByRole('radio', { name: 'Phone' }).tap();
    const phoneField = demo.dialog.getByRole('textbox', { name: /phone number/i });
    await expect(phoneField).toBeVisible();
    await phoneField.pressSequentially('2025550123');
    await expect(phoneField).toHaveValue(/202.*555.*0123/);
    expect(chunksOf(log)).toContain('phone-field');

    await demo.dialog.getByRole('button', { name: 'Continue with Google' }).tap();
    await expect.poll(() => chunksOf(log)).toContain('oauth-screen-for-state');
  });
});
