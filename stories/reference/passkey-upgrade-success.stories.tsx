import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyUpgradeSuccess } from 'loginkit/ui/passkey';
import { fn } from 'storybook/test';
import { email, storySession } from '../story-fixtures';
import { createStoryKit } from '../story-kit';
import { withStoryKit } from './reference-kits';

// The docs page of `PasskeyUpgradeSuccess` (loginkit/ui), the offer run by usePasskeyUpgrade against a
// kit (here the story kit: passkeys offered, none registered): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyUpgradeSuccess',
  component: PasskeyUpgradeSuccess,
  tags: ['autodocs'],
  decorators: [withStoryKit(() => createStoryKit({ passkeys: [] }))],
  args: {
    state: { status: 'success', ...email, session: storySession, isNewUser: true },
    mode: 'offer',
    onDone: fn().mockName('onDone'),
  },
} satisfies Meta<typeof PasskeyUpgradeSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
