import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialButtons } from 'loginkit/ui';
import { storyOauthActions } from '../story-fixtures';

// The docs page of `SocialButtons` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/SocialButtons',
  component: SocialButtons,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { providers: ['google', 'apple', 'x', 'discord'], state: { status: 'idle' }, actions: storyOauthActions(), divider: false },
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
