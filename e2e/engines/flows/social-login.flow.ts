import { demo } from '../apps';
import { button, waitUntil, type EngineName } from '../driver';
import type { Flow } from '../flow';
import { MockIdpModel } from '../models/mock-idp';

// The mock IdP offers a fixed cast (scripts/start.mjs); each engine logs in as its own people, so
// every login here is a new account whatever ran before on the same relay (with --repeat, a later run
// may be that person's return).
const popupPerson: Record<EngineName, [name: string, email: string]> = {
  chromium: ['Ada Lovelace', 'ada@example.com'],
  firefox: ['Grace Hopper', 'grace@example.com'],
  webkit: ['Alan Turing', 'alan@example.com'],
};
const redirectPerson: Record<EngineName, [name: string, email: string]> = {
  chromium: ['Katherine Johnson', 'katherine@example.com'],
  firefox: ['Hedy Lamarr', 'hedy@example.com'],
  webkit: ['Joan Clarke', 'joan@example.com'],
};

export const socialPopupFlow: Flow = {
  name: 'social login (Google) in a popup',
  async run({ engine, page, run }) {
    const login = demo.model(page);
    const [person, email] = popupPerson[engine];
    await login.open();
    await login.openLogin();
    const popup = await page.popupFrom(() => page.click(button('Continue with Google', 'dialog[open]')));
    const idp = new MockIdpModel(popup);
    await idp.expectProvider(/Google/);
    await idp.choose(person);
    await login.finishLogin(run === 0 ? 'new' : 'either');
    await login.expectLoggedIn(email);
    await waitUntil('the kit to close its popup', () => popup.isClosed());
  },
};

export const socialRedirectFlow: Flow = {
  name: 'social login (Apple) by a full-page redirect, when popups are blocked',
  async run({ engine, page, run }) {
    const login = demo.model(page);
    const [person, email] = redirectPerson[engine];
    await login.open();
    // A popup blocker's answer: window.open gives null; the kit leaves for the provider in this tab.
    await page.evaluate(() => {
      window.open = () => null;
    }, undefined);
    await login.openLogin();
    await page.click(button('Continue with Apple', 'dialog[open]'));
    const idp = new MockIdpModel(page);
    await idp.expectProvider(/Apple/);
    await idp.choose(person);
    await login.finishLogin(run === 0 ? 'new' : 'either');
    await login.expectLoggedIn(email);
    await waitUntil('the address bar cleaned of the provider’s answer', async () => !/state=|id_token=|code=/.test(await page.url()));
  },
};
