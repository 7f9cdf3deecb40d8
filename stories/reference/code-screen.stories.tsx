import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeScreen } from 'loginkit/ui/otp';
import { emailOnly, sent, storyActions } from '../story-fixtures';

// The docs page of `CodeScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/CodeScreen',
  component: CodeScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'enteringCode', ...sent() }, config: emailOnly, actions: storyActions() },
} satisfies Meta<typeof CodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
