import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletGroup } from 'loginkit/ui/wallet';
import { storyWalletActions, walletsReady } from '../wallet-story-fixtures';

// The docs page of `WalletGroup` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletGroup',
  component: WalletGroup,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { wallets: walletsReady(), actions: storyWalletActions(), divider: false },
} satisfies Meta<typeof WalletGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
