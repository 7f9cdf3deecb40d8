import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError } from '../test-utils/fixtures';
import { StepUpCodeFailedScreen } from './step-up-code-failed-screen';
import { StepUpCodeScreen } from './step-up-code-screen';
import type { StepUpCodeState, StepUpStateOf } from './step-up-screen-types';
import { code, context, spyStepUpActions } from './test-utils/step-up-fixtures';

const step2 = context(1);
const entering = (typed = '', resendInMs = 30_000): StepUpCodeState => ({ status: 'enteringCode', context: step2, ...code(typed, resendInMs) });
const codeField = (): HTMLInputElement => screen.getByLabelText('6-digit code');

afterEach(() => {
  vi.useRealTimers();
});

describe('StepUpCodeScreen (a code sent to the account\'s own contact, typed as in the login)', () => {
  it('says where the code went, masked, with no way to change it, and focuses the one-time-code field', async () => {
    const { container } = render(<StepUpCodeScreen state={entering()} actions={spyStepUpActions()} />);
    expect(screen.getByText('We sent a code to a…@example.com.')).toBeTruthy();
    expect(container.textContent).not.toContain('ada@example.com');
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(codeField());
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sends each edit and submits itself when the code is complete; Verify submits too; Back returns to the options', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const { rerender } = render(<StepUpCodeScreen state={entering('12345')} actions={actions} />);
    await user.type(codeField(), '6');
    expect(actions.setCode).toHaveBeenCalledWith('123456');
    expect(actions.submitCode).toHaveBeenCalledTimes(1);
    rerender(<StepUpCodeScreen state={entering('123456')} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(actions.submitCode).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
  });

  it('counts down to the resend and refuses it until then', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const actions = spyStepUpActions();
    render(<StepUpCodeScreen state={entering('', 2_000)} actions={actions} />);
    const resend = screen.getByRole('button', { name: 'Resend code in 2 seconds' });
    act(() => resend.click());
    expect(actions.resend).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(resend.textContent).toBe('Resend code');
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => resend.click());
    expect(actions.resend).toHaveBeenCalledTimes(1);
  });

  it('a wrong code: the alert names it, the field is marked invalid and keeps the code for retyping', async () => {
    const state: StepUpCodeState = { status: 'codeInvalid', context: step2, ...code('111111'), error: kitError('otp_invalid') };
    const { container } = render(<StepUpCodeScreen state={state} actions={spyStepUpActions()} />);
    expect(screen.getByRole('alert').textContent).toBe('That code is not right. Check it and try again.');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await expectNoAxeViolations(container);
  });

  it('an expired (or spent) code: no field, Resend code is the main action (focused)', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const state: StepUpCodeState = { status: 'codeExpired', context: step2, ...code('123456', 0), error: kitError('token_expired') };
    const { container } = render(<StepUpCodeScreen state={state} actions={actions} />);
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.className).toContain('loginkit-button--primary');
    expect(document.activeElement).toBe(resend);
    await user.click(resend);
    expect(actions.resend).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('a rate limit after a code: Try again counts down, as in the login, then repeats', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const actions = spyStepUpActions();
    const state: StepUpCodeState = {
      status: 'rateLimited',
      context: step2,
      ...code('123456'),
      error: kitError('rate_limited'),
      retryAt: Date.now() + 90_000,
      previous: 'verifying',
    };
    const { container } = render(<StepUpCodeScreen state={state} actions={actions} />);
    const retry = screen.getByRole('button', { name: 'Try again in 1 minute, 30 seconds' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(90_000));
    act(() => retry.click());
    expect(actions.retry).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('while checking: busy Verify, read-only field; after a few seconds "Still waiting" and Cancel (back to the code typed)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const actions = spyStepUpActions();
    const state: StepUpCodeState = { status: 'verifying', context: step2, ...code('123456') };
    const { container } = render(<StepUpCodeScreen state={state} actions={actions} slowAfterMs={1_000} />);
    expect(screen.getByRole('button', { name: 'Verifying…' }).getAttribute('aria-busy')).toBe('true');
    expect(codeField().readOnly).toBe(true);
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Still waiting for the login service…')).toBeTruthy();
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(actions.back).toHaveBeenCalledTimes(1);
  });
});

describe('StepUpCodeFailedScreen (sending or checking failed, or the first send was rate limited)', () => {
  const failed = (overrides: Partial<StepUpStateOf<'codeFailed'>> = {}): StepUpStateOf<'codeFailed'> => ({
    status: 'codeFailed',
    context: step2,
    method: 'email_otp',
    channel: 'email',
    contact: 'ada@example.com',
    error: kitError('network'),
    previous: 'sendingCode',
    ...overrides,
  });

  it('says what went wrong, to the masked contact, with Try again focused and Back', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const { container } = render(<StepUpCodeFailedScreen state={failed()} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not reach the login service.');
    expect(screen.getByText(/We could not send a code to a…@example\.com\./)).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    await user.click(retry);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('a failed check keeps the code; an untrusted answer is not retried (Back is focused)', () => {
    const { unmount } = render(<StepUpCodeFailedScreen state={failed({ previous: 'verifying', code: '123456' })} actions={spyStepUpActions()} />);
    expect(screen.getByText('Your code is kept: try again to check it.')).toBeTruthy();
    unmount();
    render(<StepUpCodeFailedScreen state={failed({ error: kitError('untrusted_response') })} actions={spyStepUpActions()} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
  });

  it('a rate-limited first send counts down on Try again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const state: StepUpStateOf<'rateLimited'> = { ...failed(), status: 'rateLimited', error: kitError('rate_limited'), retryAt: Date.now() + 5_000 };
    render(<StepUpCodeFailedScreen state={state} actions={spyStepUpActions()} />);
    expect(screen.getByRole('button', { name: 'Try again in 5 seconds' }).getAttribute('aria-disabled')).toBe('true');
  });
});
