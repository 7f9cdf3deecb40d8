import { expect, test, type Page } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';
import { VirtualAuthenticator } from './models/virtual-authenticator';

interface SignalCall {
  method: string;
  options: { rpId?: string; userId?: string; credentialId?: string; allAcceptedCredentialIds?: string[] };
}

/**
 * Records every `PublicKeyCredential.signal*` call the page makes (in `window.__signals`), then
 * lets the browser's own method run; an engine without the Signals API gets recording stand-ins.
 */
function recordSignals(): void {
  const calls: unknown[] = [];
  (window as unknown as { __signals: unknown[] }).__signals = calls;
  const target = window.PublicKeyCredential as unknown as Record<string, unknown> | undefined;
  if (target === undefined) return;
  (window as unknown as { __nativeSignals: boolean }).__nativeSignals = typeof target.signalAllAcceptedCredentials === 'function';
  for (const method of ['signalUnknownCredential', 'signalAllAcceptedCredentials', 'signalCurrentUserDetails']) {
    const original = target[method] as ((options: unknown) => Promise<void>) | undefined;
    target[method] = function (options: unknown): Promise<void> {
      calls.push({ method, options: JSON.parse(JSON.stringify(options)) });
      return typeof original === 'function' ? original.call(this, options) : Promise.resolve();
    };
  }
}

const recorded = (page: Page): Promise<SignalCall[]> => page.evaluate(() => (window as unknown as { __signals: SignalCall[] }).__signals);

/** CDP gives credential ids and user handles in standard base64; WebAuthn and the kit use base64url. */
const base64url = (value: string): string => value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test.describe('WebAuthn Signals API (Chromium, virtual authenticator)', () => {
  test('a passkey deleted in the account panel is signalled: the browser learns the remaining passkeys for each user handle made here, and that the deleted one is unknown', async ({ page, request }) => {
    await page.addInitScript(recordSignals);
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleLines.push(`${message.type()}: ${message.text()}`);
    });
    const authenticator = await VirtualAuthenticator.attach(page);
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('signals');

    await demo.goto();
    await demo.openLogin();
    const seen = await relay.sentOtpIds(email);
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email, seen));
    // The success screen (it may offer a passkey too: closed here, the passkeys come from the manager).
    await expect(demo.dialog.getByText(/account .* is ready/i)).toBeVisible();
    await demo.dialog.getByRole('button', { name: /^close$/i }).click();
    await expect(demo.dialog).toBeHidden();
    await demo.expectLoggedIn(email);

    // Two passkeys made in this browser, from the passkey manager.
    const manager = page.getByRole('region', { name: /passkeys/i });
    await expect(manager.getByRole('listitem')).toHaveCount(0);
    await manager.getByRole('button', { name: /add a passkey/i }).click();
    await expect(manager.getByRole('listitem')).toHaveCount(1);
    await manager.getByRole('button', { name: /add a passkey/i }).click();
    await expect(manager.getByRole('listitem')).toHaveCount(2);
    const made = await authenticator.credentials();
    expect(made).toHaveLength(2);
    const handles = made.map((credential) => base64url(credential.userHandle ?? ''));
    expect(new Set(handles).size).toBe(2); // a handle of its own for each passkey
    const ids = made.map((credential) => base64url(credential.credentialId));

    // After the second add, the browser was told both passkeys are valid, for both handles.
    await expect
      .poll(async () => (await recorded(page)).filter((call) => call.method === 'signalAllAcceptedCredentials' && call.options.allAcceptedCredentialIds?.length === 2).map((call) => call.options.userId))
      .toEqual(expect.arrayContaining(handles));

    // Delete the first passkey listed.
    test.info().annotations.push({ type: 'native Signals API', description: String(await page.evaluate(() => (window as unknown as { __nativeSignals?: boolean }).__nativeSignals)) });
    const before = (await recorded(page)).length;
    const first = manager.getByRole('listitem').first();
    await first.getByRole('button', { name: /delete/i }).click();
    await manager.getByRole('button', { name: /confirm|yes, delete/i }).click();
    await expect(manager.getByRole('listitem')).toHaveCount(1);

    // Which one went: the service lists the other.
    const afterDelete = async () => (await recorded(page)).slice(before);
    await expect.poll(async () => (await afterDelete()).filter((call) => call.method === 'signalAllAcceptedCredentials').length).toBeGreaterThanOrEqual(2);
    const accepted = (await afterDelete()).filter((call) => call.method === 'signalAllAcceptedCredentials');
    const remaining = accepted[0]!.options.allAcceptedCredentialIds!;
    expect(remaining).toHaveLength(1);
    expect(ids).toContain(remaining[0]);
    const deleted = ids.find((id) => id !== remaining[0])!;
    for (const handle of handles) {
      expect(accepted).toContainEqual({ method: 'signalAllAcceptedCredentials', options: { rpId: 'localhost', userId: handle, allAcceptedCredentialIds: remaining } });
    }
    for (const call of accepted) expect(call.options).toMatchObject({ rpId: 'localhost', allAcceptedCredentialIds: remaining });
    expect(await afterDelete()).toContainEqual({ method: 'signalUnknownCredential', options: { rpId: 'localhost', credentialId: deleted } });
    // A Chromium with the Signals API acts on it: the deleted passkey is gone from the authenticator.
    if (await page.evaluate(() => (window as unknown as { __nativeSignals?: boolean }).__nativeSignals)) {
      await expect.poll(async () => (await authenticator.credentials()).map((credential) => base64url(credential.credentialId))).toEqual(remaining);
    }
    // Signals are fire-and-forget: nothing in the console, whatever the browser made of them.
    expect(consoleLines).toEqual([]);
  });
});
