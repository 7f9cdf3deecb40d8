import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactScreen } from 'loginkit/ui';
import { email, emailOnly, storyActions } from '../story-fixtures';

// The docs page of `ContactScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/ContactScreen',
  component: ContactScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'enteringContact', ...email, contact: '' }, config: emailOnly, actions: storyActions() },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
