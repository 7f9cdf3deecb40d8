import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KitConfig } from 'loginkit/core';
import { ContactScreen, type MethodLayout } from 'loginkit/ui';
import { expect, userEvent, within } from 'storybook/test';
import { email, emailAndSms, emailOnly, phone, platformSupport, smsOnly, storyActions, storyError, storyOauthActions, storyPasskeyActions } from './story-fixtures';
import { storyWalletActions, walletsLoading, walletsReady } from './wallet-story-fixtures';

const meta = {
  title: 'Screens/Contact',
  component: ContactScreen,
  args: { config: emailOnly, actions: storyActions(), state: { status: 'enteringContact', ...email, contact: '' } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};

export const Sms: Story = {
  args: { config: smsOnly, state: { status: 'enteringContact', ...phone, contact: '' } },
};

export const ChannelSwitch: Story = {
  args: { config: emailAndSms },
};

export const ChannelSwitchOnSms: Story = {
  name: 'Channel switch (SMS chosen)',
  args: { config: emailAndSms, state: { status: 'enteringContact', ...phone } },
};

export const ContactError: Story = {
  name: 'Contact error (not an email address)',
  args: { state: { status: 'enteringContact', ...email, contact: 'ada@', error: storyError('invalid_input', 'contact') } },
};

export const PhoneError: Story = {
  name: 'Contact error (not a phone number)',
  args: { config: smsOnly, state: { status: 'enteringContact', ...phone, contact: '4155550123', error: storyError('invalid_input', 'contact') } },
};

// Phone entry: a country picker (countries with calling codes) over the number, formatted as it is
// typed; a number the flow already holds (E.164) shows with its country.

export const PhoneUnitedStates: Story = {
  name: 'Phone (United States)',
  args: { config: smsOnly, state: { status: 'enteringContact', ...phone, contact: '+14155550123' } },
};

export const PhoneFrance: Story = {
  name: 'Phone (France)',
  args: { config: smsOnly, state: { status: 'enteringContact', ...phone, contact: '+33612345678' } },
};

export const PhoneJapan: Story = {
  name: 'Phone (Japan)',
  args: { config: emailAndSms, state: { status: 'enteringContact', ...phone, contact: '+81312345678' } },
};

export const PhoneInvalid: Story = {
  name: 'Phone (invalid number)',
  args: { config: smsOnly, state: { status: 'enteringContact', ...phone, contact: '+1415555', error: storyError('invalid_input', 'contact') } },
};

export const PhoneDark: Story = {
  name: 'Phone (dark)',
  args: PhoneFrance.args,
  globals: { theme: 'dark' },
};

export const LastUsedPhone: Story = {
  name: 'Last used (phone, on a return visit)',
  args: { config: emailAndSms, lastUsed: 'sms' },
};

export const Sending: Story = {
  name: 'Sending code',
  args: { config: emailAndSms, state: { status: 'sendingCode', ...email } },
};

export const RateLimited: Story = {
  name: 'Rate limited (first send)',
  render: (args) => (
    <ContactScreen
      {...args}
      state={{ status: 'rateLimited', ...email, previous: 'sendingCode', error: storyError('rate_limited'), retryAt: Date.now() + 20_000 }}
    />
  ),
};

export const EmailDark: Story = {
  name: 'Email (dark)',
  globals: { theme: 'dark' },
};

export const MethodsInRelayOrder: Story = {
  name: 'Methods in the relay’s order (social, passkey, then the code form)',
  args: {
    config: { ...emailAndSms, showPasskey: true, oauthProviders: ['apple', 'google'], methodOrder: ['social', 'passkey', 'code'] },
    oauth: { providers: ['apple', 'google'], state: { status: 'idle' }, actions: storyOauthActions() },
    passkey: { support: platformSupport, actions: storyPasskeyActions() },
  },
};

// Issue 26: the method layouts. Compact (the default): the first method leads, the others follow
// in less room; `methodLayout: 'list'`: every method in full.

const providers = { one: ['google'], two: ['google', 'apple'], four: ['google', 'apple', 'x', 'discord'] } as const;
const everyMethod: KitConfig = { ...emailAndSms, showPasskey: true, showWallet: true, methodOrder: ['code', 'social', 'passkey', 'wallet'] };

function methods(count: keyof typeof providers, wallets: 'none' | 'some' | 'looking', layout: MethodLayout = 'compact') {
  return {
    config: { ...everyMethod, oauthProviders: [...providers[count]] },
    methodLayout: layout,
    oauth: { providers: [...providers[count]], state: { status: 'idle' as const }, actions: storyOauthActions() },
    passkey: { support: platformSupport, actions: storyPasskeyActions() },
    wallet: { wallets: wallets === 'looking' ? walletsLoading : walletsReady(wallets === 'none' ? [] : undefined), actions: storyWalletActions() },
  };
}

export const CompactOneProvider: Story = {
  name: 'Compact: 1 provider, wallets found',
  args: methods('one', 'some'),
};

export const CompactTwoProviders: Story = {
  name: 'Compact: 2 providers (full-width buttons), no wallet installed',
  args: methods('two', 'none'),
};

export const CompactFourProviders: Story = {
  name: 'Compact: 4 providers (icon row), wallets found',
  args: methods('four', 'some'),
};

export const CompactFourProvidersNoWallet: Story = {
  name: 'Compact: 4 providers, no wallet installed (nothing about wallets)',
  args: methods('four', 'none'),
};

export const CompactLookingForWallets: Story = {
  name: 'Compact: while looking for wallets (the entry is already there)',
  args: methods('four', 'looking'),
};

export const CompactLastUsedApple: Story = {
  name: 'Compact: 4 providers, Apple last used',
  args: { ...methods('four', 'some'), lastUsed: 'apple' },
};

export const CompactWalletList: Story = {
  name: 'Compact: the wallet list (after "Continue with a wallet")',
  args: methods('two', 'some'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with a wallet' }));
    const first = await canvas.findByRole('button', { name: 'Fox Wallet Ethereum' });
    await expect(first).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('button', { name: 'Continue with a wallet' })).toHaveFocus();
  },
};

export const CompactWalletsOnly: Story = {
  name: 'Compact: wallets the only method, none installed (how to get one)',
  args: {
    config: { ...emailOnly, otpChannels: [], showWallet: true, methodOrder: ['wallet'] },
    wallet: { wallets: walletsReady([]), actions: storyWalletActions() },
  },
};

export const CompactSocialFirst: Story = {
  name: 'Compact: social first in the relay’s order, then the code form',
  args: { ...methods('four', 'some'), config: { ...everyMethod, oauthProviders: [...providers.four], methodOrder: ['social', 'code', 'passkey', 'wallet'] } },
};

export const ListOneProvider: Story = {
  name: 'List: 1 provider, wallets found',
  args: methods('one', 'some', 'list'),
};

export const ListTwoProviders: Story = {
  name: 'List: 2 providers, no wallet installed',
  args: methods('two', 'none', 'list'),
};

export const ListFourProviders: Story = {
  name: 'List: 4 providers, wallets found',
  args: methods('four', 'some', 'list'),
};

export const ListFourProvidersNoWallet: Story = {
  name: 'List: 4 providers, no wallet installed (the install help)',
  args: methods('four', 'none', 'list'),
};

/**
 * A long app name in the dialog's title (`?globals=frame:dialog`): clamped to two lines on every
 * screen, the whole name still the dialog's accessible name.
 */
export const LongAppName: Story = {
  parameters: { appName: 'The Cooperative Savings and Loan Association of the Greater Metropolitan Area' },
};
