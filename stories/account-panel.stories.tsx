import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginKitProvider } from 'loginkit/react';
import { AccountPanel, LinkedAccountsSection, PrivateKeyExportSection, ProfileSection, SessionsSection, WalletExportSection, WalletsSection, type AccountPanelSection } from 'loginkit/ui/account';
import type { LoginKitStrings, Theme } from 'loginkit/ui';
import { useState } from 'react';
import { LoginKitError } from 'loginkit/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWords } from '../.storybook/story-words';
import { createAccountStoryKit, storyContactCode, storyEmbeddedWallets, type AccountStoryKitOptions } from './account-story-kit';
import { storyLinkedWallets } from './wallet-story-fixtures';

type Part = 'panel' | 'profile' | 'linkedAccounts' | 'wallets' | 'sessions' | 'privateKeys' | 'walletExport';

interface AccountStoryProps extends AccountStoryKitOptions {
  /** The whole panel, or one section alone. */
  part?: Part;
  /** The panel's sections (the panel only). */
  sections?: AccountPanelSection[];
  theme?: Theme;
  /** Strings to replace (the panel only). */
  strings?: Partial<LoginKitStrings>;
}

/** The panel (or one section) on a page, over an in-memory kit (one kit per story render). */
function AccountOnPage({ part = 'panel', sections, theme, strings, ...kitOptions }: AccountStoryProps) {
  const [kit] = useState(() => createAccountStoryKit(kitOptions));
  const shown =
    part === 'profile' ? (
      <ProfileSection theme={theme} />
    ) : part === 'linkedAccounts' ? (
      <LinkedAccountsSection theme={theme} />
    ) : part === 'wallets' ? (
      <WalletsSection theme={theme} />
    ) : part === 'sessions' ? (
      <SessionsSection theme={theme} />
    ) : part === 'privateKeys' ? (
      <PrivateKeyExportSection theme={theme} />
    ) : part === 'walletExport' ? (
      <WalletExportSection theme={theme} />
    ) : (
      <AccountPanel theme={theme} {...(sections === undefined ? {} : { sections })} {...(strings === undefined ? {} : { strings })} />
    );
  return (
    <LoginKitProvider kit={kit}>
      <main className="loginkit-story-page">{shown}</main>
    </LoginKitProvider>
  );
}

const meta = {
  title: 'AccountPanel',
  component: AccountOnPage,
  parameters: { loginkitPanel: false },
  args: { part: 'panel', delayMs: 300 },
  render: (args, { globals }) => <AccountOnPage {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof AccountOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Profile: asks to change the email address to `email` (the code goes to the new address). */
async function requestEmailChange(canvas: Canvas, email: string): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: 'Change email address' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'New email address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
}

/** Private keys: asks to export the key named `name` and confirms. */
async function confirmExport(canvas: Canvas, name: string): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: `Export ${name}` }));
  await userEvent.click(canvas.getByRole('button', { name: 'Yes, show it' }));
}

// ---- the whole panel

export const Panel: Story = {};

export const PanelDark: Story = {
  name: 'Panel (dark)',
  globals: { theme: 'dark' },
};

export const PanelSignedOut: Story = {
  name: 'Panel (signed out)',
  args: { sessions: 0 },
};

/** While it reads: a skeleton in the panel's final layout (busy, no text; no shimmer with reduced motion). */
export const PanelLoading: Story = {
  name: 'Panel (loading skeleton)',
  args: { user: 'loading', linked: 'loading', privateKeys: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const words = await storyWords(globals);
    // Found once the language's account words are in (English: at once).
    const panel = await within(canvasElement).findByRole('region', { name: words.accountHeading });
    await expect(panel.getAttribute('aria-busy')).toBe('true');
  },
};

