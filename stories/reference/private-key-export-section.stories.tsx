import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivateKeyExportSection } from 'loginkit/ui/account';
import { createAccountStoryKit } from '../account-story-kit';
import { storyLocale, storyTheme, withStoryKit } from './reference-kits';

// The docs page of `PrivateKeyExportSection` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PrivateKeyExportSection',
  component: PrivateKeyExportSection,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withStoryKit(() => createAccountStoryKit())],
  args: {},
  render: (args, { globals }) => <PrivateKeyExportSection {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof PrivateKeyExportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
