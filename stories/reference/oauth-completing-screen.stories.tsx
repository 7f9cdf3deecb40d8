import type { Meta, StoryObj } from '@storybook/react-vite';
import { OauthCompletingScreen } from 'loginkit/ui/oauth';

// The docs page of `OauthCompletingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/OauthCompletingScreen',
  component: OauthCompletingScreen,
  tags: ['autodocs'],
  args: { state: { status: 'completing', provider: 'google', intent: 'login' } },
} satisfies Meta<typeof OauthCompletingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
