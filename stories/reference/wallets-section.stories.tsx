import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletsSection } from 'loginkit/ui/account';
import { createAccountStoryKit } from '../account-story-kit';
import { storyLinkedWallets } from '../wallet-story-fixtures';
import { storyLocale, storyTheme, withStoryKit } from './reference-kits';

// The docs page of `WalletsSection` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/WalletsSection',
  component: WalletsSection,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withStoryKit(() => createAccountStoryKit({ linkedWallets: storyLinkedWallets }))],
  args: {},
  render: (args, { globals }) => <WalletsSection {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WalletsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
