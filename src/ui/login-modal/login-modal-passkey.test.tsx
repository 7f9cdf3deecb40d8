import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PasskeyEvent, Session } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, createTestRelay, fakeConfig, fakeSession, kitOptionsFor, type FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { kitError } from '../test-utils/fixtures';
import { LoginModal } from './login-modal';

const passkeySession: Session = { ...fakeSession, method: 'passkey', contact: undefined };

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

/** The flow's events, without the contact field's autofill switches (`setAutofill`; tested on their own below). */
function actionsOf(flow: { events: PasskeyEvent[] }): PasskeyEvent[] {
  return flow.events.filter((event) => event.type !== 'setAutofill');
}

function newestFlow(kit: FakeKit) {
  const flow = kit.passkeyFlows.at(-1);
  if (flow === undefined) throw new Error('no passkey flow');
  return flow;
}

describe('LoginModal with passkeys offered (config.showPasskey)', () => {
  it('offers both passkey buttons under the contact form and says so in its description', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit({ ...fakeConfig, showPasskey: true }));
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Continue with a passkey' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create an account with a passkey' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code or a passkey.' })).toBe(dialog);
    await expectAccessibleModal();
  });

  it('logs in: "Continue with a passkey" sends login inside the click; the flow’s states choose the screen', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    const onSuccess = vi.fn<(session: Session) => void>();
    renderModal(kit, onSuccess);
    const dialog = await openDialog(user);
    const button = await within(dialog).findByRole('button', { name: 'Continue with a passkey' });
    const flow = newestFlow(kit);
    const probe = callsWhenClickEnds(() => actionsOf(flow).length);
    await user.click(button);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(actionsOf(flow)).toEqual([{ type: 'login' }]);

    expect(await within(dialog).findByRole('heading', { name: 'Waiting for your passkey…' })).toBeTruthy(); // its screens load in their own chunk
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
    await expectAccessibleModal();
    act(() => flow.send({ type: 'ceremonyFailed', error: kitError('unauthenticated') }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/passkey/i);
    await expectAccessibleModal();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(flow.events.at(-1)).toEqual({ type: 'retry' });
    act(() => flow.send({ type: 'ceremonyDone' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Logging you in…');
    act(() => flow.send({ type: 'loggedIn', session: passkeySession, isNewUser: false }));
    expect(within(dialog).getByRole('status').textContent).toBe('Welcome back.');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(passkeySession);
  });

  it('a closed prompt offers Try again and "Use another method", which returns to the contact screen', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    renderModal(kit);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with a passkey' }));
    act(() => newestFlow(kit).send({ type: 'ceremonyFailed', error: kitError('passkey_cancelled') }));
    expect(within(dialog).getByRole('heading', { name: 'You closed the passkey prompt' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectAccessibleModal();
    await user.click(within(dialog).getByRole('button', { name: 'Use another method' }));
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
  });

  it('signs up: naming, Create passkey inside the click, Cancel back to naming, success, Done; the next opening starts over', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    renderModal(kit);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create an account with a passkey' }));
    const flow = newestFlow(kit);
    expect(actionsOf(flow)).toEqual([{ type: 'startSignup' }]);

    const field = within(dialog).getByLabelText('Account name');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'Ada');
    expect(flow.events.at(-1)).toEqual({ type: 'setUserName', userName: 'Ada' });
    expect((field as HTMLInputElement).value).toBe('Ada');
    await expectAccessibleModal();
    const creates = () => flow.events.filter((event) => event.type === 'createPasskey').length;
    const probe = callsWhenClickEnds(creates);
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);

    expect(within(dialog).getByRole('heading', { name: 'Waiting for your passkey…' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((within(dialog).getByLabelText('Account name') as HTMLInputElement).value).toBe('Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(creates()).toBe(2);
    act(() => flow.send({ type: 'ceremonyDone' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Creating your account…');
    act(() => flow.send({ type: 'loggedIn', session: passkeySession, isNewUser: true }));
    expect(within(dialog).getByRole('status').textContent).toBe('Your account with this passkey is ready.');
    await expectAccessibleModal();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openDialog(user);
    expect(await within(reopened).findByRole('button', { name: 'Continue with a passkey' })).toBeTruthy();
    expect(kit.passkeyFlows).toHaveLength(2);
    await waitFor(() => expect(flow.disposed).toBe(true));
  });

  it('closing the modal on a failure starts the passkey flow over; closing mid-signup keeps the name', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    renderModal(kit);
    let dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create an account with a passkey' }));
    await user.type(within(dialog).getByLabelText('Account name'), 'Ada');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect((within(dialog).getByLabelText('Account name') as HTMLInputElement).value).toBe('Ada');

    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    act(() => newestFlow(kit).send({ type: 'ceremonyFailed', error: kitError('network') }));
    expect(within(dialog).getByRole('alert')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Continue with a passkey' })).toBeTruthy();
    expect(kit.passkeyFlows).toHaveLength(2);
  });

  it('offers passkeys in the email and phone fields’ autofill while a contact is typed: on at the contact screen, off and on again at a channel switch, off on the way to the code and when the modal closes', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true, otpChannels: ['email', 'sms'] });
    renderModal(kit);
    const dialog = await openDialog(user);
    const field = await within(dialog).findByLabelText('Email address');
    expect(field.getAttribute('autocomplete')).toBe('email webauthn');
    const flow = newestFlow(kit);
    const switches = () => flow.events.filter((event) => event.type === 'setAutofill').map((event) => event.enabled);
    expect(switches()).toEqual([true]);
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', autofill: true });

    await user.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    const phone = await within(dialog).findByLabelText('Phone number');
    expect(phone.getAttribute('autocomplete')).toMatch(/^tel(-national)? webauthn$/);
    expect(switches()).toEqual([true, false, true]);

    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com{Enter}');
    await waitFor(() => expect(switches().at(-1)).toBe(false));
    expect(flow.getSnapshot()).toEqual({ status: 'idle', support: flow.getSnapshot().support });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(switches().at(-1)).toBe(false);
  });

  it('the passkey button while autofill is on: one login, and the field stops offering passkeys (the flow ends the autofill request before the prompt)', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    renderModal(kit);
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    const flow = newestFlow(kit);
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', autofill: true });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with a passkey' }));
    expect(flow.getSnapshot().status).toBe('prompting');
    expect(actionsOf(flow)).toEqual([{ type: 'login' }]);
  });

  it('a passkey picked from the autofill logs in through the same screens as the button', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    const onSuccess = vi.fn<(session: Session) => void>();
    renderModal(kit, onSuccess);
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    const flow = newestFlow(kit);
    act(() => flow.send({ type: 'autofillPicked' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Logging you in…');
    act(() => flow.send({ type: 'loggedIn', session: passkeySession, isNewUser: false }));
    expect(within(dialog).getByRole('status').textContent).toBe('Welcome back.');
    expect(onSuccess).toHaveBeenCalledWith(passkeySession);
  });

  it('an unsupported browser gets the explanation on the contact screen, not passkey buttons', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    renderModal(kit);
    const dialog = await openDialog(user);
    await within(dialog).findByRole('button', { name: 'Continue with a passkey' });
    act(() => newestFlow(kit).send({ type: 'supportChecked', support: { status: 'unsupported', reason: 'no-webauthn' } }));
    expect(within(dialog).getByText('This browser can’t use passkeys here')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email address').getAttribute('autocomplete')).toBe('email');
    expect(within(dialog).queryByRole('button', { name: /passkey/i })).toBeNull();
    await expectAccessibleModal();
  });
});

describe('LoginModal without passkeys', () => {
  it('renders nothing of passkeys and creates no passkey flow', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...fakeConfig, showPasskey: false });
    renderModal(kit);
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    expect(within(dialog).queryByText(/passkey/i)).toBeNull();
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code.' })).toBe(dialog);
    expect(kit.passkeyFlows).toHaveLength(0);
  });
});

describe('LoginModal with passkeys, against the mock relay', () => {
  it('in a browser without WebAuthn (happy-dom) explains that passkeys cannot be used, and OTP still works', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email', 'passkey'] });
    render(
      <LoginKitProvider options={kitOptionsFor(relay)}>
        <LoginModal />
      </LoginKitProvider>,
    );
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('This browser can’t use passkeys here', {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /passkey/i })).toBeNull();
    await expectAccessibleModal();
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com{Enter}');
    expect(await within(dialog).findByLabelText('6-digit code')).toBeTruthy();
  });
});
