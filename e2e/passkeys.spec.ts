import { expect, test } from '@playwright/test';
import { axeViolations } from './models/axe';
import { DemoPageModel } from './models/demo-page';
import { VirtualAuthenticator } from './models/virtual-authenticator';

test.describe('passkeys with Chromium’s virtual authenticator', () => {
  test('sign up with a passkey, log out, log in with it (autofill); add a second, delete the first, and the deleted one is refused', async ({ page }) => {
    // A browser without the WebAuthn Signals API (as Firefox and older Safari): the deleted passkey
    // stays on the device for the relay to refuse. Chromium's own drops it (e2e/passkey-signals.spec.ts).
    await page.addInitScript(() => {
      for (const name of ['signalUnknownCredential', 'signalAllAcceptedCredentials', 'signalCurrentUserDetails']) delete (PublicKeyCredential as unknown as Record<string, unknown>)[name];
    });
    const authenticator = await VirtualAuthenticator.attach(page);
    const demo = new DemoPageModel(page);
    const userName = `Passkey Ada ${Date.now().toString(36)}`;

    await demo.goto();
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
    await demo.dialog.getByRole('textbox').fill(userName);
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
    await demo.finishLogin('new');
    const first = await demo.expectPasskeySession();
    const [signupCredential] = await authenticator.credentials();
    expect(signupCredential?.isResidentCredential).toBe(true);

    // Back in through the email field's autofill (the virtual authenticator answers it at once).
    await demo.logout();
    await demo.openLogin();
    await demo.finishLogin('returning');
    expect(await demo.expectPasskeySession()).toEqual(first);

    // Manage passkeys: add a second, then delete the first.
    const manager = page.getByRole('region', { name: /passkeys/i });
    await expect(manager.getByRole('listitem')).toHaveCount(1);
    await manager.getByRole('button', { name: /add a passkey/i }).click();
    await expect(manager.getByRole('listitem')).toHaveCount(2);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await manager.getByRole('listitem').first().getByRole('button', { name: /delete/i }).click();
    await manager.getByRole('button', { name: /confirm|yes, delete/i }).click();
    await expect(manager.getByRole('listitem')).toHaveCount(1);

    // Only the deleted passkey left on the device: logging in with it is refused, clearly.
    const remaining = (await authenticator.credentials()).filter((c) => c.credentialId !== signupCredential?.credentialId);
    for (const credential of remaining) await authenticator.removeCredential(credential.credentialId);
    // The autofill offers it, and the relay's refusal is said plainly.
    await demo.logout();
    await demo.openLogin();
    await expect(demo.dialog.getByRole('alert')).toContainText(/passkey/i);
    await expect(demo.dialog.getByRole('button', { name: /try again/i })).toBeVisible();
  });

  test('a cancelled passkey prompt can be retried', async ({ page }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    const demo = new DemoPageModel(page);

    await demo.goto();
    await demo.openLogin();
    await demo.dialog.getByRole('button', { name: /create an account with a passkey/i }).click();
    await authenticator.setAutomaticPresence(false);
    await demo.dialog.getByRole('button', { name: /create passkey/i }).click();
    await demo.dialog.getByRole('button', { name: /cancel/i }).click();
    await expect(demo.dialog.getByRole('button', { name: /try again|create passkey/i })).toBeVisible();

    await authenticator.setAutomaticPresence(true);
    await demo.dialog.getByRole('button', { name: /try again|create passkey/i }).click();
    await demo.finishLogin('new');
    await demo.expectPasskeySession();
  });
});
