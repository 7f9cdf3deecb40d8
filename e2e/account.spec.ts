import { expect, test, type Page } from '@playwright/test';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { axeViolations } from './models/axe';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';

async function logInByEmail(page: Page, relay: MockRelayModel, demo: DemoPageModel, email: string, expected: 'new' | 'returning'): Promise<void> {
  await demo.openLogin();
  const seen = await relay.sentOtpIds(email);
  await demo.submitContact(email);
  await demo.enterCode(await relay.latestCode(email, seen));
  await demo.finishLogin(expected);
  await demo.expectLoggedIn(email);
}

test.describe('the demo’s account page (loginkit account hooks against the mock relay)', () => {
  test('update the profile, add a tag, create an API key, export a private key', async ({ page, request }) => {
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('account');
    await demo.goto();
    await logInByEmail(page, relay, demo, email, 'new');

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Name').fill('Ada Lovelace');
    await profile.getByLabel('Phone (E.164)').fill('+14155550123');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText('Ada Lovelace');
    await expect(page.getByTestId('profile-phone')).toHaveText('+14155550123');

    await profile.getByLabel('Phone (E.164)').fill('555-0123');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('alert')).toContainText('userPhoneNumber');

    await profile.getByLabel('Tag').fill('beta-testers');
    await profile.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByTestId('profile-tags')).toHaveText('1');

    const apiKeys = page.getByRole('region', { name: 'API keys' });
    await apiKeys.getByLabel('Key name').fill('CI deploy key');
    await apiKeys.getByRole('button', { name: 'Create an API key' }).click();
    await expect(apiKeys.getByRole('listitem').filter({ hasText: 'CI deploy key' })).toBeVisible();

    const privateKeys = page.getByRole('region', { name: 'Private keys' });
    await privateKeys.getByRole('button', { name: 'Export Treasury key' }).click();
    await expect(page.getByTestId('exported-key')).toHaveText(/^[0-9a-f]{64}$/);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('an IP allowlist without this browser refuses its requests, clearly; removing it lifts the refusal', async ({ page, request }) => {
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('allowlist');
    await demo.goto();
    await logInByEmail(page, relay, demo, email, 'new');
    await expect(page.getByTestId('profile')).toBeVisible();

    const allowlist = page.getByRole('region', { name: 'IP allowlist' });
    await allowlist.getByLabel('Allowed range (CIDR)').fill('203.0.113.0/24');
    await allowlist.getByRole('button', { name: 'Restrict this session' }).click();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByRole('alert')).toContainText(/allowlist/i);

    // A new session (a new key) is not restricted, and removes the old key's allowlist.
    await demo.logout();
    await logInByEmail(page, relay, demo, email, 'returning');
    await expect(page.getByTestId('profile')).toBeVisible();
    const restricted = allowlist.getByRole('list', { name: 'Restricted sessions' });
    await restricted.getByRole('button', { name: 'Remove allowlist' }).click();
    await expect(restricted).toBeHidden();
    await expect(allowlist.getByRole('alert')).toHaveCount(0);
  });

  test('the account panel exports the wallet made at signup: its recovery phrase, after a confirmation, and Hide takes it away', async ({ page, request }) => {
    const relay = new MockRelayModel(request);
    const demo = new DemoPageModel(page);
    await demo.goto('?view=account-panel');
    await demo.openLogin();
    const email = uniqueEmail('wallet-export');
    const seen = await relay.sentOtpIds(email);
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email, seen));
    await demo.finishLogin('new');

    const phrases = page.getByRole('region', { name: 'Recovery phrases' });
    await phrases.getByRole('button', { name: 'Export Demo wallet' }).click();
    const confirm = phrases.getByRole('group', { name: 'Show the recovery phrase of “Demo wallet”?' });
    await confirm.getByRole('button', { name: 'Yes, show it' }).click();
    const shown = phrases.getByRole('group', { name: 'Recovery phrase of “Demo wallet”' });
    await expect(shown).toBeVisible();
    await expect(phrases.getByRole('status')).toHaveText('The recovery phrase of “Demo wallet” is shown.');
    // The words the service's export bundle sealed for this browser's key: a BIP-39 phrase whose
    // checksum holds (one wrong byte in the decryption would break it).
    const words = await shown.getByRole('listitem').allTextContents();
    expect([12, 15, 18, 21, 24]).toContain(words.length);
    expect(validateMnemonic(words.join(' '), wordlist)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);

    await shown.getByRole('button', { name: 'Hide' }).click();
    await expect(shown).toBeHidden();
    await expect(phrases.getByRole('button', { name: 'Export Demo wallet' })).toBeVisible();
  });
});
