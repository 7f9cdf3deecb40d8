import type { Meta, StoryObj } from '@storybook/react-vite';
import { OauthFailedScreen } from 'loginkit/ui/oauth';
import { storyOauthActions, storyOauthError } from '../story-fixtures';

// The docs page of `OauthFailedScreen` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/OauthFailedScreen',
  component: OauthFailedScreen,
  tags: ['autodocs'],
  // The actions are logged spies: a table row, but no control.
  argTypes: { actions: { control: false } },
  args: { state: { status: 'failed', provider: 'google', intent: 'login', error: storyOauthError('popup_closed', 'google') }, actions: storyOauthActions() },
} satisfies Meta<typeof OauthFailedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
