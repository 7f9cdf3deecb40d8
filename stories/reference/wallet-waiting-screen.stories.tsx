import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletWaitingScreen } from 'loginkit/ui/wallet';
import { foxWallet, storyWalletActions } from '../wallet-story-fixtures';

// The docs page of `WalletWaitingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletWaitingScreen',
  component: WalletWaitingScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'connecting', wallet: foxWallet }, actions: storyWalletActions(), appName: 'Acme' },
} satisfies Meta<typeof WalletWaitingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
