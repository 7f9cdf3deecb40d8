import type { Meta, StoryObj } from '@storybook/react-vite';
import { SuccessScreen } from 'loginkit/ui/otp';
import { fn } from 'storybook/test';
import { email, storySession } from '../story-fixtures';

// The docs page of `SuccessScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/SuccessScreen',
  component: SuccessScreen,
  tags: ['autodocs'],
  args: { state: { status: 'success', ...email, session: storySession, isNewUser: true }, onDone: fn().mockName('onDone') },
} satisfies Meta<typeof SuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
