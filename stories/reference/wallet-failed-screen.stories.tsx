import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletFailedScreen } from 'loginkit/ui/wallet';
import { foxWallet, storyWalletActions, storyWalletError } from '../wallet-story-fixtures';

// The docs page of `WalletFailedScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletFailedScreen',
  component: WalletFailedScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'failed', wallet: foxWallet, error: storyWalletError('wallet_locked') }, actions: storyWalletActions() },
} satisfies Meta<typeof WalletFailedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
