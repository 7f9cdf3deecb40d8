import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyFailedScreen } from 'loginkit/ui/passkey';
import { platformSupport, storyError, storyPasskeyActions } from '../story-fixtures';

// The docs page of `PasskeyFailedScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyFailedScreen',
  component: PasskeyFailedScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'failed', support: platformSupport, mode: 'login', userName: '', error: storyError('unauthenticated') }, actions: storyPasskeyActions() },
} satisfies Meta<typeof PasskeyFailedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
