import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountPanel } from 'loginkit/ui/account';
import { createAccountStoryKit } from '../account-story-kit';
import { storyLocale, storyTheme, withStoryKit } from './reference-kits';

// The docs page of `AccountPanel` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/AccountPanel',
  component: AccountPanel,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withStoryKit(() => createAccountStoryKit())],
  args: {},
  render: (args, { globals }) => <AccountPanel {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
