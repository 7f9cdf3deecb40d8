import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailOnlyConfig, kitError, sentCode, spyActions } from '../test-utils/fixtures';
import { CodeScreen } from './code-screen';
import type { CodeScreenState } from './screen-types';

const entering = (resendInMs: number): CodeScreenState => ({ status: 'enteringCode', ...sentCode(resendInMs) });
/** The polite live region that says when a countdown has ended. */
const announcer = (): HTMLElement => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CodeScreen resend countdown', () => {
  it('shows the seconds left on the resend button and announces (politely) only its end', async () => {
    const actions = spyActions();
    const { container } = render(<CodeScreen state={entering(3_000)} config={emailOnlyConfig} actions={actions} />);
    const resend = screen.getByRole('button', { name: /^Resend code in 3\b/ });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(announcer().getAttribute('aria-live') ?? 'polite').toBe('polite');
    expect(announcer().textContent).toBe('');

    act(() => vi.advanceTimersByTime(1_000));
    expect(resend.textContent).toMatch(/^Resend code in 2\b/);
    expect(announcer().textContent).toBe('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(resend.textContent).toMatch(/^Resend code in 1\b/);
    expect(announcer().textContent).toBe('');

    act(() => vi.advanceTimersByTime(1_000));
    expect(resend.textContent).toBe('Resend code');
    expect(resend.getAttribute('aria-disabled')).toBeNull();
    expect(announcer().textContent).toBe('You can send a new code now.');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('follows a new resendAvailableAt after a resend: quiet while counting, announced again at zero', () => {
    const actions = spyActions();
    const view = render(<CodeScreen state={entering(1_000)} config={emailOnlyConfig} actions={actions} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(announcer().textContent).toBe('You can send a new code now.');

    view.rerender(<CodeScreen state={{ status: 'sendingCode', ...sentCode(0) }} config={emailOnlyConfig} actions={actions} />);
    expect(announcer().textContent).toBe('');
    view.rerender(<CodeScreen state={entering(2_000)} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('button', { name: /^Resend code in 2\b/ })).toBeTruthy();
    expect(announcer().textContent).toBe('');
    act(() => vi.advanceTimersByTime(2_000));
    expect(announcer().textContent).toBe('You can send a new code now.');
  });

  it('says nothing when the resend was already available as the screen came', () => {
    render(<CodeScreen state={entering(0)} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    expect(announcer().textContent).toBe('');
  });

  it('a rate limit counts down from its Retry-After and announces when trying again is allowed', async () => {
    const actions = spyActions();
    const state: CodeScreenState = {
      status: 'rateLimited',
      error: kitError('rate_limited', { retryAfterMs: 2_000 }),
      previous: 'sendingCode',
      retryAt: Date.now() + 2_000,
      ...sentCode(0),
    };
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={actions} />);
    const retry = screen.getByRole('button', { name: /^Try again in 2\b/ });
    act(() => retry.click());
    expect(actions.retry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(announcer().textContent).toBe('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(retry.textContent).toBe('Try again');
    expect(announcer().textContent).toBe('You can try again now.');
    act(() => retry.click());
    expect(actions.retry).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
