import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { KitConfig, Session } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { kitError } from '../test-utils/fixtures';
import { LoginModal } from './login-modal';

const socialConfig: KitConfig = { ...fakeConfig, oauthProviders: ['apple', 'google', 'discord'] };
const oauthSession: Session = { ...fakeSession, method: 'oauth', contact: 'ada@example.com' };

function renderModal(kit: FakeKit, onSuccess?: (session: Session) => void) {
  return render(
    <LoginKitProvider kit={kit}>
      <LoginModal onSuccess={onSuccess} />
    </LoginKitProvider>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

/** axe on the modal's own subtree (see login-modal.test.tsx for why not the whole page). */
async function expectAccessibleModal(): Promise<void> {
  const root = screen.getByRole('dialog').closest('.loginkit');
  if (root === null) throw new Error('the dialog is not inside its .loginkit root');
  await expectNoAxeViolations(root);
}

function newestFlow(kit: FakeKit) {
  const flow = kit.oauthFlows.at(-1);
  if (flow === undefined) throw new Error('no social login flow');
  return flow;
}

const socialButtons = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button', { name: /^Continue with / })
    .map((button) => button.textContent);

describe('LoginModal with social login offered (config.oauthProviders)', () => {
  it('offers the providers’ buttons in the configuration’s order under the contact form, and names them in its description', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit(socialConfig));
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
    expect(socialButtons(dialog)).toEqual(['Continue with Apple', 'Continue with Google', 'Continue with Discord']);
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
    expect(
      screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code or your Apple, Google or Discord account.' }),
    ).toBe(dialog);
    expect(dialog.querySelector('[style]')).toBeNull();
    await expectAccessibleModal();
  });

  it('logs in: "Continue with Google" sends signIn to the newest flow inside the click; its states choose the screen', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    const onSuccess = vi.fn<(session: Session) => void>();
    renderModal(kit, onSuccess);
    const dialog = await openDialog(user);
    const button = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    const flow = newestFlow(kit);
    const probe = callsWhenClickEnds(() => flow.events.length);
    await user.click(button);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(flow.events).toEqual([{ type: 'signIn', provider: 'google' }]);

    await within(dialog).findByText('Finish logging in with Google in the window that opened.'); // its screens load in their own chunk
    expect(within(dialog).getByRole('status').textContent).toBe('Finish logging in with Google in the window that opened.');
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Continue in this tab' })).toBeTruthy();
    await expectAccessibleModal();

    act(() => flow.send({ type: 'authorized' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Logging you in with Google…');
    act(() => flow.send({ type: 'loggedIn', session: oauthSession, isNewUser: true }));
    expect(within(dialog).getByRole('status').textContent).toMatch(/account .* is ready/i);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(oauthSession);
    await expectAccessibleModal();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openDialog(user);
    expect(await within(reopened).findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(kit.oauthFlows).toHaveLength(2);
    await waitFor(() => expect(flow.disposed).toBe(true));
  });

  it('"Continue in this tab" asks for the redirect, and Back returns to the buttons', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    renderModal(kit);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Apple' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue in this tab' }));
    expect(newestFlow(kit).events.at(-1)).toEqual({ type: 'continueInTab' });
    expect(within(dialog).getByRole('status').textContent).toBe('Taking you to Apple…');

    act(() => newestFlow(kit).send({ type: 'authFailed', error: kitError('network') }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(newestFlow(kit).events.at(-1)).toEqual({ type: 'back' });
    expect(socialButtons(dialog)).toEqual(['Continue with Apple', 'Continue with Google', 'Continue with Discord']);
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
  });

  it('a failure shows one alert; Try again sends retry inside the click; closing then starts over', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    renderModal(kit);
    let dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Discord' }));
    const flow = newestFlow(kit);
    act(() => flow.send({ type: 'authFailed', error: kitError('popup_closed') }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/window was closed/i);
    await expectAccessibleModal();

    const probe = callsWhenClickEnds(() => flow.events.filter((event) => event.type === 'retry').length);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(flow.events.at(-1)).toEqual({ type: 'retry' });
    expect(within(dialog).getByRole('status').textContent).toBe('Finish logging in with Discord in the window that opened.');

    act(() => flow.send({ type: 'authFailed', error: kitError('oauth_provider_error', { providerErrorDescription: 'The user said no' }) }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/provider reported a problem.*Discord said: “The user said no”/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Continue with Discord' })).toBeTruthy();
    expect(kit.oauthFlows).toHaveLength(2);
  });

  it('closing the modal while the popup is open keeps the attempt', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    renderModal(kit);
    let dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('status').textContent).toBe('Finish logging in with Google in the window that opened.');
    expect(kit.oauthFlows).toHaveLength(1);
  });

  it('without OTP channels offers the buttons alone', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit({ ...socialConfig, otpChannels: [] }));
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with your Apple, Google or Discord account.' })).toBe(dialog);
    await expectAccessibleModal();
  });
});

describe('LoginModal after a social login came back by full-page redirect', () => {
  it('opens by itself on the outcome: a returning user is welcomed back', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    kit.redirectResult = { status: 'success', provider: 'google', intent: 'login', session: oauthSession, isNewUser: false };
    const onSuccess = vi.fn<(session: Session) => void>();
    renderModal(kit, onSuccess);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Welcome back, ada@example.com.'));
    expect(onSuccess).toHaveBeenCalledWith(oauthSession);
    await expectAccessibleModal();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openDialog(user);
    expect(await within(reopened).findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('opens on a refused return with the alert above the buttons; once closed it stays closed, and starts over', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    kit.redirectResult = { status: 'idle', error: kitError('oauth_state_mismatch') };
    renderModal(kit);
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/could not be verified/i);
    expect(socialButtons(dialog)).toHaveLength(3);
    await expectAccessibleModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    const reopened = await openDialog(user);
    expect(await within(reopened).findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(within(reopened).queryByRole('alert')).toBeNull();
    expect(kit.oauthFlows).toHaveLength(2);
  });

  it('asks a controlled host to open it', async () => {
    const kit = createFakeKit(socialConfig);
    kit.redirectResult = { status: 'failed', provider: 'x', intent: 'login', error: kitError('oauth_provider_error') };
    const onOpenChange = vi.fn<(open: boolean) => void>();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <LoginModal
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      );
    }
    render(
      <LoginKitProvider kit={kit}>
        <Host />
      </LoginKitProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Logging in with X didn’t work/);
  });

  it('does not open when nothing came back, and makes no flow (no key) until it is opened', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    renderModal(kit);
    await waitFor(() => expect(kit.loadConfig).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kit.oauthFlows).toHaveLength(0);
    await openDialog(user);
    await waitFor(() => expect(kit.oauthFlows).toHaveLength(1));
  });

  it('drops an idle flow (and its key) when the modal closes', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    renderModal(kit);
    await openDialog(user);
    await waitFor(() => expect(kit.oauthFlows).toHaveLength(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(kit.oauthFlows[0]?.disposed).toBe(true));
  });
});

describe('LoginModal without social login', () => {
  it('renders no provider buttons and creates no social login flow', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(fakeConfig);
    renderModal(kit);
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    expect(socialButtons(dialog)).toEqual([]);
    expect(kit.oauthFlows).toHaveLength(0);
  });
});
