import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyOptions } from 'loginkit/ui';
import { platformSupport, storyPasskeyActions } from '../story-fixtures';

// The docs page of `PasskeyOptions` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyOptions',
  component: PasskeyOptions,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { support: platformSupport, actions: storyPasskeyActions(), divider: false },
} satisfies Meta<typeof PasskeyOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
