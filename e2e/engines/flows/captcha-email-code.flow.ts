import { expect } from 'vitest';
import { demo } from '../apps';
import { waitUntil, type Target } from '../driver';
import type { Flow } from '../flow';
import { codeField } from '../models/login-page';
import { MailboxModel, uniqueEmail } from '../models/mailbox';
import { captchaRelayPort } from '../../models/ports';

/** The relay `scripts/start.mjs --e2e` starts with a captcha site key (config id `captcha`). */
const captchaRelayUrl = `http://127.0.0.1:${captchaRelayPort}`;
/** The mock relay's test widget (Turnstile's interface) in the modal: a checkbox-like button. */
const widget: Target = { css: 'dialog[open] [role="group"] [role="checkbox"]', name: /i am human/i };

/**
 * Checks the widget and waits for its token: the box checked (the kit holds the token for Continue),
 * or the widget gone (a request waiting on it took the token at once and the screen moved on).
 */
async function solve(page: Parameters<Flow['run']>[0]['page']): Promise<void> {
  await page.click(widget);
  await waitUntil('the test widget to issue a token', () =>
    page.evaluate(() => {
      const box = document.querySelector('dialog[open] [role="group"] [role="checkbox"]');
      return box === null || box.getAttribute('aria-checked') === 'true';
    }, undefined),
  );
}

/**
 * Bot protection (protocol.md section 15) in every engine: against a relay that wants a captcha
 * token, the modal loads the test widget (a `<script src>` from the relay) and puts it before
 * Continue; a checked widget lets the code go out, and the new account's signup gets a token of its
 * own through the widget on the code screen.
 */
export const captchaEmailCodeFlow: Flow = {
  name: 'demo: email code sign up with captcha on (the mock relay’s test widget)',
  async run({ engine, page }) {
    const login = demo.model(page);
    const email = uniqueEmail(`captcha-${engine}`);
    await login.open(`/?relay=${encodeURIComponent(captchaRelayUrl)}&configId=captcha`);
    await login.openLogin();
    await waitUntil('the captcha widget', () => page.isVisible(widget));
    await solve(page);
    await login.submitContact(email);
    expect(await page.isVisible(widget)).toBe(false);
    await login.fillCode(await new MailboxModel(captchaRelayUrl).latestCode(email));
    // The new account: the widget comes back for signup_v2's token.
    await waitUntil('the captcha widget for the new account', () => page.isVisible(widget));
    await solve(page);
    await login.finishLogin('new');
    await login.expectLoggedIn(email);
    expect(await page.isVisible(codeField)).toBe(false);
  },
};
