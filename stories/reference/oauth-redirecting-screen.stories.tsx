import type { Meta, StoryObj } from '@storybook/react-vite';
import { OauthRedirectingScreen } from 'loginkit/ui/oauth';

// The docs page of `OauthRedirectingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/OauthRedirectingScreen',
  component: OauthRedirectingScreen,
  tags: ['autodocs'],
  args: { state: { status: 'redirecting', provider: 'apple', intent: 'login' } },
} satisfies Meta<typeof OauthRedirectingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
