import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactScreen } from 'loginkit/ui';
import { PasskeyCancelledScreen, PasskeyCompletingScreen, PasskeyFailedScreen, PasskeyNamingScreen, PasskeyPromptingScreen } from 'loginkit/ui/passkey';
import { SuccessScreen } from 'loginkit/ui/otp';
import { expect, fn, userEvent, within } from 'storybook/test';
import { email, passkeySession, platformSupport, storyActions, storyError, storyPasskeyActions, withPasskeys } from './story-fixtures';

/** Every state of the passkey flow, as the modal shows it (fixed states, no relay or authenticator). */
const meta = {
  title: 'Screens/Passkey',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = { status: 'enteringContact', ...email, contact: '' } as const;
const signup = { support: platformSupport, mode: 'signup', userName: 'Ada Lovelace' } as const;
const login = { support: platformSupport, mode: 'login', userName: '' } as const;

export const Idle: Story = {
  name: 'Idle (contact screen with passkey buttons)',
  render: () => (
    <ContactScreen state={contact} config={withPasskeys} actions={storyActions()} passkey={{ support: platformSupport, actions: storyPasskeyActions() }} />
  ),
};

const interactionActions = storyPasskeyActions();

export const IdleInteraction: Story = {
  name: 'Interaction: Continue with a passkey, and Create an account with one',
  render: () => <ContactScreen state={contact} config={withPasskeys} actions={storyActions()} passkey={{ support: platformSupport, actions: interactionActions }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with a passkey' }));
    // Sent from the click itself, so the browser's prompt keeps the user's gesture.
    await expect(interactionActions.login).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account with a passkey' }));
    await expect(interactionActions.startSignup).toHaveBeenCalledTimes(1);
  },
};

export const Unsupported: Story = {
  name: 'Unsupported browser',
  render: () => (
    <ContactScreen
      state={contact}
      config={withPasskeys}
      actions={storyActions()}
      passkey={{ support: { status: 'unsupported', reason: 'no-webauthn' }, actions: storyPasskeyActions() }}
    />
  ),
};

export const UnsupportedInsecure: Story = {
  name: 'Unsupported (insecure page)',
  render: () => (
    <ContactScreen
      state={contact}
      config={withPasskeys}
      actions={storyActions()}
      passkey={{ support: { status: 'unsupported', reason: 'insecure-context' }, actions: storyPasskeyActions() }}
    />
  ),
};

export const Naming: Story = {
  name: 'Naming (signup)',
  render: () => <PasskeyNamingScreen state={{ status: 'naming', support: platformSupport, userName: '' }} actions={storyPasskeyActions()} />,
};

export const NamingRefused: Story = {
  name: 'Naming (name refused)',
  render: () => (
    <PasskeyNamingScreen
      state={{ status: 'naming', support: platformSupport, userName: 'A name far too long for a passkey to keep on any device at all', error: storyError('invalid_input', 'userName') }}
      actions={storyPasskeyActions()}
    />
  ),
};

export const PromptingLogin: Story = {
  name: 'Prompting (login)',
  render: () => <PasskeyPromptingScreen state={{ status: 'prompting', ...login }} actions={storyPasskeyActions()} />,
};

export const PromptingSignup: Story = {
  name: 'Prompting (signup)',
  render: () => <PasskeyPromptingScreen state={{ status: 'prompting', ...signup }} actions={storyPasskeyActions()} />,
};

export const Completing: Story = {
  name: 'Completing (signup)',
  render: () => <PasskeyCompletingScreen state={{ status: 'completing', ...signup }} />,
};

export const CompletingLogin: Story = {
  name: 'Completing (login)',
  render: () => <PasskeyCompletingScreen state={{ status: 'completing', ...login }} />,
};

export const Cancelled: Story = {
  name: 'Cancelled (prompt closed)',
  render: () => <PasskeyCancelledScreen state={{ status: 'cancelled', ...login, error: storyError('passkey_cancelled') }} actions={storyPasskeyActions()} />,
};

export const FailedUnknownPasskey: Story = {
  name: 'Failed (passkey not registered)',
  render: () => <PasskeyFailedScreen state={{ status: 'failed', ...login, error: storyError('unauthenticated') }} actions={storyPasskeyActions()} />,
};

export const FailedNetwork: Story = {
  name: 'Failed (network, signup)',
  render: () => <PasskeyFailedScreen state={{ status: 'failed', ...signup, error: storyError('network') }} actions={storyPasskeyActions()} />,
};

export const FailedUnsupported: Story = {
  name: 'Failed (browser cannot use passkeys)',
  render: () => <PasskeyFailedScreen state={{ status: 'failed', ...login, error: storyError('passkey_unsupported') }} actions={storyPasskeyActions()} />,
};

export const SuccessNewAccount: Story = {
  name: 'Success (new account)',
  render: () => (
    <SuccessScreen state={{ status: 'success', support: platformSupport, mode: 'signup', session: passkeySession, isNewUser: true }} onDone={fn().mockName('onDone')} />
  ),
};

export const SuccessReturning: Story = {
  name: 'Success (returning user)',
  render: () => (
    <SuccessScreen state={{ status: 'success', support: platformSupport, mode: 'login', session: passkeySession, isNewUser: false }} onDone={fn().mockName('onDone')} />
  ),
};

export const IdleDark: Story = {
  name: 'Idle (dark)',
  render: Idle.render,
  globals: { theme: 'dark' },
};
