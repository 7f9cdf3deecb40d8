import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletIcon } from 'loginkit/ui/wallet';
import { foxWallet } from '../wallet-story-fixtures';

// The docs page of `WalletIcon` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletIcon',
  component: WalletIcon,
  tags: ['autodocs'],
  args: { wallet: foxWallet, size: 'mark' },
} satisfies Meta<typeof WalletIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
