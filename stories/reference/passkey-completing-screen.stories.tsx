import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyCompletingScreen } from 'loginkit/ui/passkey';
import { platformSupport } from '../story-fixtures';

// The docs page of `PasskeyCompletingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyCompletingScreen',
  component: PasskeyCompletingScreen,
  tags: ['autodocs'],
  args: { state: { status: 'completing', support: platformSupport, mode: 'signup', userName: 'Ada Lovelace' } },
} satisfies Meta<typeof PasskeyCompletingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
