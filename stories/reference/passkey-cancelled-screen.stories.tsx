import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyCancelledScreen } from 'loginkit/ui/passkey';
import { platformSupport, storyError, storyPasskeyActions } from '../story-fixtures';

// The docs page of `PasskeyCancelledScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyCancelledScreen',
  component: PasskeyCancelledScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'cancelled', support: platformSupport, mode: 'login', userName: '', error: storyError('passkey_cancelled') }, actions: storyPasskeyActions() },
} satisfies Meta<typeof PasskeyCancelledScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
