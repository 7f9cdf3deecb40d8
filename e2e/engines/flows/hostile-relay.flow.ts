import { expect } from 'vitest';
import { demo } from '../apps';
import { waitUntil } from '../driver';
import type { Flow } from '../flow';
import { MailboxModel, uniqueEmail } from '../models/mailbox';
import { relayPort } from '../../models/ports';

/** The relay `scripts/start.mjs --e2e` starts for fault rules (config id `faults`). */
const faultsRelayUrl = `http://127.0.0.1:${relayPort + 2}`;

/**
 * Issue 23 in every engine: the relay answers the code check with a genuine verification token it
 * got for an attacker's address, bound to the person's key. The kit refuses it (the token must name
 * what was typed), says the answer could not be trusted, and nobody is logged in.
 */
export const hostileRelayFlow: Flow = {
  name: "demo: a relay's token for an attacker's address is refused",
  async run({ engine, page }) {
    const email = uniqueEmail(`hostile-${engine}`);
    const attacker = uniqueEmail(`mallory-${engine}`);
    const rule = await fetch(`${faultsRelayUrl}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: '/v1/otp_verify_v2', fault: 'swap-token', to: attacker, contact: email }),
    });
    expect(rule.status).toBe(200);

    const login = demo.model(page);
    await login.open(`/?relay=${encodeURIComponent(faultsRelayUrl)}&configId=faults`);
    await login.openLogin();
    await login.submitContact(email);
    await login.fillCode(await new MailboxModel(faultsRelayUrl).latestCode(email));
    const alert = await waitUntil('the refusal', async () => (await login.alert())?.match(/could not be trusted/i) ?? undefined);
    expect(alert[0]).toMatch(/could not be trusted/i);
    expect(await page.isVisible({ css: '[data-testid="signed-out"]' })).toBe(true);
    const accounts = (await (await fetch(`${faultsRelayUrl}/__mock/accounts?contact=${encodeURIComponent(attacker)}`)).json()) as { organizationIds: string[] };
    expect(accounts.organizationIds).toEqual([]);
  },
};
