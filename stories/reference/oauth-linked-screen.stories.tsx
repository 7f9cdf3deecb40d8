import type { Meta, StoryObj } from '@storybook/react-vite';
import { OauthLinkedScreen } from 'loginkit/ui/oauth';
import { fn } from 'storybook/test';

// The docs page of `OauthLinkedScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/OauthLinkedScreen',
  component: OauthLinkedScreen,
  tags: ['autodocs'],
  args: { state: { status: 'linked', provider: 'google', intent: 'link', providerIds: ['provider-story'] }, onDone: fn().mockName('onDone') },
} satisfies Meta<typeof OauthLinkedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
