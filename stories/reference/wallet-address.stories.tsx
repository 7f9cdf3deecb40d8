import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletAddress } from 'loginkit/ui/wallet';
import { storyEthereumAccounts } from '../wallet-story-fixtures';

// The docs page of `WalletAddress` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletAddress',
  component: WalletAddress,
  tags: ['autodocs'],
  args: { address: storyEthereumAccounts[0]!.address },
} satisfies Meta<typeof WalletAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
