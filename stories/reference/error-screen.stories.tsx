import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from 'loginkit/ui';
import { email, storyActions, storyError } from '../story-fixtures';

// The docs page of `ErrorScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/ErrorScreen',
  component: ErrorScreen,
  tags: ['autodocs'],
  // Its props type is derived (`Omit<ScreenProps<FailedScreenState>, 'config'>`), which react-docgen
  // does not expand: the table is written here.
  argTypes: {
    state: {
      description: "The OTP flow's `failed` state: the error, the step that failed (`previous`) and what the user typed (kept for the retry).",
      table: { type: { summary: 'FailedScreenState' } },
    },
    actions: {
      description: 'The OTP flow actions (`OtpLoginActions`, as `useOtpLogin` returns them): Try again repeats the failed step, and the user can change the contact or start over.',
      table: { type: { summary: 'OtpLoginActions' } },
      control: false,
    },
  },
  args: { state: { status: 'failed', ...email, previous: 'sendingCode', error: storyError('network') }, actions: storyActions() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
