import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeScreen, type CodeScreenState } from 'loginkit/ui/otp';
import { emailOnly, phone, sent, storyActions, storyError } from './story-fixtures';

const meta = {
  title: 'Screens/Code',
  component: CodeScreen,
  args: { config: emailOnly, actions: storyActions(), state: { status: 'enteringCode', ...sent() } },
  // Countdowns run from the moment the story renders.
  render: function Render(args) {
    return <CodeScreen {...args} state={fresh(args.state)} />;
  },
} satisfies Meta<typeof CodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function fresh(state: CodeScreenState): CodeScreenState {
  const restarted = { ...state, resendAvailableAt: Date.now() + (state.resendAvailableAt > 0 ? 30_000 : 0) };
  return restarted.status === 'rateLimited' ? { ...restarted, retryAt: Date.now() + 20_000 } : restarted;
}

export const CodeEntry: Story = { name: 'Code entry' };

export const CodeEntryPartlyTyped: Story = {
  name: 'Code entry (partly typed)',
  args: { state: { status: 'enteringCode', ...sent('1234') } },
};

// The resend countdown: seconds on the resend button; screen readers hear only its end.

export const ResendCountdown: Story = {
  name: 'Resend countdown (running)',
  args: { state: { status: 'enteringCode', ...sent('12') } },
};

export const ResendCountdownEnding: Story = {
  name: 'Resend countdown (ends after 5 seconds)',
  render: function Render(args) {
    return <CodeScreen {...args} state={{ status: 'enteringCode', ...sent('12', 5_000) }} />;
  },
};

export const RetryCountdown: Story = {
  name: 'Retry countdown (rate limited, Retry-After 8 seconds)',
  render: function Render(args) {
    return (
      <CodeScreen
        {...args}
        state={{ status: 'rateLimited', ...sent('12', 0), previous: 'sendingCode', error: storyError('rate_limited'), retryAt: Date.now() + 8_000 }}
      />
    );
  },
};

export const ResendAvailable: Story = {
  name: 'Code entry (resend available)',
  args: { state: { status: 'enteringCode', ...sent(''), resendAvailableAt: 0 } },
};

export const SmsCode: Story = {
  name: 'Code entry (SMS)',
  args: { state: { status: 'enteringCode', ...sent(), ...phone } },
};

export const AlphanumericCode: Story = {
  name: 'Code entry (8 letters and digits)',
  args: { config: { ...emailOnly, otpLength: 8, otpAlphanumeric: true }, state: { status: 'enteringCode', ...sent('AB12') } },
};

// The code field leads: Verify shows only where the code cannot submit itself.

export const Verifying: Story = {
  name: 'Verifying (the code submitted itself)',
  args: { state: { status: 'verifying', ...sent('123456') } },
};

export const CodeComplete: Story = {
  name: 'Code entry (complete after a cancelled check: Verify)',
  args: { state: { status: 'enteringCode', ...sent('123456') } },
};

export const CodeInvalid: Story = {
  name: 'Code invalid',
  args: { state: { status: 'codeInvalid', ...sent('111111'), error: storyError('otp_invalid') } },
};

export const CodeExpired: Story = {
  name: 'Code expired',
  args: { state: { status: 'codeExpired', ...sent('123456'), resendAvailableAt: 0, error: storyError('otp_expired') } },
};

export const AttemptsExceeded: Story = {
  name: 'Attempts exceeded',
  args: { state: { status: 'attemptsExceeded', ...sent('111111'), resendAvailableAt: 0, error: storyError('otp_attempts_exceeded') } },
};

export const RateLimited: Story = {
  name: 'Rate limited',
  args: {
    state: { status: 'rateLimited', ...sent('123456'), previous: 'verifying', error: storyError('rate_limited'), retryAt: 0 },
  },
};

export const Resending: Story = {
  name: 'Sending a new code',
  args: { state: { status: 'sendingCode', ...sent('12'), resendAvailableAt: 0 } },
};

export const CodeInvalidDark: Story = {
  name: 'Code invalid (dark)',
  args: CodeInvalid.args,
  globals: { theme: 'dark' },
};
