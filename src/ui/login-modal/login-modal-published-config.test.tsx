/**
 * The modal against a relay configuration as Turnkey publishes it: `wallet_kit_config` without any
 * of the mock's extension members (appName, logoUrl, showPasskey, showWallet,
 * socialLinkingClientIds; protocol.md section 11), which Turnkey's relay never sends. The modal
 * works without them, and the kit's own options give each of them.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoginKitRelayOptions, LoginKitCommonOptions } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createTestRelay, kitOptionsFor, latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from './login-modal';

const extensionMembers = ['appName', 'logoUrl', 'showPasskey', 'showWallet', 'socialLinkingClientIds'];

/** A mock relay whose wallet_kit_config carries only published members, checked on the wire. */
async function publishedRelay(): Promise<ReturnType<typeof createTestRelay>> {
  const relay = createTestRelay({ enabledProviders: ['email', 'passkey', 'wallet'] });
  const answer = await relay.fetch(
    new Request('http://relay.test/v1/wallet_kit_config', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': relay.config.configId }, body: '{}' }),
  );
  const body = (await answer.json()) as Record<string, unknown>;
  expect(Object.keys(body).filter((member) => extensionMembers.includes(member))).toEqual([]);
  return relay;
}

function renderModal(relay: ReturnType<typeof createTestRelay>, options: Partial<LoginKitRelayOptions & LoginKitCommonOptions> = {}) {
  render(
    <LoginKitProvider options={kitOptionsFor(relay, options)}>
      <LoginModal />
    </LoginKitProvider>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

describe('LoginModal with the published wallet_kit_config (none of the extension members)', () => {
  it('titles itself without an app name, shows no logo, offers what enabledProviders enables, and signs up by email code', async () => {
    const user = userEvent.setup();
    const relay = await publishedRelay();
    renderModal(relay);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
    // showPasskey and showWallet absent: enabledProviders decides.
    await waitFor(() => expect(screen.getByRole('dialog', { description: /passkey/ })).toBe(dialog));
    const root = dialog.closest('.loginkit');
    if (root === null) throw new Error('the dialog is not inside its .loginkit root');
    await expectNoAxeViolations(root);

    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    await user.type(await within(dialog).findByLabelText('6-digit code'), latestCode(relay, 'ada@example.com'));
    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 30_000 })).toBeTruthy();
  });

  it("takes the app's name and logo from the kit's options (appName, logoUrl)", async () => {
    const user = userEvent.setup();
    renderModal(await publishedRelay(), { appName: 'Acme', logoUrl: 'https://acme.example/logo.png' });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('heading', { name: 'Log in to Acme' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toBe('https://acme.example/logo.png');
  });

  it("leaves passkeys and wallets out with the kit's methods option (what showPasskey and showWallet false do)", async () => {
    const user = userEvent.setup();
    renderModal(await publishedRelay(), { methods: ['code'] });
    const dialog = await openDialog(user);
    await waitFor(() => expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code.' })).toBe(dialog));
    expect(within(dialog).queryByRole('button', { name: 'Continue with a passkey' })).toBeNull();
  });
});
