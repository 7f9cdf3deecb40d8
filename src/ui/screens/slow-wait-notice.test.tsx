import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailOnlyConfig, oauthConfig, sentCode, spyActions, spyOauthActions, spyPasskeyActions, spyWalletActions, supported } from '../test-utils/fixtures';
import { CodeScreen } from './code-screen';
import { ContactScreen } from './contact-screen';
import { LoadingScreen } from './loading-screen';
import { OauthCompletingScreen } from './oauth/oauth-completing-screen';
import { PasskeyCompletingScreen } from './passkey/passkey-completing-screen';
import { WalletCompletingScreen } from './wallet/wallet-completing-screen';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const slowLine = 'Still waiting for the login service…';
/** The notice's live region (polite, there from the start). */
const liveRegion = (container: HTMLElement): HTMLElement => {
  const region = container.ownerDocument.querySelector<HTMLElement>('.loginkit-slow-wait [aria-live]');
  if (region === null) throw new Error('no slow-wait live region');
  return region;
};

/** A waiting screen to render, and how many times its notice's action reached the flow. */
type Waiting = () => { element: ReactElement; calls(): number };

const otpScreen = (render: (actions: ReturnType<typeof spyActions>) => ReactElement): Waiting => () => {
  const actions = spyActions();
  return { element: render(actions), calls: () => actions.cancel.mock.calls.length };
};

/** Every waiting screen, and the action its notice offers. */
const waitingScreens: [string, string, Waiting][] = [
  [
    'the code screen while checking the code',
    'Cancel',
    otpScreen((actions) => <CodeScreen state={{ status: 'verifying', ...sentCode(0, '123456') }} config={emailOnlyConfig} actions={actions} />),
  ],
  [
    'the code screen while resending',
    'Cancel',
    otpScreen((actions) => <CodeScreen state={{ status: 'sendingCode', ...sentCode(0, '12') }} config={emailOnlyConfig} actions={actions} />),
  ],
  [
    'the contact screen while sending the first code',
    'Cancel',
    otpScreen((actions) => <ContactScreen state={{ status: 'sendingCode', channel: 'email', contact: 'ada@example.com' }} config={emailOnlyConfig} actions={actions} />),
  ],
  [
    'the passkey completing screen',
    'Cancel',
    () => {
      const actions = spyPasskeyActions();
      const state = { status: 'completing', support: supported, mode: 'login', userName: '' } as const;
      return { element: <PasskeyCompletingScreen state={state} actions={actions} />, calls: () => actions.cancel.mock.calls.length };
    },
  ],
  [
    'the social login completing screen',
    'Cancel',
    () => {
      const actions = spyOauthActions();
      const state = { status: 'completing', provider: 'google', intent: 'login' } as const;
      return { element: <OauthCompletingScreen state={state} actions={actions} />, calls: () => actions.cancel.mock.calls.length };
    },
  ],
  [
    'the wallet completing screen',
    'Cancel',
    () => {
      const actions = spyWalletActions();
      return { element: <WalletCompletingScreen actions={actions} />, calls: () => actions.cancel.mock.calls.length };
    },
  ],
  [
    'the configuration loading screen',
    'Try again',
    () => {
      const onRetry = vi.fn<() => void>();
      return { element: <LoadingScreen onRetry={onRetry} />, calls: () => onRetry.mock.calls.length };
    },
  ],
];

describe('the slow-wait notice in every waiting screen', () => {
  it.each(waitingScreens)('%s: after 5 s, a polite line and %s, without moving focus', async (_name, action, make) => {
    const { element, calls } = make();
    const { container } = render(
      <>
        <button type="button">elsewhere</button>
        {element}
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    const region = liveRegion(container);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('button', { name: action })).toBeNull();

    act(() => vi.advanceTimersByTime(4_999));
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('button', { name: action })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    // The same region (announced as it fills), outside anything aria-busy.
    expect(liveRegion(container)).toBe(region);
    expect(region.textContent).toBe(slowLine);
    expect(region.closest('[aria-busy="true"]')).toBeNull();
    const button = screen.getByRole('button', { name: action });
    expect(document.activeElement).toBe(elsewhere);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    button.focus();
    expect(document.activeElement).toBe(button);
    act(() => button.click());
    expect(calls()).toBe(1);

    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('goes away as soon as the wait ends, and counts a new wait from zero', () => {
    const actions = spyActions();
    const verifying = <CodeScreen state={{ status: 'verifying', ...sentCode(0, '123456') }} config={emailOnlyConfig} actions={actions} />;
    const view = render(verifying);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText(slowLine)).toBeTruthy();

    view.rerender(<CodeScreen state={{ status: 'enteringCode', ...sentCode(0, '123456') }} config={emailOnlyConfig} actions={actions} />);
    expect(screen.queryByText(slowLine)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    view.rerender(verifying);
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText(slowLine)).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(slowLine)).toBeTruthy();
  });

  it('shows nothing on screens that do not wait on the service', () => {
    const { container } = render(<CodeScreen state={{ status: 'enteringCode', ...sentCode(0) }} config={emailOnlyConfig} actions={spyActions()} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(liveRegion(container).textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('without actions, a completing screen shows the line alone', () => {
    render(<OauthCompletingScreen state={{ status: 'completing', provider: 'google', intent: 'link' }} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText(slowLine)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the loading screen of a lazy chunk (no onRetry) shows no notice', () => {
    const { container } = render(<LoadingScreen />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.querySelector('.loginkit-slow-wait')).toBeNull();
  });

  it('takes its delay from slowAfterMs', () => {
    render(<ContactScreen state={{ status: 'sendingCode', channel: 'email', contact: 'ada@example.com' }} config={oauthConfig} actions={spyActions()} slowAfterMs={1_000} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(slowLine)).toBeTruthy();
  });
});
