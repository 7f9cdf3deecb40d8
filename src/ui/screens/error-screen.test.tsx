import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError, spyActions } from '../test-utils/fixtures';
import { ErrorScreen } from './error-screen';
import type { FailedScreenState } from './screen-types';

const sentCode = { otpId: 'otp-1', otpEncryptionTargetBundle: '{}', code: '123456', resendAvailableAt: 0 };

describe('ErrorScreen: what the user typed is kept', () => {
  it('after a failed send, names the kept address; "Change" goes back to it (changeContact), "Try again" repeats the send', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: FailedScreenState = { status: 'failed', channel: 'email', contact: 'ada@example.com', previous: 'sendingCode', error: kitError('unavailable') };
    const { container } = render(<ErrorScreen state={state} actions={actions} />);
    expect(screen.getByText('We could not send a code to ada@example.com. Try again, or change the address or number.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change ada@example.com' }));
    expect(actions.changeContact).toHaveBeenCalledTimes(1);
    expect(actions.reset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('after a failed check of a typed code, says the code is kept', () => {
    const state: FailedScreenState = { status: 'failed', channel: 'sms', contact: '+14155550123', ...sentCode, previous: 'verifying', error: kitError('network') };
    render(<ErrorScreen state={state} actions={spyActions()} />);
    expect(screen.getByText('Your code for +14155550123 is kept: try again to check it.')).toBeTruthy();
  });

  it('tells the user to set the clock when the clocks disagree', () => {
    const state: FailedScreenState = { status: 'failed', channel: 'email', contact: 'ada@example.com', ...sentCode, previous: 'verifying', error: kitError('clock_skew') };
    render(<ErrorScreen state={state} actions={spyActions()} />);
    expect(screen.getByRole('alert').textContent).toBe('Your device’s clock does not match the login service’s. Set the correct time and try again.');
  });

  it('an answer that could not be trusted is not retried with the same code: Start over leads, focused (issue 23)', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: FailedScreenState = { status: 'failed', channel: 'email', contact: 'ada@example.com', ...sentCode, previous: 'verifying', error: kitError('untrusted_response') };
    const { container } = render(<ErrorScreen state={state} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toMatch(/could not be trusted/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/is kept/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(actions.reset).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
