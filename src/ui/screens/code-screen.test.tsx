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
  it('says where the code went and offers to change the address', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const { container } = render(<CodeScreen state={entering(30_000)} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/We sent a code to ada@example\.com\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change ada@example.com' }));
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

  it('also submits with the Verify button', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    render(<CodeScreen state={entering(30_000, '123456')} config={emailOnlyConfig} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(actions.submitCode).toHaveBeenCalledTimes(1);
  });

  it('counts down to the resend, visibly, and refuses it until then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const actions = spyActions();
    render(<CodeScreen state={entering(3_000)} config={emailOnlyConfig} actions={actions} />);
    const resend = screen.getByRole('button', { name: 'Resend code in 3 seconds' });
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

  it('while verifying: a busy Verify button, a read-only code field, a busy form', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: CodeScreenState = { status: 'verifying', ...sentCode(30_000, '123456') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    const verify = screen.getByRole('button', { name: 'Verifying…' });
    expect(verify.getAttribute('aria-busy')).toBe('true');
    expect(codeField().readOnly).toBe(true);
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await user.click(verify);
    expect(actions.submitCode).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('while a new code is being sent: the resend button is busy', async () => {
    const state: CodeScreenState = { status: 'sendingCode', ...sentCode(0, '12') };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.getByRole('button', { name: 'Sending code…' }).getAttribute('aria-busy')).toBe('true');
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
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
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
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(actions.resend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('rate limited: says so, counts down to a retry, and offers starting over', async () => {
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