/** A new user: no empty sections, one line with what can be added; the name field is not the email. */
export const PanelNewUser: Story = {
  name: 'Panel (new user)',
  args: {
    user: { userId: 'user-jane', userName: 'jane@example.com', userEmail: 'jane@example.com' },
    passkeys: [],
    linked: [],
    privateKeys: [],
    sessions: 1,
  },
  play: async ({ canvasElement, globals }) => {
    const words = await storyWords(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(words.accountInvite);
    // The passkey invitation waits on the browser's answer about passkeys.
    await expect(await canvas.findByRole('button', { name: words.passkeyAdd })).toBeTruthy();
    await expect((canvas.getByRole('textbox', { name: words.profileNameLabel }) as HTMLInputElement).value).toBe('');
  },
};

/** A linked Google account, by the provider and the email its login gave (never the issuer URL). */
export const PanelLinkedGoogle: Story = {
  name: 'Panel (linked Google account)',
  args: { socialLoginEmail: 'jane@example.com', sessions: 1 },
  play: async ({ canvasElement, globals }) => {
    const words = await storyWords(globals);
    const linked = await within(canvasElement).findByRole('region', { name: words.linkedHeading });
    await within(linked).findByText('jane@example.com');
    await expect(linked.textContent).not.toContain('https://');
  },
};

/** Where wallet_kit_config offers no passkeys: no Passkeys section and no "Add a passkey". */
export const PanelNoPasskeysConfigured: Story = {
  name: 'Panel (no passkeys configured)',
  args: { showPasskey: false, passkeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Profile' });
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Your account' }).hasAttribute('aria-busy')).toBe(false));
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

// ---- profile

export const Profile: Story = {
  args: { part: 'profile' },
};

export const ProfileLoading: Story = {
  name: 'Profile (loading)',
  args: { part: 'profile', user: 'loading' },
};

export const ProfileError: Story = {
  name: 'Profile (error)',
  args: { part: 'profile', user: 'network' },
};

export const ProfileEmpty: Story = {
  name: 'Profile (no email or phone)',
  args: { part: 'profile', user: { userId: 'user-ada' } },
};

export const ProfileEnteringCode: Story = {
  name: 'Profile (confirm: code sent to the new email)',
  args: { part: 'profile', delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestEmailChange(canvas, 'ada.lovelace@example.com');
    const code = await canvas.findByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveFocus());
  },
};

export const ProfileWrongCode: Story = {
  name: 'Profile (error: wrong code)',
  args: { part: 'profile', delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add phone number' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'New phone number' }), '+1 415 555 0123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '6-digit code' }), '000000');
    await canvas.findByText('That code is not right. Check it and try again.');
  },
};

export const ProfileContactChanged: Story = {
  name: 'Profile (email changed)',
  args: { part: 'profile', delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestEmailChange(canvas, 'ada.lovelace@example.com');
    await userEvent.type(await canvas.findByRole('textbox', { name: '6-digit code' }), storyContactCode);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your email address is now ada.lovelace@example.com.'));
  },
};

// ---- linked accounts

export const LinkedAccounts: Story = {
  name: 'Linked accounts',
  args: { part: 'linkedAccounts' },
};

export const LinkedAccountsEmpty: Story = {
  name: 'Linked accounts (empty)',
  args: { part: 'linkedAccounts', linked: [] },
};

export const LinkedAccountsLoading: Story = {
  name: 'Linked accounts (loading)',
  args: { part: 'linkedAccounts', linked: 'loading' },
};

export const LinkedAccountsError: Story = {
  name: 'Linked accounts (error)',
  args: { part: 'linkedAccounts', linked: 'unavailable' },
};

export const LinkedAccountsLinking: Story = {
  name: 'Linked accounts (linking Discord)',
  args: { part: 'linkedAccounts', delayMs: 50, linkDelayMs: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link Discord' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Finish linking Discord in the window that opened.'));
  },
};

// ---- sessions

export const Wallets: Story = {
  name: 'Wallets (linked, and Link a wallet)',
  args: { part: 'wallets', linkedWallets: storyLinkedWallets },
};

export const WalletsEmpty: Story = {
  name: 'Wallets (none linked)',
  args: { part: 'wallets' },
};

export const WalletsNoneInstalled: Story = {
  name: 'Wallets (no wallet installed)',
  args: { part: 'wallets', wallets: [] },
};

export const WalletsLinking: Story = {
  name: 'Wallets (linking: waiting for the wallet)',
  args: { part: 'wallets', delayMs: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link Fox Wallet Ethereum' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Approve in Fox Wallet: connect, then sign one message (free, no transaction).'));
  },
};

export const WalletsAlreadyLinked: Story = {
  name: 'Wallets (error: linked to another account)',
  args: { part: 'wallets', delayMs: 50, walletLinkError: 'already_exists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link Ghost Solana' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This wallet is already linked to another account.'));
  },
};

export const Sessions: Story = {
  args: { part: 'sessions', sessions: 3 },
};

export const SessionsOne: Story = {
  name: 'Sessions (one account)',
  args: { part: 'sessions', sessions: 1 },
};

export const SessionsEmpty: Story = {
  name: 'Sessions (empty)',
  args: { part: 'sessions', sessions: 0 },
};

