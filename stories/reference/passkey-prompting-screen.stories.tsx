import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyPromptingScreen } from 'loginkit/ui/passkey';
import { platformSupport, storyPasskeyActions } from '../story-fixtures';

// The docs page of `PasskeyPromptingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyPromptingScreen',
  component: PasskeyPromptingScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'prompting', support: platformSupport, mode: 'login', userName: '' }, actions: storyPasskeyActions() },
} satisfies Meta<typeof PasskeyPromptingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
