import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OauthState } from 'loginkit/core';
import { LoginKitProvider } from 'loginkit/react';
import { ContactScreen, LoginModal } from 'loginkit/ui';
import { OauthAuthorizingScreen, OauthCompletingScreen, OauthFailedScreen, OauthLinkedScreen, OauthRedirectingScreen } from 'loginkit/ui/oauth';
import { SuccessScreen } from 'loginkit/ui/otp';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createSocialStoryKit, type SocialStoryKitOptions } from './social-story-kit';
import { email, socialSession, storyActions, storyError, storyOauthActions, storyOauthError, withSocial, type StoryOauthState } from './story-fixtures';

/** Every state of the social login (Google, Apple, X, Discord), as the modal shows it (fixed states, no relay or provider). */
const meta = {
  title: 'Screens/Social login',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = { status: 'enteringContact', ...email, contact: '' } as const;
const providers = withSocial.oauthProviders ?? [];

function ContactWithSocial({ state }: { state: OauthState }) {
  return <ContactScreen state={contact} config={withSocial} actions={storyActions()} oauth={{ providers, state, actions: storyOauthActions() }} />;
}

const failed = (code: Parameters<typeof storyOauthError>[0], provider: StoryOauthState<'failed'>['provider'] = 'google'): StoryOauthState<'failed'> => ({
  status: 'failed',
  provider,
  intent: 'login',
  error: storyOauthError(code, provider),
});

export const Idle: Story = {
  name: 'Idle (contact screen with provider buttons)',
  render: () => <ContactWithSocial state={{ status: 'idle' }} />,
};

export const IdleWithError: Story = {
  name: 'Idle (refused return: state mismatch)',
  render: () => <ContactWithSocial state={{ status: 'idle', error: storyError('oauth_state_mismatch') }} />,
};

export const IdleSocialOnly: Story = {
  name: 'Idle (no one-time codes: buttons alone)',
  render: () => (
    <ContactScreen
      state={contact}
      config={{ ...withSocial, otpChannels: [] }}
      actions={storyActions()}
      oauth={{ providers: ['google', 'apple'], state: { status: 'idle' }, actions: storyOauthActions() }}
    />
  ),
};

export const Authorizing: Story = {
  name: 'Authorizing (popup open)',
  render: () => <OauthAuthorizingScreen state={{ status: 'authorizing', provider: 'google', intent: 'login' }} actions={storyOauthActions()} />,
};

export const Redirecting: Story = {
  name: 'Redirecting (continue in this tab)',
  render: () => <OauthRedirectingScreen state={{ status: 'redirecting', provider: 'apple', intent: 'login' }} />,
};

export const Completing: Story = {
  name: 'Completing (login)',
  render: () => <OauthCompletingScreen state={{ status: 'completing', provider: 'google', intent: 'login' }} />,
};

export const CompletingLink: Story = {
  name: 'Completing (link)',
  render: () => <OauthCompletingScreen state={{ status: 'completing', provider: 'discord', intent: 'link' }} />,
};

export const FailedPopupClosed: Story = {
  name: 'Failed (popup closed)',
  render: () => <OauthFailedScreen state={failed('popup_closed')} actions={storyOauthActions()} />,
};

export const FailedStateMismatch: Story = {
  name: 'Failed (state mismatch)',
  render: () => <OauthFailedScreen state={failed('oauth_state_mismatch', 'x')} actions={storyOauthActions()} />,
};

export const FailedProviderError: Story = {
  name: 'Failed (provider error)',
  render: () => <OauthFailedScreen state={failed('oauth_provider_error', 'discord')} actions={storyOauthActions()} />,
};

export const SuccessNewAccount: Story = {
  name: 'Success (new account)',
  render: () => (
    <SuccessScreen state={{ status: 'success', provider: 'google', intent: 'login', session: socialSession, isNewUser: true }} onDone={fn().mockName('onDone')} />
  ),
};

export const SuccessReturning: Story = {
  name: 'Success (returning user)',
  render: () => (
    <SuccessScreen state={{ status: 'success', provider: 'google', intent: 'login', session: socialSession, isNewUser: false }} onDone={fn().mockName('onDone')} />
  ),
};

export const SuccessWithoutEmail: Story = {
  name: 'Success (new account, provider gave no email)',
  render: () => (
    <SuccessScreen
      state={{ status: 'success', provider: 'x', intent: 'login', session: { ...socialSession, contact: undefined }, isNewUser: true }}
      onDone={fn().mockName('onDone')}
    />
  ),
};

export const Linked: Story = {
  name: 'Linked',
  render: () => <OauthLinkedScreen state={{ status: 'linked', provider: 'google', intent: 'link', providerIds: ['provider-story'] }} onDone={fn().mockName('onDone')} />,
};

export const IdleDark: Story = {
  name: 'Idle (dark)',
  render: Idle.render,
  globals: { theme: 'dark' },
};

export const FailedDark: Story = {
  name: 'Failed (provider error, dark)',
  render: FailedProviderError.render,
  globals: { theme: 'dark' },
};

/** The modal over a simulated kit: "Continue with …" waits as if the popup were open, then ends as `outcome` says. */
function ModalWithSocial({ dark, ...kitOptions }: SocialStoryKitOptions & { dark: boolean }) {
  const [kit] = useState(() => createSocialStoryKit(kitOptions));
  return (
    <LoginKitProvider kit={kit}>
      <main className="loginkit-story-page">
        <LoginModal theme={dark ? 'dark' : 'light'} defaultOpen={kitOptions.redirectResult === undefined} onSuccess={fn().mockName('onSuccess')} />
      </main>
    </LoginKitProvider>
  );
}

type ModalStory = StoryObj<typeof ModalWithSocial>;

const modalStory = (name: string, options: Partial<SocialStoryKitOptions>): ModalStory => ({
  name,
  parameters: { loginkitPanel: false },
  render: (_args, { globals }) => <ModalWithSocial config={withSocial} delayMs={1500} {...options} dark={globals.theme === 'dark'} />,
});

export const ModalNewUser: ModalStory = {
  ...modalStory('Modal (simulated: new user)', { outcome: 'newUser' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    // The buttons come with the relay configuration, which loads after the dialog opens.
    // Names, not text: an earlier visit may have added a "Last used" badge (a description) to one.
    const buttons = await within(dialog).findAllByRole('button', { name: /^Continue with (Google|Apple|X|Discord)$/ });
    await expect(buttons.map((button) => button.textContent?.replace(/Last used/, ''))).toEqual([
      'Continue with Google',
      'Continue with Apple',
      'Continue with X',
      'Continue with Discord',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    // The social screens load in their own chunk.
    await expect(await within(dialog).findByText('Finish logging in with Google in the window that opened.')).toBeTruthy();
  },
};

export const ModalReturningUser: ModalStory = modalStory('Modal (simulated: returning user)', { outcome: 'returningUser' });

export const ModalPopupClosed: ModalStory = modalStory('Modal (simulated: popup closed)', { outcome: 'popup_closed' });

export const ModalProviderError: ModalStory = modalStory('Modal (simulated: provider error)', { outcome: 'oauth_provider_error' });

export const ModalAfterRedirect: ModalStory = modalStory('Modal (came back by redirect: opens by itself)', {
  redirectResult: { status: 'success', provider: 'apple', intent: 'login', session: socialSession, isNewUser: true },
});

export const ModalAfterRefusedRedirect: ModalStory = modalStory('Modal (came back with a forged state)', {
  redirectResult: { status: 'idle', error: storyError('oauth_state_mismatch') },
});