export const SessionsSwitched: Story = {
  name: 'Sessions (switched)',
  args: { part: 'sessions', sessions: 2, delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to +14155550123' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You are now using +14155550123.'));
  },
};

// ---- embedded wallets (their recovery phrase)

export const WalletExport: Story = {
  name: 'Wallet export',
  args: { part: 'walletExport', embeddedWallets: storyEmbeddedWallets },
};

export const WalletExportRevealed: Story = {
  name: 'Wallet export (recovery phrase shown)',
  args: { part: 'walletExport', embeddedWallets: storyEmbeddedWallets, delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export Main wallet' }));
    await expect(canvas.getByRole('button', { name: 'Yes, show it' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, show it' }));
    const shown = await canvas.findByRole('group', { name: 'Recovery phrase of “Main wallet”' });
    await expect(within(shown).getAllByRole('listitem')).toHaveLength(12);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus());
  },
};

export const WalletExportError: Story = {
  name: 'Wallet export (error: export refused)',
  args: { part: 'walletExport', embeddedWallets: storyEmbeddedWallets, delayMs: 50, exportError: 'permission_denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export Main wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, show it' }));
    await canvas.findByRole('alert');
  },
};

// ---- private keys

export const PrivateKeys: Story = {
  name: 'Private keys',
  args: { part: 'privateKeys' },
};

export const PrivateKeysLoading: Story = {
  name: 'Private keys (loading)',
  args: { part: 'privateKeys', privateKeys: 'loading' },
};

export const PrivateKeysEmpty: Story = {
  name: 'Private keys (empty)',
  args: { part: 'privateKeys', privateKeys: [] },
};

export const PrivateKeysError: Story = {
  name: 'Private keys (error)',
  args: { part: 'privateKeys', privateKeys: 'permission_denied' },
};

export const PrivateKeysConfirm: Story = {
  name: 'Private keys (confirm export)',
  args: { part: 'privateKeys', delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export Treasury key' }));
    await expect(canvas.getByRole('button', { name: 'Yes, show it' })).toHaveFocus();
  },
};

export const PrivateKeysRevealed: Story = {
  name: 'Private keys (revealed)',
  args: { part: 'privateKeys', delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmExport(canvas, 'Treasury key');
    await canvas.findByRole('group', { name: 'Private key of “Treasury key”' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus());
  },
};

export const PrivateKeysExportError: Story = {
  name: 'Private keys (error: export refused)',
  args: { part: 'privateKeys', delayMs: 50, exportError: 'permission_denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmExport(canvas, 'Payroll key');
    await canvas.findByRole('alert');
  },
};

// ---- a service slow to answer (issue 23): after 5 s the line, with Cancel; and a section that fails to render

const slowLine = 'Still waiting for the login service…';

export const ProfileSavingSlow: Story = {
  name: 'Profile (saving, the service slow to answer: after 5 s, Cancel)',
  args: { part: 'profile', delayMs: 50, stalledChanges: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save name' }));
    await canvas.findByText(slowLine, undefined, { timeout: 7_000 });
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const ProfileContactSlow: Story = {
  name: 'Profile (sending a code, the service slow to answer: after 5 s; Cancel works throughout)',
  args: { part: 'profile', delayMs: 50, stalledChanges: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestEmailChange(canvas, 'lovelace@example.com');
    await canvas.findByText(slowLine, undefined, { timeout: 7_000 });
  },
};

export const PrivateKeysExportSlow: Story = {
  name: 'Private keys (export, the service slow to answer: after 5 s; Cancel works throughout)',
  args: { part: 'privateKeys', delayMs: 50, stalledChanges: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmExport(canvas, 'Treasury key');
    await canvas.findByText(slowLine, undefined, { timeout: 7_000 });
  },
};

export const PanelSectionFailed: Story = {
  name: 'Panel (a section fails to render: Something went wrong, its code, Try again)',
  args: {
    delayMs: 50,
    strings: {
      profileChangeContact: () => {
        throw new LoginKitError('response_invalid', 'story: the profile section could not be rendered');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The panel shows its sections once each has said what it has (the failed one included).
    const profile = await canvas.findByRole('region', { name: 'Profile' });
    await within(profile).findByRole('heading', { name: 'Something went wrong' });
    await expect(within(profile).getByRole('alert')).toHaveTextContent('Error code: response_invalid');
  },
};

export const PanelSectionFailedDark: Story = {
  ...PanelSectionFailed,
  name: 'Panel (a section fails to render, dark)',
  globals: { theme: 'dark' },
};
