import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from 'loginkit/ui';

// The docs page of `LoadingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
