import { expect } from 'vitest';
import { demo } from '../apps';
import { waitUntil, type EngineName } from '../driver';
import type { Flow } from '../flow';
import { contactField } from '../models/login-page';

/**
 * Passkeys in the email field's autofill, per engine (measured, not assumed; no authenticator is
 * attached here, so nobody picks a passkey — Chromium's autofill login runs in e2e/passkey-autofill.spec.ts):
 * - chromium, firefox: conditional mediation is there, so the field carries `email webauthn` and
 *   the kit keeps an autofill request open while the code flows run (they pass alongside it).
 * - webkit: MiniBrowser has no PublicKeyCredential, so the field is a plain `email` field and no
 *   request is made; the code login is unchanged.
 */
const autofill: Record<EngineName, boolean> = { chromium: true, firefox: true, webkit: false };

export const passkeyAutofillFlow: Flow = {
  name: 'passkey autofill: offered in the email field where the engine has conditional mediation, absent (and harmless) where not',
  async run({ engine, page }) {
    const login = demo.model(page);
    await login.open();
    const available = await page.evaluate(async () => {
      const api = window.PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> } | undefined;
      return typeof api?.isConditionalMediationAvailable === 'function' ? await api.isConditionalMediationAvailable() : false;
    }, undefined);
    expect(available, `${engine}: conditional mediation ${available ? 'is' : 'is not'} available: update the expectation`).toBe(autofill[engine]);
    await login.openLogin();
    await waitUntil('the code form', () => page.isVisible(contactField));
    const tokens = await waitUntil('the email field', () => page.evaluate(() => document.querySelector('dialog[open] input[type="email"]')?.getAttribute('autocomplete') ?? undefined, undefined));
    expect(tokens).toBe(autofill[engine] ? 'email webauthn' : 'email');
    // The rest still works beside it: a code is asked for and the code screen comes.
    await login.submitContact(`autofill-${engine}-${Date.now().toString(36)}@example.com`);
  },
};
