import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailOnlyConfig, kitError, sentCode, spyActions } from '../test-utils/fixtures';
import { CodeScreen } from './code-screen';
import type { CodeScreenState } from './screen-types';

const entering = (resendInMs = 0, code = ''): CodeScreenState => ({ status: 'enteringCode', ...sentCode(resendInMs, code) });
const codeField = (): HTMLInputElement => screen.getByLabelText('6-digit code');

afterEach(() => {
  vi.useRealTimers();
});

describe('CodeScreen', () => {
  it('says where the code went and offers to change the address, beside it', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const { container } = render(<CodeScreen state={entering(30_000)} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/We sent a code to ada@example\.com\./)).toBeTruthy();
    const change = screen.getByRole('button', { name: 'Change ada@example.com' });
    expect(change.parentElement).toBe(screen.getByText(/We sent a code to/).parentElement);
    await user.click(change);
    expect(actions.changeContact).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sends each edit to the flow and submits when the code is complete', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    render(<CodeScreen state={entering(30_000, '12345')} config={emailOnlyConfig} actions={actions} />);
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(codeField(), '6');
    expect(actions.setCode).toHaveBeenCalledWith('123456');
    expect(actions.submitCode).toHaveBeenCalledTimes(1);
  });

  it('leads with the code field: no Verify while the code is typed (it submits itself), and Enter in the field submits', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const { container } = render(<CodeScreen state={entering(30_000, '123')} config={emailOnlyConfig} actions={actions} />);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(container.querySelector('.loginkit-button--primary')).toBeNull();
    await user.type(codeField(), '{Enter}');
    expect(actions.submitCode).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('offers Verify for a code that is complete already (a cancelled check), which no edit would submit', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    render(<CodeScreen state={entering(30_000, '123456')} config={emailOnlyConfig} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(actions.submitCode).toHaveBeenCalledTimes(1);
  });

  it('a wrong code: Verify shows, and stays through the edits and the check it sends, until a new code comes', () => {
    const actions = spyActions();
    const view = render(<CodeScreen state={{ status: 'codeInvalid', error: kitError('otp_invalid'), ...sentCode(30_000, '111111') }} config={emailOnlyConfig} actions={actions} />);
    const verify = screen.getByRole('button', { name: 'Verify' });
    act(() => verify.focus());
    view.rerender(<CodeScreen state={entering(30_000, '1111')} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('button', { name: 'Verify' })).toBe(verify);
    view.rerender(<CodeScreen state={{ status: 'verifying', ...sentCode(30_000, '111122') }} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBe(verify);
    expect(verify.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(verify);
    view.rerender(<CodeScreen state={{ ...entering(30_000), otpId: 'otp-2' }} config={emailOnlyConfig} actions={actions} />);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('counts down to the resend on a quiet link, visibly, and refuses it until then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const actions = spyActions();
    render(<CodeScreen state={entering(3_000)} config={emailOnlyConfig} actions={actions} />);
    const resend = screen.getByRole('button', { name: 'Resend code in 3 seconds' });
    expect(resend.classList.contains('loginkit-button--link')).toBe(true);
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    act(() => resend.click());
    expect(actions.resend).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend code in 2 seconds' })).toBe(resend);
    act(() => vi.advanceTimersByTime(2_000));
    expect(resend.textContent).toBe('Resend code');
    expect(resend.getAttribute('aria-disabled')).toBeNull();
    act(() => resend.click());
    expect(actions.resend).toHaveBeenCalledTimes(1);
  });

  it('while a code that submitted itself is checked: "Verifying…" as quiet text, a read-only code field, a busy form', async () => {
    const actions = spyActions();
    const state: CodeScreenState = { status: 'verifying', ...sentCode(30_000, '123456') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByText('Verifying…').tagName).toBe('P');
    expect(screen.queryByRole('button', { name: /Verif/ })).toBeNull();
    expect(codeField().readOnly).toBe(true);
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Resend code in 30 seconds' }).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('while a new code is being sent: the resend button is busy', async () => {
    const state: CodeScreenState = { status: 'sendingCode', ...sentCode(0, '12') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    const resend = screen.getByRole('button', { name: 'Sending code…' });
    expect(resend.getAttribute('aria-busy')).toBe('true');
    expect(resend.classList.contains('loginkit-button--link')).toBe(true);
    expect(codeField().readOnly).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('a wrong code: says so, marks the field invalid and lets the user retype it', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: CodeScreenState = { status: 'codeInvalid', error: kitError('otp_invalid'), ...sentCode(30_000, '111111') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe('That code is not right. Check it and try again.');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: /not right/ })).toBe(codeField());
    await user.type(codeField(), '{Backspace}');
    expect(actions.setCode).toHaveBeenCalledWith('11111');
    await expectNoAxeViolations(container);
  });

  it('an expired code: says so and offers a new code (as the main action) or starting over', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: CodeScreenState = { status: 'codeExpired', error: kitError('otp_expired'), ...sentCode(0, '123456') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe('That code has expired. Send a new one.');
    // The code typed stays in place, read-only (the screen does not move as the answer comes).
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).readOnly).toBe(true);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.classList.contains('loginkit-button--primary')).toBe(true);
    await user.click(resend);
    expect(actions.resend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(actions.reset).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('too many wrong codes: says so and offers a new code or starting over', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: CodeScreenState = { status: 'attemptsExceeded', error: kitError('otp_attempts_exceeded'), ...sentCode(0, '111111') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong codes. Send a new code or start over.');
    // The code typed stays in place, read-only (the screen does not move as the answer comes).
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(actions.resend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('rate limited: says so with its Try again (the code was not wrong), counts down to it, and offers starting over', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: CodeScreenState = {
      status: 'rateLimited',
      error: kitError('rate_limited'),
      previous: 'verifying',
      retryAt: Date.now() + 10_000,
      ...sentCode(0, '123456'),
    };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Wait a moment and try again.');
    const retry = screen.getByRole('button', { name: /^Try again in (9|10) seconds$/ });
    expect(retry).toBe(screen.getByRole('button', { description: 'Too many attempts. Wait a moment and try again.' }));
    expect(retry.closest('.loginkit-actions')?.contains(screen.getByRole('alert'))).toBe(true);
    expect(container.querySelector('[aria-invalid]')).toBeNull();
    await user.click(retry);
    expect(actions.retry).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('labels an alphanumeric code by characters, not digits', () => {
    render(<CodeScreen state={entering()} config={{ ...emailOnlyConfig, otpAlphanumeric: true, otpLength: 8 }} actions={spyActions()} />);
    expect(screen.getByLabelText('8-character code').getAttribute('inputmode')).toBe('text');
  });

  it('names the phone when the code went by SMS', () => {
    render(<CodeScreen state={{ ...entering(), channel: 'sms', contact: '+14155550123' }} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.getByRole('heading', { name: 'Check your phone' })).toBeTruthy();
    expect(screen.getByText(/We sent a code to \+14155550123\./)).toBeTruthy();
  });
});
