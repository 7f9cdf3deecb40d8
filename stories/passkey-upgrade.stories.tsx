import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PasskeyUpgradeState } from 'loginkit/core';
import type { PasskeyUpgradeActions } from 'loginkit/react/passkey';
import { PasskeyUpgradeSuccessScreen } from 'loginkit/ui/passkey';
import type { SuccessScreenState } from 'loginkit/ui/otp';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { email, socialSession, storyAuthenticator, storyError, storySession } from './story-fixtures';

/**
 * The passkey offer after a code or social login ("log in faster next time"), in every state the
 * success screen shows it (fixed states, no relay or authenticator). Unoffered states show the
 * plain success screen.
 */
const meta = {
  title: 'Screens/Passkey upgrade',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const newByEmail: SuccessScreenState = { status: 'success', ...email, session: storySession, isNewUser: true };
const returningByEmail: SuccessScreenState = { status: 'success', ...email, session: storySession, isNewUser: false };
const newBySocial: SuccessScreenState = { status: 'success', provider: 'google', intent: 'login', session: { ...socialSession, contact: undefined }, isNewUser: true };
const passkey = storyAuthenticator('auth-1', 'Passkey 2026-11-26 16:40', '2026-11-26T16:40:00Z', ['AUTHENTICATOR_TRANSPORT_INTERNAL']);

function storyUpgradeActions(): PasskeyUpgradeActions {
  return { add: fn().mockName('add'), skip: fn().mockName('skip') };
}

function render(upgrade: PasskeyUpgradeState | undefined, state: SuccessScreenState = newByEmail, actions = storyUpgradeActions()) {
  return () => <PasskeyUpgradeSuccessScreen state={state} upgrade={upgrade} actions={actions} onDone={fn().mockName('onDone')} />;
}

export const Offering: Story = { name: 'Offering (new account, email code)', render: render({ status: 'offering' }) };

export const OfferingReturning: Story = { name: 'Offering (returning user without a passkey)', render: render({ status: 'offering' }, returningByEmail) };

export const OfferingSocial: Story = { name: 'Offering (after a social login)', render: render({ status: 'offering' }, newBySocial) };

export const Creating: Story = { name: 'Creating (the browser’s prompt is open)', render: render({ status: 'creating' }) };

export const Cancelled: Story = { name: 'Cancelled (prompt closed: the offer again)', render: render({ status: 'cancelled', error: storyError('passkey_cancelled') }) };

export const FailedNetwork: Story = { name: 'Failed (network)', render: render({ status: 'failed', error: storyError('network') }) };

export const FailedSessionExpired: Story = { name: 'Failed (session expired)', render: render({ status: 'failed', error: storyError('session_expired') }) };

export const Added: Story = { name: 'Added', render: render({ status: 'added', passkey, automatic: false }) };

export const AddedAutomatically: Story = { name: 'Added without a prompt (automatic)', render: render({ status: 'added', passkey, automatic: true }) };

export const Checking: Story = { name: 'Checking (plain success screen)', render: render({ status: 'checking', automatic: false }) };

export const Skipped: Story = { name: 'Skipped: Not now (plain success screen)', render: render({ status: 'skipped' }) };

export const NotOffered: Story = { name: 'Not offered: the user has a passkey (plain success screen)', render: render({ status: 'notOffered', reason: 'has-passkey' }) };

const interactionActions = storyUpgradeActions();

export const OfferingInteraction: Story = {
  name: 'Interaction: Add a passkey (focused), and Not now',
  // Its play checks the focus the offer takes as it mounts: the Storybook checks load it on a page of its own.
  tags: ['fresh-page'],
  render: render({ status: 'offering' }, newByEmail, interactionActions),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The offer takes the focus in an effect after it renders (on a busy machine, a while after);
    // the button is looked up again on each try, in case the screen rendered it anew meanwhile.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
    const add = canvas.getByRole('button', { name: 'Add a passkey' });
    await userEvent.click(add);
    // Sent from the click itself, so the browser's prompt keeps the user's gesture.
    await expect(interactionActions.add).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(interactionActions.skip).toHaveBeenCalledTimes(1);
  },
};
