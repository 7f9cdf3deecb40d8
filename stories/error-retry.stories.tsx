import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from 'loginkit/ui';
import { email, phone, sent, storyActions, storyError } from './story-fixtures';

/**
 * The error screen under faults (the mock relay's `/__mock/faults`): each keeps what the user
 * typed and offers "Try again" (repeats the failed step with it), "Change" and "Start over".
 */
const meta = {
  title: 'Screens/Errors with retry',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendUnavailable: Story = {
  name: 'Sending failed (503): the email is kept',
  render: () => <ErrorScreen state={{ status: 'failed', ...email, previous: 'sendingCode', error: storyError('unavailable') }} actions={storyActions()} />,
};

export const SendDropped: Story = {
  name: 'Sending failed (connection dropped): the number is kept',
  render: () => <ErrorScreen state={{ status: 'failed', ...phone, previous: 'sendingCode', error: storyError('network') }} actions={storyActions()} />,
};

export const VerifyCutShort: Story = {
  name: 'Checking the code failed (answer cut short): the code is kept',
  render: () => (
    <ErrorScreen state={{ status: 'failed', ...email, ...sent('123456'), previous: 'verifying', error: storyError('relay_rejected') }} actions={storyActions()} />
  ),
};

export const VerifyTimeout: Story = {
  name: 'Checking the code timed out (latency)',
  render: () => <ErrorScreen state={{ status: 'failed', ...sent('654321'), ...phone, previous: 'verifying', error: storyError('timeout') }} actions={storyActions()} />,
};

export const ClockSkew: Story = {
  name: 'Clocks disagree (skewed clock)',
  render: () => <ErrorScreen state={{ status: 'failed', ...email, ...sent('123456'), previous: 'verifying', error: storyError('clock_skew') }} actions={storyActions()} />,
};

export const VerifyCutShortResponseInvalid: Story = {
  name: 'Checking the code: the relay answered something unusable (its fault, not the code)',
  render: () => (
    <ErrorScreen state={{ status: 'failed', ...email, ...sent('123456'), previous: 'verifying', error: storyError('response_invalid') }} actions={storyActions()} />
  ),
};

export const Untrusted: Story = {
  name: 'The relay answered with a token for someone else (untrusted: Start over leads)',
  render: () => (
    <ErrorScreen state={{ status: 'failed', ...email, ...sent('123456'), previous: 'verifying', error: storyError('untrusted_response') }} actions={storyActions()} />
  ),
};

export const UntrustedDark: Story = {
  name: 'The relay answered with a token for someone else (dark)',
  render: Untrusted.render,
  globals: { theme: 'dark' },
};

export const SendUnavailableDark: Story = {
  name: 'Sending failed (503, dark)',
  render: SendUnavailable.render,
  globals: { theme: 'dark' },
};

export const ClockSkewRtl: Story = {
  name: 'Clocks disagree (Arabic, right to left)',
  render: ClockSkew.render,
  globals: { locale: 'ar' },
};
