import type { Meta, StoryObj } from '@storybook/react-vite';
import { SuccessScreen } from 'loginkit/ui/otp';
import { fn } from 'storybook/test';
import { email, storySession } from './story-fixtures';

/**
 * The success screen after a signup with a wallet, by app proof outcome: the "verified" mark
 * shows only when the proofs and their boot proof all checked out; a failed or missing proof is a note.
 */
const meta = {
  title: 'Screens/App proofs',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const state = { status: 'success' as const, ...email, session: storySession, isNewUser: true };

export const Verified: Story = {
  name: 'Success: proofs verified',
  render: () => <SuccessScreen state={state} appProofs="verified" onDone={fn().mockName('onDone')} />,
};

export const Invalid: Story = {
  name: 'Success: proofs invalid (a note: the wallet’s origin is unconfirmed; the login stands)',
  render: () => <SuccessScreen state={state} appProofs="invalid" onDone={fn().mockName('onDone')} />,
};

export const Absent: Story = {
  name: 'Success: no proofs (signup without a wallet)',
  render: () => <SuccessScreen state={state} appProofs="absent" onDone={fn().mockName('onDone')} />,
};

export const VerifiedDark: Story = {
  name: 'Success: proofs verified (dark)',
  render: Verified.render,
  globals: { theme: 'dark' },
};
