import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletCancelledScreen } from 'loginkit/ui/wallet';
import { foxWallet, storyEthereumAccounts, storyWalletActions, storyWalletError } from '../wallet-story-fixtures';

// The docs page of `WalletCancelledScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletCancelledScreen',
  component: WalletCancelledScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'cancelled', wallet: foxWallet, account: storyEthereumAccounts[0]!, error: storyWalletError('wallet_rejected') }, actions: storyWalletActions() },
} satisfies Meta<typeof WalletCancelledScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
