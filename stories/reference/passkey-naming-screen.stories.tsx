import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyNamingScreen } from 'loginkit/ui/passkey';
import { platformSupport, storyPasskeyActions } from '../story-fixtures';

// The docs page of `PasskeyNamingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyNamingScreen',
  component: PasskeyNamingScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'naming', support: platformSupport, userName: '' }, actions: storyPasskeyActions() },
} satisfies Meta<typeof PasskeyNamingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
