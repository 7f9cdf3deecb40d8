import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError, session, spyActions } from '../test-utils/fixtures';
import { ConfigErrorScreen } from './config-error-screen';
import { ErrorScreen } from './error-screen';
import { LoadingScreen } from './loading-screen';
import type { FailedScreenState, SuccessScreenState } from './screen-types';
import { SuccessScreen } from './success-screen';

const success = (isNewUser: boolean): SuccessScreenState => ({ status: 'success', channel: 'email', contact: 'ada@example.com', session, isNewUser });

describe('SuccessScreen', () => {
  it('says the user is logged in, that a new account is ready, and closes with Done', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { container } = render(<SuccessScreen state={success(true)} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your account for ada@example.com is ready.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('welcomes a returning user back, and has no button when nothing can be closed', async () => {
    const { container } = render(<SuccessScreen state={success(false)} />);
    expect(screen.getByRole('status').textContent).toBe('Welcome back, ada@example.com.');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('SuccessScreen greets the verified identity, never the typed one', () => {
  it('a code login names the session’s contact when the state carries another', () => {
    const state: SuccessScreenState = { status: 'success', channel: 'email', contact: 'typed@example.com', session: { ...session, contact: 'eve@example.com' }, isNewUser: false };
    render(<SuccessScreen state={state} />);
    expect(screen.getByRole('status').textContent).toBe('Welcome back, eve@example.com.');
    expect(screen.queryByText(/typed@example\.com/)).toBeNull();
  });

  it.each([
    [true, 'Your account is ready.'],
    [false, 'Welcome back.'],
  ])('a code login whose session names no contact (new user: %s) names none', (isNewUser, text) => {
    const state: SuccessScreenState = { status: 'success', channel: 'sms', contact: '+14155550123', session: { ...session, contact: undefined }, isNewUser };
    render(<SuccessScreen state={state} />);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('a returning wallet user is greeted with the session’s address', () => {
    const wallet = { id: 'eip6963:fox', chain: 'ethereum', source: 'eip6963', name: 'Fox Wallet' } as const;
    const account = { chain: 'ethereum', address: '0x1111111111111111111111111111111111111111' } as const;
    const verified = '0x2222222222222222222222222222222222222222';
    const view = render(<SuccessScreen state={{ status: 'success', wallet, account, session: { ...session, method: 'wallet', contact: verified }, isNewUser: false }} />);
    expect(screen.getByRole('status').textContent).toBe(`Welcome back, ${verified}.`);
    view.rerender(<SuccessScreen state={{ status: 'success', wallet, account, session: { ...session, method: 'wallet', contact: undefined }, isNewUser: false }} />);
    expect(screen.getByRole('status').textContent).toBe('Welcome back.');
  });
});

describe('ErrorScreen (failed)', () => {
  it('explains the failure and offers retry and start over', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: FailedScreenState = { status: 'failed', channel: 'email', contact: 'ada@example.com', previous: 'sendingCode', error: kitError('network') };
    const { container } = render(<ErrorScreen state={state} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('We could not reach the login service. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    expect(actions.reset).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('uses the message of the error code', () => {
    const state: FailedScreenState = { status: 'failed', channel: 'sms', contact: '+14155550123', previous: 'verifying', error: kitError('bundle_invalid') };
    render(<ErrorScreen state={state} actions={spyActions()} />);
    expect(screen.getByRole('alert').textContent).toBe('The login service sent a response we could not verify. Start over.');
  });
});

describe('LoadingScreen and ConfigErrorScreen', () => {
  it('announces loading as a busy status', async () => {
    const { container } = render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    await expectNoAxeViolations(container);
  });

  it('says the configuration could not load, why, and offers to load it again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<ConfigErrorScreen error={kitError('origin_not_allowed')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('This site is not allowed to use this login service.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
