import { expect } from 'vitest';
import { demo } from '../apps';
import { button, waitUntil, type EngineName } from '../driver';
import type { Flow } from '../flow';
import { contactField, type LoginPageModel } from '../models/login-page';

/**
 * What each engine does here, with no authenticator at all (measured, not assumed):
 * - chromium: WebAuthn exists, so the modal offers passkeys; headless Chromium's prompt is never
 *   drawn and never answers, so the modal waits ("Waiting for your passkey…", with Cancel) until
 *   the person cancels.
 * - firefox: WebAuthn exists too; with no token Firefox's request ends with NotAllowedError after
 *   its own timeout (about 30 s), which the modal shows as a closed prompt with "Try again" and
 *   "Use another method".
 * - webkit: MiniBrowser has no PublicKeyCredential, so the modal explains that this browser
 *   cannot use passkeys, instead of the buttons.
 */
const behaviour: Record<EngineName, 'waits-for-prompt' | 'prompt-times-out' | 'unsupported'> = {
  chromium: 'waits-for-prompt',
  firefox: 'prompt-times-out',
  webkit: 'unsupported',
};

const passkeyButton = button(/^continue with a passkey$/i, 'dialog[open]');

/** The other methods are on offer: the code form and the social buttons. */
async function expectOtherMethods(login: LoginPageModel): Promise<void> {
  try {
    await waitUntil('the code form', () => login.page.isVisible(contactField));
  } catch (error) {
    throw new Error(`no code form; the modal shows: ${await login.page.text({ css: 'dialog[open]' })}`, { cause: error });
  }
  expect(await login.page.isVisible(button('Continue with Google', 'dialog[open]'))).toBe(true);
}

export const passkeyWithoutAuthenticatorFlow: Flow = {
  name: 'passkey with no authenticator: the modal explains and offers the other methods',
  async run({ engine, page }) {
    const login = demo.model(page);
    await login.open();
    const supported = await page.evaluate(() => typeof window.PublicKeyCredential === 'function', undefined);
    await login.openLogin();
    await expectOtherMethods(login);

    switch (behaviour[engine]) {
      case 'unsupported': {
        expect(supported, 'this engine has WebAuthn after all: update the expectation').toBe(false);
        expect(await page.text({ css: 'dialog[open] .loginkit-passkey-unsupported' })).toMatch(/can’t use passkeys here.*use a one-time code instead/i);
        expect(await page.isVisible(passkeyButton)).toBe(false);
        break;
      }
      case 'waits-for-prompt': {
        expect(supported).toBe(true);
        await page.click(passkeyButton);
        await waitUntil('the waiting screen', async () => /follow|choose your passkey/i.test((await page.text({ css: 'dialog[open] [role="status"]' })) ?? ''));
        expect(await page.isVisible(button(/^cancel$/i, 'dialog[open]'))).toBe(true);
        // Chromium's passkey prompt is tab-modal: while it is open (headless draws it nowhere) no
        // pointer input reaches the page, so a real click on Cancel does nothing here. Cancel is
        // pressed from script instead: the modal's own way back works.
        const pressed = await page.evaluate(() => {
          const cancel = [...document.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) => /^cancel$/i.test(b.textContent?.trim() ?? ''));
          cancel?.click();
          return cancel !== undefined;
        }, undefined);
        expect(pressed).toBe(true);
        await expectOtherMethods(login);
        break;
      }
      case 'prompt-times-out': {
        expect(supported).toBe(true);
        await page.click(passkeyButton);
        const said = await waitUntil(
          'the request to end (the browser’s own timeout)',
          async () => {
            if (await page.isVisible({ css: 'dialog[open] [role="alert"]' })) return page.text({ css: 'dialog[open] [role="alert"]' });
            return page.text({ css: 'dialog[open] h3', name: /closed the passkey prompt/i });
          },
          90_000,
        );
        expect(said).toMatch(/closed the passkey prompt/i);
        expect(await page.isVisible(button(/^try again$/i, 'dialog[open]'))).toBe(true);
        await page.click(button(/^use another method$/i, 'dialog[open]'));
        await expectOtherMethods(login);
        break;
      }
    }
  },
};
