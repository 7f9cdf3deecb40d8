import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginKitError, type LoginKitOptions } from 'loginkit/core';
import { createMockRelay } from 'loginkit/mock-relay';
import { LoginKitProvider } from 'loginkit/react';
import { CodeScreen } from 'loginkit/ui/otp';
import { ContactScreen, LoadingScreen, LoginModal, type Theme } from 'loginkit/ui';
import { OauthCompletingScreen } from 'loginkit/ui/oauth';
import { PasskeyCompletingScreen } from 'loginkit/ui/passkey';
import { WalletCompletingScreen } from 'loginkit/ui/wallet';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { email, emailOnly, platformSupport, sent, storyActions, storyError, storyOauthActions, storyPasskeyActions } from './story-fixtures';
import { storyWalletActions } from './wallet-story-fixtures';

/**
 * Issue 23, "a hostile relay gains nothing": whatever the service does, the person has something
 * to do. Each screen that waits on the service says so after 5 s ("Still waiting for the login
 * service…", announced politely) with Cancel, or Try again for the configuration; a rate limit of
 * more than an hour shows when it ends; a screen that fails to render leaves the dialog working.
 * These stories show the notice at once (`slowAfterMs={0}`).
 */
const meta = {
  title: 'Screens/Slow or hostile service',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const slowLine = 'Still waiting for the login service…';
const hour = 60 * 60 * 1000;

/** Waits for the notice (it shows after `slowAfterMs`, here 0) and checks its action is there. */
const expectNotice =
  (action: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(slowLine);
    await expect(canvas.getByRole('button', { name: action })).toBeVisible();
  };

// ---- the notice in every waiting screen

export const CheckingCodeSlow: Story = {
  name: 'Checking the code, slow: Cancel (back to the code typed)',
  render: () => <CodeScreen state={{ status: 'verifying', ...sent('123456') }} config={emailOnly} actions={storyActions()} slowAfterMs={0} />,
  play: expectNotice('Cancel'),
};

export const ResendingSlow: Story = {
  name: 'Sending a new code, slow: Cancel (back to the earlier code)',
  render: () => <CodeScreen state={{ status: 'sendingCode', ...sent('12'), resendAvailableAt: 0 }} config={emailOnly} actions={storyActions()} slowAfterMs={0} />,
  play: expectNotice('Cancel'),
};

export const SendingSlow: Story = {
  name: 'Sending the first code, slow: Cancel (back to the address)',
  render: () => <ContactScreen state={{ status: 'sendingCode', ...email }} config={emailOnly} actions={storyActions()} slowAfterMs={0} />,
  play: expectNotice('Cancel'),
};

export const PasskeyCompletingSlow: Story = {
  name: 'Passkey completing, slow: Cancel',
  render: () => (
    <PasskeyCompletingScreen state={{ status: 'completing', support: platformSupport, mode: 'login', userName: '' }} actions={storyPasskeyActions()} slowAfterMs={0} />
  ),
  play: expectNotice('Cancel'),
};

export const OauthCompletingSlow: Story = {
  name: 'Social login completing, slow: Cancel',
  render: () => <OauthCompletingScreen state={{ status: 'completing', provider: 'google', intent: 'login' }} actions={storyOauthActions()} slowAfterMs={0} />,
  play: expectNotice('Cancel'),
};

export const WalletCompletingSlow: Story = {
  name: 'Wallet completing, slow: Cancel',
  render: () => <WalletCompletingScreen actions={storyWalletActions()} slowAfterMs={0} />,
  play: expectNotice('Cancel'),
};

export const LoadingSlow: Story = {
  name: 'Loading the configuration, slow: Try again',
  render: () => <LoadingScreen onRetry={fn().mockName('reloadConfig')} slowAfterMs={0} />,
  play: expectNotice('Try again'),
};

export const CheckingCodeSlowDark: Story = {
  ...CheckingCodeSlow,
  name: 'Checking the code, slow (dark)',
  globals: { theme: 'dark' },
};

export const SendingSlowArabic: Story = {
  ...SendingSlow,
  name: 'Sending the first code, slow (Arabic, right to left)',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('ما زلنا ننتظر خدمة تسجيل الدخول…');
  },
};

// ---- a long Retry-After: a countdown up to an hour, then the time, then the date

const limited = (retryAfterMs: number) =>
  ({ status: 'rateLimited', ...sent('123456', 0), previous: 'verifying', error: storyError('rate_limited'), retryAt: Date.now() + retryAfterMs }) as const;

export const RetryAfterTwoHours: Story = {
  name: 'Rate limited for two hours: “Try again at 14:05”',
  render: () => <CodeScreen state={limited(2 * hour)} config={emailOnly} actions={storyActions()} />,
};

export const RetryAfterThreeYears: Story = {
  name: 'Rate limited for three years: the date and time, not 1,576,800 minutes',
  render: () => <CodeScreen state={limited(3 * 365 * 24 * hour)} config={emailOnly} actions={storyActions()} />,
};

export const RetryAfterLongFirstSend: Story = {
  name: 'Rate limited for five hours on the first send (contact screen)',
  render: () => (
    <ContactScreen
      state={{ status: 'rateLimited', ...email, previous: 'sendingCode', error: storyError('rate_limited'), retryAt: Date.now() + 5 * hour }}
      config={emailOnly}
      actions={storyActions()}
    />
  ),
};

export const RetryAfterThreeYearsGerman: Story = {
  ...RetryAfterThreeYears,
  name: 'Rate limited for three years (German date format)',
  globals: { locale: 'de' },
};

// ---- a screen that fails to render: the dialog, its header and Close stay

/** The modal against an in-page mock relay, in the toolbar's theme; its code screen throws as it renders. */
function ModalWithFailingScreen({ theme }: { theme: Theme }) {
  const options = useMemo<LoginKitOptions>(() => {
    const relay = createMockRelay({ config: { appName: 'Acme', enabledProviders: ['email'] } });
    return {
      authProxyUrl: 'https://mock-relay.storybook.invalid',
      authProxyConfigId: relay.config.configId,
      trustedKeys: relay.keys,
      fetch: (input, init) => relay.fetch(new Request(input, init)),
      storageKey: 'loginkit-storybook-failing-screen',
    };
  }, []);
  const strings = useMemo(
    () => ({
      codeSentTo: (): string => {
        throw new LoginKitError('response_invalid', 'story: the code screen could not be rendered');
      },
    }),
    [],
  );
  return (
    <LoginKitProvider options={options}>
      <main className="loginkit-story-page">
        <LoginModal defaultOpen strings={strings} theme={theme} />
      </main>
    </LoginKitProvider>
  );
}

export const ScreenFailedToRender: Story = {
  name: 'A screen fails to render: Something went wrong, its code, Try again (Close stays)',
  parameters: { loginkitPanel: false },
  render: (_args, { globals }) => <ModalWithFailingScreen theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    await within(dialog).findByRole('heading', { name: 'Something went wrong' }, { timeout: 5_000 });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Error code: response_invalid');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
