import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError } from '../test-utils/fixtures';
import { StepUpConfirmCancelScreen } from './step-up-confirm-cancel-screen';
import { StepUpCompletedScreen, StepUpFailedScreen, StepUpRejectedScreen } from './step-up-end-screens';
import { StepUpWaitScreen, type StepUpWaitState } from './step-up-wait-screen';
import { challenge, choosing, context, heldActivity, spyStepUpActions } from './test-utils/step-up-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const action = { activityType: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', key: 'export_private_key' } as const;

describe('StepUpWaitScreen', () => {
  const cases: [StepUpWaitState, string, string | undefined][] = [
    [{ status: 'preparing', challenge: challenge() }, 'Checking what your account asks for…', 'Cancel'],
    [{ status: 'prompting', context: context() }, 'Follow your browser’s prompt to confirm with your passkey.', 'Back'],
    [{ status: 'authorizing', context: context(), provider: 'google' }, 'Finish in the Google window to confirm it’s you.', 'Back'],
    [{ status: 'approving', context: context(), method: 'session' }, 'Confirming…', undefined],
    [{ status: 'sendingCode', context: context(1), method: 'sms_otp', channel: 'sms', contact: '+14155550123' }, 'Texting a code to •••• 0123…', undefined],
    [{ status: 'finishing', context: context(2) }, 'Confirmed. Finishing your request…', undefined],
    [{ status: 'rejecting', context: context(), resume: choosing() }, 'Rejecting the request…', undefined],
  ];

  it.each(cases)('%#: says what it waits for (%s), and focus stays in the screen', async (state, text, button) => {
    const { container } = render(<StepUpWaitScreen state={state} actions={spyStepUpActions()} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    if (button === undefined) expect(document.activeElement).toBe(status);
    else expect(document.activeElement).toBe(screen.getByRole('button', { name: button }));
    await expectNoAxeViolations(container);
  });

  it('Cancel while preparing leaves; Back from the passkey prompt returns to the options', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const { rerender } = render(<StepUpWaitScreen state={{ status: 'preparing', challenge: challenge() }} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    rerender(<StepUpWaitScreen state={{ status: 'prompting', context: context() }} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
  });

  it('an approval that takes long says so and offers Back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const actions = spyStepUpActions();
    render(<StepUpWaitScreen state={{ status: 'approving', context: context(), method: 'session' }} actions={actions} slowAfterMs={1_000} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(actions.back).toHaveBeenCalledTimes(1);
  });
});

describe('StepUpConfirmCancelScreen (Cancel asks first)', () => {
  it('offers to go on (focused), keep the request for later, or reject it', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const { container } = render(<StepUpConfirmCancelScreen state={{ status: 'confirmingCancel', context: context(), resume: choosing() }} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'Stop this request?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue confirming' }));
    await user.click(screen.getByRole('button', { name: 'Continue confirming' }));
    await user.click(screen.getByRole('button', { name: 'Keep it for later' }));
    const reject = screen.getByRole('button', { name: 'Reject this request' });
    expect(reject.className).toContain('loginkit-button--danger');
    await user.click(reject);
    expect([actions.back.mock.calls.length, actions.dismiss.mock.calls.length, actions.reject.mock.calls.length]).toEqual([1, 1, 1]);
    await expectNoAxeViolations(container);
  });

  it('a rejection that failed says why', () => {
    render(<StepUpConfirmCancelScreen state={{ status: 'confirmingCancel', context: context(), resume: choosing(), error: kitError('network') }} actions={spyStepUpActions()} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not reach the login service.');
  });
});

describe('the ends', () => {
  it('completed: the operation\'s own success, then Done (focused) closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const state = { status: 'completed', challenge: challenge(), action, activity: heldActivity({ status: 'ACTIVITY_STATUS_COMPLETED' }), result: {} } as const;
    const { container } = render(<StepUpCompletedScreen state={state} actions={spyStepUpActions()} onClose={onClose} messageId="message" />);
    expect(screen.getByRole('heading', { name: 'Confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your private key was exported.');
    expect(screen.getByRole('status').id).toBe('message');
    await user.click(document.activeElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('names the success of an action the kit cannot name too', () => {
    const state = { status: 'completed', challenge: challenge(), action: { activityType: 'ACTIVITY_TYPE_NEW_THING', key: 'other' }, activity: heldActivity(), result: {} } as const;
    render(<StepUpCompletedScreen state={state} actions={spyStepUpActions()} onClose={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('The action was approved and carried out.');
  });

  it('rejected: nothing changed; Close', async () => {
    const onClose = vi.fn();
    const state = { status: 'rejected', challenge: challenge(), action, activity: heldActivity({ status: 'ACTIVITY_STATUS_REJECTED' }) } as const;
    const { container } = render(<StepUpRejectedScreen state={state} actions={spyStepUpActions()} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Request rejected' })).toBeTruthy();
    act(() => (document.activeElement as HTMLElement).click());
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('failed, retryable: why, that the request still waits, Try again (focused) and Close', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const onClose = vi.fn();
    const state = { status: 'failed', challenge: challenge(), action, error: kitError('network'), retryable: true } as const;
    const { container } = render(<StepUpFailedScreen state={state} actions={actions} onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('The request could not be confirmed');
    expect(screen.getByText(/still waiting/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('failed for good: why, and Close only', () => {
    const state = { status: 'failed', challenge: challenge(), action, error: kitError('activity_failed'), retryable: false } as const;
    render(<StepUpFailedScreen state={state} actions={spyStepUpActions()} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
