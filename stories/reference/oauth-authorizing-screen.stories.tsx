import type { Meta, StoryObj } from '@storybook/react-vite';
import { OauthAuthorizingScreen } from 'loginkit/ui/oauth';
import { storyOauthActions } from '../story-fixtures';

// The docs page of `OauthAuthorizingScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/OauthAuthorizingScreen',
  component: OauthAuthorizingScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'authorizing', provider: 'google', intent: 'login' }, actions: storyOauthActions() },
} satisfies Meta<typeof OauthAuthorizingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
