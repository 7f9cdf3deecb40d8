import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletAccountsScreen } from 'loginkit/ui/wallet';
import { foxWallet, storyEthereumAccounts, storyWalletActions } from '../wallet-story-fixtures';

// The docs page of `WalletAccountsScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletAccountsScreen',
  component: WalletAccountsScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'choosingAccount', wallet: foxWallet, accounts: storyEthereumAccounts }, actions: storyWalletActions() },
} satisfies Meta<typeof WalletAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
