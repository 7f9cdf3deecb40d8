import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError, type LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, passkeyIdle } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from './login-modal';

function withKit(kit: LoginKit, ui: ReactNode) {
  return render(<LoginKitProvider kit={kit}>{ui}</LoginKitProvider>);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

const slowLine = 'Still waiting for the login service…';
const sent = { type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt: 0 } as const;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LoginModal: the person always has something to do while the service is slow', () => {
  it('a configuration that does not load: after 5 s a polite line and Try again, which asks again; Close works throughout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const kit = createFakeKit();
    kit.loadConfig.mockImplementation(() => new Promise(() => undefined));
    withKit(kit, <LoginModal defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(dialog).getByText(slowLine)).toBeTruthy();
    const calls = kit.loadConfig.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(kit.loadConfig.mock.calls.length).toBeGreaterThan(calls));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a code the relay is slow to check: Cancel goes back to the code typed, with no error', async () => {
    let user = userEvent.setup();
    const kit = createFakeKit();
    withKit(kit, <LoginModal />);
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    const flow = kit.flows.at(-1)!;
    act(() => flow.send(sent));
    const codeField = await within(dialog).findByLabelText('6-digit code');
    // The clock is ours from the check on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(codeField, '123456');
    expect(flow.getSnapshot().status).toBe('verifying');
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(dialog).getByText(slowLine)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(flow.getSnapshot()).toMatchObject({ status: 'enteringCode', code: '123456' });
    expect(within(dialog).queryByText(slowLine)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456');
  });

  it('closing ends the waits at once: a code being checked goes back to the code typed', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    withKit(kit, <LoginModal />);
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    const flow = kit.flows.at(-1)!;
    act(() => flow.send(sent));
    await user.type(await within(dialog).findByLabelText('6-digit code'), '123456');
    expect(flow.getSnapshot().status).toBe('verifying');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flow.getSnapshot()).toMatchObject({ status: 'enteringCode', code: '123456' });
  });

  it('closing ends a first send too (back to the address), and a passkey login completing', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    withKit(kit, <LoginModal />);
    let dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    const otp = kit.flows.at(-1)!;
    expect(otp.getSnapshot().status).toBe('sendingCode');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(otp.getSnapshot()).toEqual({ status: 'enteringContact', channel: 'email', contact: 'ada@example.com' });

    dialog = await openDialog(user);
    const passkey = kit.passkeyFlows.at(-1)!;
    act(() => passkey.set({ status: 'completing', support: passkeyIdle.support, mode: 'login', userName: '' }));
    await within(dialog).findByText('Logging you in…');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(passkey.events.map((event) => event.type)).toContain('cancel');
    expect(passkey.getSnapshot().status).toBe('idle');
  });
});

describe('LoginModal: a screen that fails to render', () => {
  it('shows "Something went wrong" with the error’s code inside the dialog, keeps the header and Close, and Try again remounts the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const kit = createFakeKit();
    let broken = true;
    const strings = {
      codeSentTo: (contact: string) => {
        if (broken) throw new LoginKitError('response_invalid', 'a screen could not be rendered');
        return `We sent a code to ${contact}.`;
      },
    };
    withKit(
      kit,
      <>
        <p>The host app</p>
        <LoginModal strings={strings} />
      </>,
    );
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    act(() => kit.flows.at(-1)!.send(sent));

    expect(within(dialog).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('This screen could not be shown. Error code: response_invalid.');
    expect(within(dialog).getByRole('heading', { name: 'Log in to Acme' })).toBeTruthy();
    expect(screen.getByText('The host app')).toBeTruthy();
    const root = dialog.closest('.loginkit');
    if (root === null) throw new Error('no .loginkit root');
    await expectNoAxeViolations(root);

    broken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByText('We sent a code to ada@example.com.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The host app')).toBeTruthy();
  });
});
