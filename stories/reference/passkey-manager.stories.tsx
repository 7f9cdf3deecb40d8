import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyManager } from 'loginkit/ui/account';
import { storyPasskeys } from '../story-fixtures';
import { createStoryKit } from '../story-kit';
import { storyLocale, storyTheme, withStoryKit } from './reference-kits';

// The docs page of `PasskeyManager` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyManager',
  component: PasskeyManager,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withStoryKit(() => createStoryKit({ passkeys: storyPasskeys }))],
  args: {},
  render: (args, { globals }) => <PasskeyManager {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof PasskeyManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
