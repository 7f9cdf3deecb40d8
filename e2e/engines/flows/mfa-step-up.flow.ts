import { expect } from 'vitest';
import { demo } from '../apps';
import { button, waitUntil } from '../driver';
import type { Flow } from '../flow';
import { codeField } from '../models/login-page';
import { MailboxModel, uniqueEmail } from '../models/mailbox';

/**
 * Issue 24 in every engine: a rule "exporting a key needs an email code", added in the demo's
 * Extra verification section; the export opens the step-up dialog, the code sent to the account's
 * own address completes it, and the key is exported.
 */
export const mfaStepUpFlow: Flow = {
  name: 'demo: an export an MFA rule holds, completed with an email code in the step-up dialog',
  async run({ engine, page }) {
    const login = demo.model(page);
    const mailbox = new MailboxModel(demo.relayUrl);
    const email = uniqueEmail(`mfa-${engine}`);
    await login.open();
    await login.loginByEmail(email, () => mailbox.latestCode(email), 'new');

    await page.click(button('Add a rule'));
    await page.click({ css: 'input[type="checkbox"]', name: 'Exporting a private key or wallet' });
    await page.click({ css: 'input[type="checkbox"]', name: 'Email code' });
    await page.click(button('Save rule'));
    await waitUntil('the rule in the list', async () => /Email code/i.test((await page.text({ css: '.loginkit-account-mfa li' })) ?? ''));

    const seen = await mailbox.sentOtpIds(email);
    await page.click(button('Export Treasury key'));
    await waitUntil('the step-up dialog', async () => /Export your private key/.test((await page.text({ css: 'dialog[open]' })) ?? ''));
    await page.click(button(/^Email a code to /));
    await page.fill(codeField, await mailbox.latestCode(email, seen));
    await waitUntil('the export to be confirmed', async () => /Your private key was exported/.test((await page.text({ css: 'dialog[open]' })) ?? ''));
    await page.click(button(/^(Done|Close)$/, 'dialog[open]'));
    const exported = await waitUntil('the exported key', () => page.text({ css: '[data-testid="exported-key"]' }));
    expect(exported).toMatch(/^[0-9a-f]{64}$/);
  },
};
