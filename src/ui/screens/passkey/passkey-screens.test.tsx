import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../locales/ar';
import { arMethodScreens } from '../../locales/method-screens/ar';
import { StringsProvider } from '../../locales/strings-context';
import { loadMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { callsWhenClickEnds } from '../../test-utils/click-probe';
import { kitError, spyPasskeyActions, supported } from '../../test-utils/fixtures';
import { PasskeyCancelledScreen } from './passkey-cancelled-screen';
import { PasskeyCompletingScreen } from './passkey-completing-screen';
import { PasskeyFailedScreen } from './passkey-failed-screen';
import { PasskeyNamingScreen } from './passkey-naming-screen';
import { PasskeyPromptingScreen } from './passkey-prompting-screen';
import type { PasskeyScreenState } from './passkey-screen-types';

afterEach(() => {
  vi.useRealTimers();
});

const naming = (overrides: Partial<PasskeyScreenState<'naming'>> = {}): PasskeyScreenState<'naming'> => ({
  status: 'naming',
  support: supported,
  userName: '',
  ...overrides,
});

describe('PasskeyNamingScreen (signup: name the account, then create the passkey)', () => {
  it('has a labelled, optional name field with its hint, focused, and no style attributes', async () => {
    const { container } = render(<PasskeyNamingScreen state={naming()} actions={spyPasskeyActions()} />);
    const field = screen.getByLabelText('Account name');
    expect(screen.getByRole('heading', { name: 'Create an account with a passkey' })).toBeTruthy();
    expect(screen.getByRole('textbox', { description: /leave it empty to use a default name/ })).toBe(field);
    expect(field.getAttribute('autocomplete')).toBe('username');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sends each edit to the flow', async () => {
    const user = userEvent.setup();
    const actions = spyPasskeyActions();
    render(<PasskeyNamingScreen state={naming({ userName: 'Ad' })} actions={actions} />);
    await user.type(screen.getByLabelText('Account name'), 'a');
    expect(actions.setUserName).toHaveBeenLastCalledWith('Ada');
  });

  it('"Create passkey" sends createPasskey inside the click, once', async () => {
    const user = userEvent.setup();
    const actions = spyPasskeyActions();
    render(<PasskeyNamingScreen state={naming({ userName: 'Ada' })} actions={actions} />);
    const probe = callsWhenClickEnds(actions.createPasskey);
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(actions.createPasskey).toHaveBeenCalledTimes(1);
  });

  it('names an account left empty in the modal\'s language (with the date) before creating the passkey; a typed name stays', async () => {
    const now = new Date(2026, 10, 27, 23, 47);
    await loadMethodScreenStrings('ar');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const actions = spyPasskeyActions();
    const view = render(
      <StringsProvider strings={ar}>
        <PasskeyNamingScreen state={naming({ userName: '  ' })} actions={actions} />
      </StringsProvider>,
    );
    act(() => screen.getByRole('button', { name: arMethodScreens.passkeyCreate }).click());
    expect(actions.setUserName).toHaveBeenCalledWith(arMethodScreens.passkeyDefaultUserName(now));
    expect(actions.setUserName.mock.invocationCallOrder[0]).toBeLessThan(actions.createPasskey.mock.invocationCallOrder[0] ?? 0);
    view.rerender(<PasskeyNamingScreen state={naming({ userName: 'Ada' })} actions={actions} />);
    act(() => screen.getByRole('button', { name: 'Create passkey' }).click());
    expect(actions.setUserName).toHaveBeenCalledTimes(1);
    expect(actions.createPasskey).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('Enter in the field creates the passkey too (once), and Back goes back', async () => {
    const user = userEvent.setup();
    const actions = spyPasskeyActions();
    render(<PasskeyNamingScreen state={naming({ userName: 'Ada' })} actions={actions} />);
    await user.type(screen.getByLabelText('Account name'), '{Enter}');
    expect(actions.createPasskey).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
    expect(actions.createPasskey).toHaveBeenCalledTimes(1);
  });

  it('ties a refused name to the field: alert, aria-invalid, aria-describedby', async () => {
    const state = naming({ userName: 'x'.repeat(300), error: kitError('invalid_input', { field: 'userName' }) });
    const { container } = render(<PasskeyNamingScreen state={state} actions={spyPasskeyActions()} />);
    const field = screen.getByLabelText('Account name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('This name cannot be used. Choose a shorter one, or leave it empty.');
    expect(screen.getByRole('textbox', { description: /This name cannot be used/ })).toBe(field);
    await expectNoAxeViolations(container);
  });

  it('shows other errors with the message for their code, without marking the name invalid', () => {
    render(<PasskeyNamingScreen state={naming({ error: kitError('network') })} actions={spyPasskeyActions()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/could not reach the login service/);
    expect(screen.getByLabelText('Account name').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('PasskeyPromptingScreen (the browser prompt is open)', () => {
  it('says it is waiting for the passkey, what to do, and Cancel goes back', async () => {
    const user = userEvent.setup();
    const actions = spyPasskeyActions();
    const state: PasskeyScreenState<'prompting'> = { status: 'prompting', support: supported, mode: 'login', userName: '' };
    const { container } = render(<PasskeyPromptingScreen state={state} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'Waiting for your passkey…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Choose your passkey in your browser’s prompt to log in.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await user.click(cancel);
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('asks to create the passkey during a signup', () => {
    const state: PasskeyScreenState<'prompting'> = { status: 'prompting', support: supported, mode: 'signup', userName: 'Ada' };
    render(<PasskeyPromptingScreen state={state} actions={spyPasskeyActions()} />);
    expect(screen.getByRole('status').textContent).toBe('Follow your browser’s prompt to create the passkey.');
  });
});

describe('PasskeyCompletingScreen (the service finishes the login or signup)', () => {
  it.each([
    ['login', 'Logging you in…'],
    ['signup', 'Creating your account…'],
  ] as const)('%s: a busy status with no buttons', async (mode, text) => {
    const state: PasskeyScreenState<'completing'> = { status: 'completing', support: supported, mode, userName: '' };
    const { container } = render(<PasskeyCompletingScreen state={state} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('PasskeyCancelledScreen (the prompt was closed)', () => {
  it('says so; Try again retries inside the click; "Use another method" goes back', async () => {
    const user = userEvent.setup();
    const actions = spyPasskeyActions();
    const state: PasskeyScreenState<'cancelled'> = {
      status: 'cancelled',
      support: supported,
      mode: 'signup',
      userName: 'Ada',
      error: kitError('passkey_cancelled'),
    };
    const { container } = render(<PasskeyCancelledScreen state={state} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'You closed the passkey prompt' })).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    const probe = callsWhenClickEnds(actions.retry);
    await user.click(retry);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Use another method' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});

describe('PasskeyFailedScreen', () => {
  const failed = (code: Parameters<typeof kitError>[0], mode: 'login' | 'signup' = 'login'): PasskeyScreenState<'failed'> => ({
    status: 'failed',
    support: supported,
    mode,
    userName: '',
    error: kitError(code),
  });

  it('an unknown passkey: one alert naming the passkey problem; Try again (inside the click) and Back', async () => {
    const user = userEvent.setup();
    const actions = spyPasskeyActions();
    const { container } = render(<PasskeyFailedScreen state={failed('unauthenticated')} actions={actions} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Passkey login didn’t work/);
    expect(alert.textContent).toMatch(/That passkey is not registered for this app/);
    const probe = callsWhenClickEnds(actions.retry);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['network', 'login', /Passkey login didn’t work.*could not reach the login service/],
    ['relay_rejected', 'signup', /Your passkey was not created.*refused the request/],
    ['activity_failed', 'signup', /Your passkey was not created.*could not be completed/],
  ] as const)('%s (%s): the heading for the mode and the message for the code', (code, mode, text) => {
    render(<PasskeyFailedScreen state={failed(code, mode)} actions={spyPasskeyActions()} />);
    expect(screen.getByRole('alert').textContent).toMatch(text);
  });

  it('a browser without passkeys: the explanation and Back, no Try again that would fail again', async () => {
    const { container } = render(<PasskeyFailedScreen state={failed('passkey_unsupported')} actions={spyPasskeyActions()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/can’t use passkeys here/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    await expectNoAxeViolations(container);
  });
});
