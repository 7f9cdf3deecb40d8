import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactScreen } from 'loginkit/ui';
import { email, emailAndSms, emailOnly, phone, platformSupport, smsOnly, storyActions, storyError, storyOauthActions, storyPasskeyActions } from './story-fixtures';

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
