import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyUpgradeSuccessScreen } from 'loginkit/ui/passkey';
import { fn } from 'storybook/test';
import { email, storySession } from '../story-fixtures';

// The docs page of `PasskeyUpgradeSuccessScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyUpgradeSuccessScreen',
  component: PasskeyUpgradeSuccessScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: {
    state: { status: 'success', ...email, session: storySession, isNewUser: true },
    upgrade: { status: 'offering' },
    actions: { add: fn().mockName('add'), skip: fn().mockName('skip') },
    onDone: fn().mockName('onDone'),
  },
} satisfies Meta<typeof PasskeyUpgradeSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
