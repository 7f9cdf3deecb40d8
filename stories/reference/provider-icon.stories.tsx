import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProviderIcon } from 'loginkit/ui/oauth';

// The docs page of `ProviderIcon` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/ProviderIcon',
  component: ProviderIcon,
  tags: ['autodocs'],
  args: { provider: 'google' },
} satisfies Meta<typeof ProviderIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
