import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginModal } from 'loginkit/ui';
import { storyLocale, storyTheme, withInPageRelay } from './reference-kits';

// The docs page of `LoginModal` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/LoginModal',
  component: LoginModal,
  tags: ['autodocs'],
  parameters: { loginkitPanel: false },
  decorators: [withInPageRelay],
  args: {},
  render: (args, { globals }) => <LoginModal {...args} theme={storyTheme(globals)} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
