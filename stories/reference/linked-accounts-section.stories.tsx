import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkedAccountsSection } from 'loginkit/ui/account';
import { createAccountStoryKit } from '../account-story-kit';
import { storyLocale, storyTheme, withStoryKit } from './reference-kits';

// The docs page of `LinkedAccountsSection` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/LinkedAccountsSection',
  component: LinkedAccountsSection,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withStoryKit(() => createAccountStoryKit())],
  args: {},
  render: (args, { globals }) => <LinkedAccountsSection {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LinkedAccountsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
