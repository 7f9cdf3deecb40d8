import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialStepUpState, transitionStepUp, type AccountOutcome, type MfaChallenge, type MfaRequiredHandler, type StepUpEvent, type StepUpState } from '../../core/internal';
import { passkeyThenCode, prepared } from '../../core/flows/step-up/test-utils/step-up-fixtures';
import { LoginKitProvider } from '../../react/index';
import { createFakeFlow, createFakeKit, type FakeFlow } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError } from '../test-utils/fixtures';
import { StepUpDialog } from './step-up-dialog';
import { challenge, heldActivity } from './test-utils/step-up-fixtures';

/**
 * A fake kit whose step-up flows are the real machine without effects (the test answers for the
 * service), and whose MFA handler is the one `setMfaHandler` registered, as the real kit's.
 */
function stepUpKit() {
  const flows: FakeFlow<StepUpState, StepUpEvent>[] = [];
  let handler: MfaRequiredHandler | undefined;
  const kit = Object.assign(createFakeKit(), {
    createStepUpFlow(given: MfaChallenge) {
      const flow = createFakeFlow<StepUpState, StepUpEvent>(initialStepUpState(given), transitionStepUp);
      flows.push(flow);
      return flow;
    },
    setMfaHandler(given: MfaRequiredHandler | undefined) {
      handler = given;
      return () => {
        if (handler === given) handler = undefined;
      };
    },
  });
  /** An account call an MFA policy holds, as the kit hands it over. */
  const hold = (given: MfaChallenge) => handler?.(given) ?? Promise.resolve<AccountOutcome<unknown>>(given);
  return { kit, flows, hold };
}

function setup({ dialog = true } = {}) {
  const { kit, flows, hold } = stepUpKit();
  const view = render(
    <LoginKitProvider kit={kit}>
      <button type="button">Export</button>
      {dialog && <StepUpDialog locale="en" />}
    </LoginKitProvider>,
  );
  const open = (given: MfaChallenge = challenge()) => {
    let call: Promise<AccountOutcome<unknown>> | undefined;
    act(() => {
      call = hold(given);
    });
    return call!;
  };
  /** The service's answers, as the flow's effects would send them. */
  const answer = (event: StepUpEvent) => act(() => flows[flows.length - 1]!.send(event));
  return { open, answer, flows, view, kit };
}

describe('<StepUpDialog> with <LoginKitProvider>', () => {
  it('walks a passkey then an email code to the operation\'s success, resolving the call as it completes', async () => {
    const user = userEvent.setup();
    const { open, answer, flows } = setup();
    screen.getByRole('button', { name: 'Export' }).focus();
    const call = open();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog.textContent).toContain('Export your private key');
    answer({ type: 'prepared', prepared: prepared() });
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1 of 2: confirm with your passkey' })).toBeTruthy();
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(flows[0]!.events.at(-1)).toEqual({ type: 'choose', method: 'passkey' });
    answer({ type: 'proofReady' });
    answer({ type: 'approved', mfaStatuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }])] });
    // The account has no phone number: the email code is the one way left.
    expect(screen.getByRole('heading', { level: 3, name: 'Step 2 of 2: confirm with a code sent to your email' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Email a code to a…@example.com' }));
    answer({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: 'bundle', resendAvailableAt: Date.now() + 30_000 });
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    expect(flows[0]!.events.at(-1)).toEqual({ type: 'submitCode' });
    answer({ type: 'approved', mfaStatuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }])] });
    const activity = heldActivity({ status: 'ACTIVITY_STATUS_COMPLETED' });
    answer({ type: 'finished', activity, result: { privateKey: 'secret' } });

    await expect(call).resolves.toEqual({ status: 'completed', activity, result: { privateKey: 'secret' } });
    expect(screen.getByRole('status').textContent).toBe('Your private key was exported.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }));
    expect(flows[0]!.disposed).toBe(true);
  });

  it('Cancel asks; "Keep it for later" resolves the call with the challenge (it still waits)', async () => {
    const user = userEvent.setup();
    const { open, answer } = setup();
    const held = challenge();
    const call = open(held);
    await screen.findByRole('dialog');
    answer({ type: 'prepared', prepared: prepared() });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Stop this request?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it for later' }));
    await expect(call).resolves.toBe(held);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Reject this request" rejects it: the call resolves rejected, and the dialog says so until closed', async () => {
    const user = userEvent.setup();
    const { open, answer, flows } = setup();
    const call = open();
    await screen.findByRole('dialog');
    answer({ type: 'prepared', prepared: prepared() });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Reject this request' }));
    expect(flows[0]!.events.at(-1)).toEqual({ type: 'reject' });
    const activity = heldActivity({ status: 'ACTIVITY_STATUS_REJECTED' });
    answer({ type: 'activityRejected', activity });
    await expect(call).resolves.toMatchObject({ status: 'rejected', activity, canApprove: false, canReject: false });
    expect(screen.getByRole('heading', { name: 'Request rejected' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closed after a failure that cannot be mended, the call fails with its error', async () => {
    const user = userEvent.setup();
    const { open, answer } = setup();
    const failure = open().then(
      () => undefined,
      (error: unknown) => error,
    );
    await screen.findByRole('dialog');
    answer({ type: 'prepareFailed', error: kitError('activity_failed') });
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(failure).resolves.toMatchObject({ code: 'activity_failed' });
  });

  it('shows challenges one at a time, in order', async () => {
    const user = userEvent.setup();
    const { open, answer } = setup();
    const first = challenge(heldActivity({ id: 'a-1' }));
    const second = challenge(heldActivity({ id: 'a-2', type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS' }));
    const calls = [open(first), open(second)];
    expect((await screen.findByRole('dialog')).textContent).toContain('Export your private key');
    answer({ type: 'prepared', prepared: prepared() });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Keep it for later' }));
    await expect(calls[0]).resolves.toBe(first);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Delete a passkey'));
  });

  it('without a dialog mounted, a challenge resolves with itself at once (as headless)', async () => {
    const { open } = setup({ dialog: false });
    const held = challenge();
    await expect(open(held)).resolves.toBe(held);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unmounted while a challenge waits, it stops being the kit’s handler and the call resolves with its challenge', async () => {
    const { open, view } = setup();
    const held = challenge();
    const call = open(held);
    await screen.findByRole('dialog');
    view.unmount();
    await expect(call).resolves.toBe(held);
  });
});
