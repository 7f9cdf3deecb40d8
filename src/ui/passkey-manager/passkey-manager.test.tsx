import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError, type Authenticator } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, createFakePasskeyManager, fakeAuthenticator, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { en } from '../locales/en';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { PasskeyManager } from './passkey-manager';

const macbook = fakeAuthenticator('auth-1', 'MacBook Touch ID', { transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'] });
const yubikey = fakeAuthenticator('auth-2', 'YubiKey', {
  transports: ['AUTHENTICATOR_TRANSPORT_USB', 'AUTHENTICATOR_TRANSPORT_NFC'],
  createdAt: { seconds: String(Date.UTC(2025, 5, 3, 12) / 1000), nanos: '0' },
});

/** A kit whose configuration offers passkeys (`showPasskey`), unless `offered` is false. */
function kitWith(stored: Authenticator[], signedIn = true, offered = true): FakeKit {
  const kit = createFakeKit({ ...fakeConfig, showPasskey: offered });
  Object.assign(kit, { passkeys: createFakePasskeyManager(stored) });
  if (signedIn) kit.setSession({ status: 'signedIn', session: fakeSession });
  return kit;
}

function renderManager(kit: FakeKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>
        <PasskeyManager />
      </main>
    </LoginKitProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Passkeys' });
const items = () => within(region()).queryAllByRole('listitem');

describe('PasskeyManager: the list', () => {
  it('is a "Passkeys" region listing each passkey: name, date added, how it connects', async () => {
    const { container } = renderManager(kitWith([macbook, yubikey]));
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    if (first === undefined || second === undefined) throw new Error('two items expected');
    const date = (seconds: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(Number(seconds) * 1000));
    expect(within(first).getByText('MacBook Touch ID', { selector: 'p' })).toBeTruthy();
    expect(within(first).getByText(`Added ${date(macbook.createdAt.seconds)}`)).toBeTruthy();
    expect(within(first).getByText('Works with this device')).toBeTruthy();
    expect(within(second).getByText('Works with a USB security key, NFC')).toBeTruthy();
    expect(within(second).getByText(`Added ${date(yubikey.createdAt.seconds)}`)).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete MacBook Touch ID' })).toBeTruthy();
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('names an unnamed passkey, and leaves out a date or transports it cannot read', async () => {
    renderManager(kitWith([fakeAuthenticator('auth-9', ' ', { transports: [], createdAt: { seconds: 'x', nanos: '0' } })]));
    await waitFor(() => expect(items()).toHaveLength(1));
    const [item] = items();
    if (item === undefined) throw new Error('one item expected');
    expect(within(item).getByText('Unnamed passkey', { selector: 'p' })).toBeTruthy();
    expect(within(item).queryByText(/^Added/)).toBeNull();
    expect(within(item).queryByText(/^Works with/)).toBeNull();
  });

  it('says so when there are none, and still offers to add one', async () => {
    const { container } = renderManager(kitWith([]));
    expect(await within(region()).findByText('You have no passkeys yet.')).toBeTruthy();
    expect(items()).toHaveLength(0);
    expect(within(region()).getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says why the list could not load, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    const kit = kitWith([macbook]);
    kit.passkeys.list.mockRejectedValueOnce(new LoginKitError('network', 'offline'));
    const { container } = renderManager(kit);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^We could not load your passkeys\. We could not reach the login service/);
    await expectNoAxeViolations(container);
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('asks a signed-out user to log in, without asking for a list', async () => {
    const kit = kitWith([macbook], false);
    renderManager(kit);
    expect(within(region()).getByText('Log in to manage your passkeys.')).toBeTruthy();
    expect(within(region()).queryByRole('button')).toBeNull();
    await act(() => Promise.resolve());
    expect(kit.passkeys.list).not.toHaveBeenCalled();
  });
});

describe('PasskeyManager: adding', () => {
  it('"Add a passkey" starts the ceremony inside the click, names the passkey in the manager\'s language, then lists it and announces it', async () => {
    const now = new Date(2026, 10, 27, 23, 47);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const user = userEvent.setup();
    const kit = kitWith([macbook]);
    const { container } = renderManager(kit);
    await waitFor(() => expect(items()).toHaveLength(1));
    const probe = callsWhenClickEnds(kit.passkeys.add);
    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await waitFor(() => expect(items()).toHaveLength(2));
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe(`Added the passkey “${en.passkeyDefaultName(now)}”.`));
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(kit.passkeys.add).toHaveBeenCalledWith(en.passkeyDefaultName(now));
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('is busy while the ceremony runs and ignores more clicks', async () => {
    const user = userEvent.setup();
    const kit = kitWith([]);
    let finish: (created: Authenticator) => void = () => undefined;
    kit.passkeys.add.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderManager(kit);
    await within(region()).findByText('You have no passkeys yet.');
    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));
    const busy = await within(region()).findByRole('button', { name: 'Adding a passkey…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await user.click(busy);
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    act(() => finish(yubikey));
    await within(region()).findByRole('button', { name: 'Add a passkey' });
  });

  it('a closed prompt is a status, not an error; other failures are alerts with their message', async () => {
    const user = userEvent.setup();
    const kit = kitWith([macbook]);
    kit.passkeys.add
      .mockRejectedValueOnce(new LoginKitError('passkey_cancelled', 'closed'))
      .mockRejectedValueOnce(new LoginKitError('consensus_needed', 'approval'));
    renderManager(kit);
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('You closed the passkey prompt; no passkey was added.'));
    expect(within(region()).queryByRole('alert')).toBeNull();
    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('The passkey was not added. This change needs approval from another member of your organization.');
    expect(within(region()).getByRole('status').textContent).toBe('');
  });
});

describe('PasskeyManager: deleting, with a confirmation step', () => {
  it('Delete asks "Delete <name>?" with focus on the confirm; confirming deletes, announces, and focuses Add', async () => {
    const user = userEvent.setup();
    const kit = kitWith([macbook, yubikey]);
    const { container } = renderManager(kit);
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(region()).getByRole('button', { name: 'Delete MacBook Touch ID' }));
    const confirmGroup = within(region()).getByRole('group', { name: 'Delete “MacBook Touch ID”?' });
    const confirm = within(confirmGroup).getByRole('button', { name: 'Yes, delete' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(kit.passkeys.remove).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.click(confirm);
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(kit.passkeys.remove).toHaveBeenCalledWith('auth-1');
    expect(within(region()).getByRole('status').textContent).toBe('Deleted the passkey “MacBook Touch ID”.');
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Add a passkey' })));
  });

  it('Cancel closes the confirmation, deletes nothing, and returns focus to that Delete button', async () => {
    const user = userEvent.setup();
    const kit = kitWith([macbook, yubikey]);
    renderManager(kit);
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(region()).getByRole('button', { name: 'Delete YubiKey' }));
    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(within(region()).queryByRole('group')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Delete YubiKey' })));
    expect(kit.passkeys.remove).not.toHaveBeenCalled();
    expect(items()).toHaveLength(2);
  });

  it('a refused deletion keeps the passkey, says why in an alert, and returns focus to its Delete button', async () => {
    const user = userEvent.setup();
    const kit = kitWith([macbook]);
    kit.passkeys.remove.mockRejectedValueOnce(new LoginKitError('activity_rejected', 'no'));
    renderManager(kit);
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(region()).getByRole('button', { name: 'Delete MacBook Touch ID' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, delete' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('The passkey “MacBook Touch ID” was not deleted. The request was rejected.');
    expect(items()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Delete MacBook Touch ID' })));
  });
});

describe('PasskeyManager: where the configuration offers no passkeys', () => {
  it('lists the passkeys with Delete, and offers no "Add a passkey"', async () => {
    renderManager(kitWith([macbook], true, false));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(region()).getByRole('button', { name: 'Delete MacBook Touch ID' })).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
