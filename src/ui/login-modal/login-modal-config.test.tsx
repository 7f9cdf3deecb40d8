import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KitConfig, LoginKitRelayOptions, LoginKitCommonOptions } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, createTestRelay, fakeConfig, kitOptionsFor } from '../../react/test-utils/test-kits';
import { LoginModal } from './login-modal';

/**
 * Spec section 5: the relay configuration's settings drive the modal — methods and their order,
 * OTP length and alphabet, social providers and their order, passkey visibility, app name and logo.
 */
async function openDialog(): Promise<HTMLElement> {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

/** True when `a` comes before `b` in the document. */
const before = (a: Element, b: Element): boolean => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

function renderWithRelay(config: Parameters<typeof createTestRelay>[0], options: Partial<LoginKitRelayOptions & LoginKitCommonOptions> = {}) {
  const relay = createTestRelay(config);
  render(
    <LoginKitProvider options={kitOptionsFor(relay, { warnings: false, ...options })}>
      <LoginModal />
    </LoginKitProvider>,
  );
  return relay;
}

function renderWithConfig(config: KitConfig) {
  render(
    <LoginKitProvider kit={createFakeKit(config)}>
      <LoginModal />
    </LoginKitProvider>,
  );
}

describe('LoginModal driven by the relay configuration', () => {
  it('shows the methods in the order of enabledProviders, and the social providers in theirs', async () => {
    renderWithRelay({ enabledProviders: ['discord', 'google', 'email'], appName: 'Globex' });
    const dialog = await openDialog();
    const discord = await within(dialog).findByRole('button', { name: 'Continue with Discord' });
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    const email = await within(dialog).findByLabelText('Email address');
    expect(before(discord, google)).toBe(true);
    expect(before(google, email)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Log in to Globex' })).toBe(dialog);
  });

  it('follows the local methods and oauthProviders options, which narrow and reorder', async () => {
    renderWithRelay({ enabledProviders: ['discord', 'google', 'email'] }, { methods: ['code', 'social'], oauthProviders: ['google'] });
    const dialog = await openDialog();
    const email = await within(dialog).findByLabelText('Email address');
    const google = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    expect(before(email, google)).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Continue with Discord' })).toBeNull();
  });

  it('puts the passkey options where methodOrder says, with one "or" on each side of the code form', async () => {
    renderWithConfig({ ...fakeConfig, otpChannels: ['email'], showPasskey: true, oauthProviders: ['google'], oauthClientIds: { google: 'g' }, methodOrder: ['passkey', 'code', 'social'] });
    const dialog = await openDialog();
    const passkey = await within(dialog).findByRole('button', { name: 'Continue with a passkey' });
    const email = within(dialog).getByLabelText('Email address');
    const google = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    expect(before(passkey, email)).toBe(true);
    expect(before(email, google)).toBe(true);
    expect(within(dialog).getAllByText('or')).toHaveLength(2);
  });

  it('hides passkeys when the configuration hides them', async () => {
    renderWithConfig({ ...fakeConfig, showPasskey: false, methodOrder: ['code'] });
    const dialog = await openDialog();
    await within(dialog).findByLabelText('Email address');
    expect(within(dialog).queryByRole('button', { name: 'Continue with a passkey' })).toBeNull();
  });

  it('asks for a code of the configured length and alphabet', async () => {
    const user = userEvent.setup();
    renderWithRelay({ enabledProviders: ['email'], otpLength: 8, otpAlphanumeric: true });
    const dialog = await openDialog();
    await user.type(await within(dialog).findByLabelText('Email address'), 'grace@example.com{Enter}');
    const code = await within(dialog).findByLabelText('8-character code');
    expect(code.getAttribute('pattern')).toBe('[A-Za-z0-9]{8}');
    expect(code.getAttribute('inputmode')).toBe('text');
  });

  it('shows an https: logo, and never one with another scheme even in a hand-made configuration', async () => {
    renderWithConfig({ ...fakeConfig, appName: 'Initech', logoUrl: 'https://initech.example/logo.svg' });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('img', { name: 'Initech logo' }).getAttribute('src')).toBe('https://initech.example/logo.svg');
  });

  it.each(['javascript:alert(1)', 'http://initech.example/logo.svg', 'data:text/html,<b>x</b>'])('leaves out the logo %s', async (logoUrl) => {
    renderWithConfig({ ...fakeConfig, appName: 'Initech', logoUrl });
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toBeTruthy());
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});
