import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoginKit, Session } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, createTestRelay, fakeSession, kitOptionsFor, latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from './login-modal';

function withKit(kit: LoginKit, ui: ReactNode) {
  return render(<LoginKitProvider kit={kit}>{ui}</LoginKitProvider>);
}

/** axe on the modal's own subtree (its .loginkit root at the end of <body>). */
async function expectAccessibleModal(): Promise<void> {
  const root = screen.getByRole('dialog').closest('.loginkit');
  if (root === null) throw new Error('the dialog is not inside its .loginkit root');
  await expectNoAxeViolations(root);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

describe('LoginModal', () => {
  it('opens from its "Log in" button as an accessible dialog: title with the app name, description, logo', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal />);
    const dialog = await openDialog(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Log in to Acme' })).toBe(dialog);
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code.' })).toBe(dialog);
    const logo = within(dialog).getByRole('img', { name: 'Acme logo' });
    expect(logo.getAttribute('src')).toBe('https://acme.example/logo.png');
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toBeTruthy());
    await expectAccessibleModal();
  });

  it('puts focus in the contact field, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal />);
    const trigger = screen.getByRole('button', { name: 'Log in' });
    const dialog = await openDialog(user);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email address')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a busy status while the configuration loads, and a retry when it fails', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    let fail: (error: unknown) => void = () => undefined;
    kit.loadConfig.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    withKit(kit, <LoginModal defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').getAttribute('aria-busy')).toBe('true');
    await expectAccessibleModal();

    const { LoginKitError } = await import('../../core/index');
    act(() => fail(new LoginKitError('network', 'offline')));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/could not reach the login service/);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toBeTruthy());
    // Try again asks the kit for a fresh load (ending one that stalls), which the query then reads.
    expect(kit.loadConfig).toHaveBeenCalledWith({ reload: true });
    expect(kit.loadConfig).toHaveBeenCalledTimes(3);
  });

  it('can be controlled (open / onOpenChange) and have no trigger of its own', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Sign in please
          </button>
          <LoginModal
            trigger={null}
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          />
        </>
      );
    }
    withKit(createFakeKit(), <Host />);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in please' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('uses an element given as trigger, translated strings, a theme and an extra class', async () => {
    const user = userEvent.setup();
    withKit(
      createFakeKit(),
      <LoginModal trigger={<button type="button">Connexion</button>} strings={{ continue: 'Continuer', close: 'Fermer' }} theme="dark" className="host-login" />,
    );
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    const root = dialog.closest('.loginkit');
    expect(root?.getAttribute('data-theme')).toBe('dark');
    expect(root?.classList.contains('host-login')).toBe(true);
  });

  it('uses class names only: no style attributes in its screens', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal />);
    const dialog = await openDialog(user);
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toBeTruthy());
    const header = dialog.querySelector('.loginkit-header');
    const screenRoot = dialog.querySelector('.loginkit-screen');
    expect(header?.querySelector('[style]')).toBeNull();
    expect(screenRoot?.querySelector('[style]')).toBeNull();
    expect(screenRoot?.hasAttribute('style')).toBe(false);
  });

  it('after a login, Done closes it, and the next opening starts over', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    withKit(kit, <LoginModal />);
    const dialog = await openDialog(user);
    await waitFor(() => expect(kit.flows).toHaveLength(1));
    const flow = kit.flows[0];
    if (flow === undefined) throw new Error('no flow');
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com{Enter}');
    act(() => flow.send({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt: Date.now() + 30_000 }));
    await user.type(await within(dialog).findByLabelText('6-digit code'), '123456');
    expect(flow.getSnapshot().status).toBe('verifying');
    act(() => flow.send({ type: 'loggedIn', session: fakeSession, isNewUser: false }));
    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    await expectAccessibleModal();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openDialog(user);
    await waitFor(() => expect(within(reopened).getByLabelText('Email address')).toBeTruthy());
  });
});

/** The README's app: the trigger goes once logged in, and "Log out" takes its place. */
function AppWithLogout({ withFinalFocus }: { withFinalFocus: boolean }) {
  const [loggedIn, setLoggedIn] = useState(false);
  const logOut = useRef<HTMLButtonElement>(null);
  return (
    <>
      <LoginModal trigger={loggedIn ? null : undefined} finalFocus={withFinalFocus ? logOut : undefined} onSuccess={() => setLoggedIn(true)} />
      {loggedIn && (
        <button ref={logOut} type="button">
          Log out
        </button>
      )}
    </>
  );
}

describe('LoginModal: where focus goes on closing once its trigger has gone', () => {
  async function logIn(user: ReturnType<typeof userEvent.setup>, kit: ReturnType<typeof createFakeKit>): Promise<HTMLElement> {
    const dialog = await openDialog(user);
    await waitFor(() => expect(kit.flows).toHaveLength(1));
    const flow = kit.flows[0]!;
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com{Enter}');
    act(() => flow.send({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt: Date.now() + 30_000 }));
    await user.type(await within(dialog).findByLabelText('6-digit code'), '123456');
    act(() => flow.send({ type: 'loggedIn', session: fakeSession, isNewUser: false }));
    await within(dialog).findByRole('heading', { name: 'You are logged in' });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    return dialog;
  }

  it('Done: to finalFocus ("Log out", where the trigger was)', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    withKit(kit, <AppWithLogout withFinalFocus />);
    const dialog = await logIn(user, kit);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
  });

  it('Escape: to finalFocus too', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    withKit(kit, <AppWithLogout withFinalFocus />);
    await logIn(user, kit);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
  });

  it('without finalFocus: to the page (the trigger is gone)', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    withKit(kit, <AppWithLogout withFinalFocus={false} />);
    const dialog = await logIn(user, kit);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.body);
  });
});

describe('LoginModal against the mock relay', () => {
  it('signs a new user up by email: contact, code from the mailbox (auto-submitted), success, onSuccess', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ appName: 'Mock App' });
    const onSuccess = vi.fn<(session: Session) => void>();
    render(
      <LoginKitProvider options={kitOptionsFor(relay)}>
        <LoginModal onSuccess={onSuccess} />
      </LoginKitProvider>,
    );
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('heading', { name: 'Log in to Mock App' })).toBeTruthy();
    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');

    const code = await within(dialog).findByLabelText('6-digit code');
    expect(within(dialog).getByText(/We sent a code to ada@example\.com/)).toBeTruthy();
    await expectAccessibleModal();
    await user.type(code, latestCode(relay, 'ada@example.com'));

    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 30_000 })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Your account for ada@example.com is ready.');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0].contact).toBe('ada@example.com');
  });

  it('a wrong code shows an alert about the code, and the right one still logs in', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay();
    render(
      <LoginKitProvider options={kitOptionsFor(relay)}>
        <LoginModal />
      </LoginKitProvider>,
    );
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'typo@example.com{Enter}');
    const field = await within(dialog).findByLabelText('6-digit code');
    const right = latestCode(relay, 'typo@example.com');
    await user.type(field, right === '000000' ? '111111' : '000000');
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/code/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await expectAccessibleModal();

    await user.clear(field);
    await user.type(field, right);
    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 30_000 })).toBeTruthy();
  });
});
