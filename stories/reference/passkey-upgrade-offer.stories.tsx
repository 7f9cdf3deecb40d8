import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyUpgradeOffer } from 'loginkit/ui/passkey';
import { fn } from 'storybook/test';

// The docs page of `PasskeyUpgradeOffer` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyUpgradeOffer',
  component: PasskeyUpgradeOffer,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'offering' }, actions: { add: fn().mockName('add'), skip: fn().mockName('skip') }, onDone: fn().mockName('onDone') },
} satisfies Meta<typeof PasskeyUpgradeOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
