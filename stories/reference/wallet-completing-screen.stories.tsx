import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletCompletingScreen } from 'loginkit/ui/wallet';

// The docs page of `WalletCompletingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletCompletingScreen',
  component: WalletCompletingScreen,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof WalletCompletingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
