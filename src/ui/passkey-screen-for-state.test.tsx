import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PasskeyState } from '../core/internal';
import { passkeyScreenForState } from './passkey-screen-for-state';
import { expectNoAxeViolations } from './test-utils/axe';
import { kitError, session, spyPasskeyActions, supported } from './test-utils/fixtures';

const passkeySession = { ...session, method: 'passkey' as const, contact: undefined };
const base = { support: supported, mode: 'login' as const, userName: '' };

/** Every status past idle, and what the user should see first on its screen. */
const cases: [string, PasskeyState, () => HTMLElement][] = [
  ['naming', { status: 'naming', support: supported, userName: '' }, () => screen.getByLabelText('Account name')],
  ['prompting', { status: 'prompting', ...base }, () => screen.getByRole('heading', { name: 'Waiting for your passkey…' })],
  ['completing', { status: 'completing', ...base }, () => screen.getByRole('status', { busy: true })],
  ['cancelled', { status: 'cancelled', ...base, error: kitError('passkey_cancelled') }, () => screen.getByRole('heading', { name: 'You closed the passkey prompt' })],
  ['failed', { status: 'failed', ...base, error: kitError('unauthenticated') }, () => screen.getByRole('alert')],
  [
    'success (new account)',
    { status: 'success', support: supported, mode: 'signup', session: passkeySession, isNewUser: true },
    () => screen.getByRole('heading', { name: 'You are logged in' }),
  ],
];

describe('passkeyScreenForState maps every passkey status past idle to its screen', () => {
  it.each(cases)('%s', async (_name, state, firstThing) => {
    const { container } = render(passkeyScreenForState(state, { actions: spyPasskeyActions(), onDone: () => undefined }));
    expect(firstThing()).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('has no screen for idle: its buttons are on the contact screen', () => {
    expect(passkeyScreenForState({ status: 'idle', support: supported }, { actions: spyPasskeyActions() })).toBeNull();
  });

  it('ends on the shared success screen: new account, or welcome back', () => {
    const view = render(
      passkeyScreenForState({ status: 'success', support: supported, mode: 'signup', session: passkeySession, isNewUser: true }, { actions: spyPasskeyActions() }),
    );
    expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your account with this passkey is ready.');
    view.unmount();
    render(passkeyScreenForState({ status: 'success', support: supported, mode: 'login', session: passkeySession, isNewUser: false }, { actions: spyPasskeyActions() }));
    expect(screen.getByRole('status').textContent).toBe('Welcome back.');
  });
});
