import { expect, test, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { VirtualAuthenticator } from './models/virtual-authenticator';

/** What the page asked of `navigator.credentials.get`, recorded by an init script: the mediation and how each request ended. */
interface RecordedGet {
  mediation: string;
  outcome: string;
  /** The `autocomplete` of the page's fields that offer passkeys, when the request was made. */
  fields: string[];
}

/** Records every `navigator.credentials.get` the page makes (the kit's calls go through it unchanged). */
async function recordCredentialRequests(page: Page): Promise<() => Promise<RecordedGet[]>> {
  await page.addInitScript(() => {
    const requests: { mediation: string; outcome: string; fields: string[] }[] = [];
    (window as unknown as { __credentialRequests: typeof requests }).__credentialRequests = requests;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const fields = [...document.querySelectorAll('input')].map((input) => input.getAttribute('autocomplete') ?? '').filter((value) => /\bwebauthn$/.test(value));
      const entry = { mediation: options?.mediation ?? 'optional', outcome: 'pending', fields };
      requests.push(entry);
      const answer = get(options);
      answer.then(
        () => (entry.outcome = 'resolved'),
        (error: Error) => (entry.outcome = error.name),
      );
      return answer;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __credentialRequests: RecordedGet[] }).__credentialRequests);
}

/** Signs up with a passkey (the modal's button) and logs out again. */
async function signUpWithPasskey(demo: DemoPageModel): Promise<{ userId: string; organizationId: string }> {
  await demo.goto();
  await demo.openLogin();
  await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
  await demo.dialog.getByRole('textbox').fill(`Autofill Ada ${Date.now().toString(36)}`);
  await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
  await demo.finishLogin('new');
  const account = await demo.expectPasskeySession();
  await demo.logout();
  return account;
}

test.describe('passkeys in the browser’s autofill (Chromium’s virtual authenticator)', () => {
  test('sign up by email code, accept the passkey offer, log out; opening the modal logs in through autofill, with no click on the passkey button', async ({ page, request }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    const requests = await recordCredentialRequests(page);
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('offer');

    await demo.goto();
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await expect(demo.successStatus()).toContainText(/is ready/i);
    await demo.acceptPasskeyOffer();
    expect(await authenticator.credentials()).toHaveLength(1);
    await demo.dialog.getByRole('button', { name: /done/i }).click();
    const account = await demo.expectLoggedIn(email);

    await demo.logout();
    await demo.openLogin();
    await demo.finishLogin('returning');
    expect(await demo.expectPasskeySession()).toEqual(account);
    const made = await requests();
    expect(made.filter((request) => request.mediation === 'optional')).toEqual([]);
    expect(made.filter((request) => request.mediation === 'conditional').at(-1)).toEqual({ mediation: 'conditional', outcome: 'resolved', fields: ['email webauthn'] });

    // Offered once: the next code login of this user (who has a passkey now) gets the plain success screen.
    await demo.logout();
    await authenticator.setAutomaticPresence(false); // no autofill answer this time
    await demo.openLogin();
    await demo.submitContact(email);
    await expect(demo.codeInput()).toBeVisible(); // the new code was sent
    await demo.enterCode(await relay.latestCode(email));
    await expect(demo.successStatus()).toContainText(/welcome back/i);
    expect(await demo.passkeyOffered()).toBe(false);
  });

  test('opening the modal offers the passkey in the email field’s autofill; picking it (the virtual authenticator answers by itself) logs in with no click on the passkey button', async ({ page }) => {
    await VirtualAuthenticator.attach(page);
    const requests = await recordCredentialRequests(page);
    const demo = new DemoPageModel(page);
    const account = await signUpWithPasskey(demo);

    await demo.openLogin();
    await demo.finishLogin('returning');
    expect(await demo.expectPasskeySession()).toEqual(account);
    const made = await requests();
    expect(made.filter((request) => request.mediation === 'optional')).toEqual([]); // the button's prompt never opened
    const autofill = made.filter((request) => request.mediation === 'conditional');
    expect(autofill.at(-1)).toEqual({ mediation: 'conditional', outcome: 'resolved', fields: ['email webauthn'] });
  });

  test('the passkey button while autofill is armed: the autofill request is aborted first, the button’s prompt opens and logs in, with no "a request is already pending" error', async ({ page }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    const requests = await recordCredentialRequests(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    const demo = new DemoPageModel(page);
    const account = await signUpWithPasskey(demo);

    // Held open: with presence simulation off, the virtual authenticator leaves an autofill request
    // waiting as a person does who has not picked a passkey yet (its first answers, before the
    // field has the focus, are refusals; the kit re-arms quietly).
    await authenticator.setAutomaticPresence(false);
    await demo.openLogin();
    await demo.dialog.getByLabel('Email address').click();
    const pending = (made: RecordedGet[]) => made.filter((request) => request.mediation === 'conditional' && request.outcome === 'pending');
    await expect.poll(async () => pending(await requests()).length).toBe(1);
    const armedAt = (await requests()).length - 1;
    await authenticator.setAutomaticPresence(true);

    await demo.dialog.getByRole('button', { name: /continue with a passkey/i }).click();
    await demo.finishLogin('returning');
    expect(await demo.expectPasskeySession()).toEqual(account);
    const made = await requests();
    expect(made.slice(armedAt).map(({ mediation, outcome }) => ({ mediation, outcome }))).toEqual([
      { mediation: 'conditional', outcome: 'AbortError' }, // ended by the kit before the button's prompt
      { mediation: 'optional', outcome: 'resolved' }, // the button's prompt: no "request already pending"
    ]);
    expect(errors).toEqual([]);
  });
});
