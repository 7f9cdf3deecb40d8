import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyUnsupported } from 'loginkit/ui';

// The docs page of `PasskeyUnsupported` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/PasskeyUnsupported',
  component: PasskeyUnsupported,
  tags: ['autodocs'],
  args: { reason: 'no-webauthn' },
} satisfies Meta<typeof PasskeyUnsupported>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
