import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigErrorScreen } from 'loginkit/ui';
import { fn } from 'storybook/test';
import { storyError } from '../story-fixtures';

// The docs page of `ConfigErrorScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/ConfigErrorScreen',
  component: ConfigErrorScreen,
  tags: ['autodocs'],
  args: { error: storyError('network'), onRetry: fn().mockName('onRetry') },
} satisfies Meta<typeof ConfigErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
