import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppProofMark } from 'loginkit/ui/otp';

// The docs page of `AppProofMark` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/AppProofMark',
  component: AppProofMark,
  tags: ['autodocs'],
  args: { status: 'verified' },
} satisfies Meta<typeof AppProofMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
