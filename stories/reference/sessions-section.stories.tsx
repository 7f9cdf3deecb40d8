import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionsSection } from 'loginkit/ui/account';
import { createAccountStoryKit } from '../account-story-kit';
import { storyLocale, storyTheme, withStoryKit } from './reference-kits';

// The docs page of `SessionsSection` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/SessionsSection',
  component: SessionsSection,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withStoryKit(() => createAccountStoryKit())],
  args: {},
  render: (args, { globals }) => <SessionsSection {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof SessionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
