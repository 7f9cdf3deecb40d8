import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitConfig, LoginKit, Session } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession } from '../../react/test-utils/test-kits';
import { lastUsedMethodKey } from '../last-used-method';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from './login-modal';

const allOptions: KitConfig = { ...fakeConfig, showPasskey: true, oauthProviders: ['google', 'apple'] };

function renderModal(kit: LoginKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <LoginModal />
    </LoginKitProvider>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('radio', { name: 'Email' });
  return dialog;
}

async function expectAccessibleModal(): Promise<void> {
  const root = screen.getByRole('dialog').closest('.loginkit');
  if (root === null) throw new Error('the dialog is not inside its .loginkit root');
  await expectNoAxeViolations(root);
}

/** Every control the "Last used" hint describes. */
const describedAsLastUsed = (dialog: HTMLElement): HTMLElement[] => [
  ...within(dialog).queryAllByRole('radio', { description: 'Last used' }),
  ...within(dialog).queryAllByRole('button', { description: 'Last used' }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoginModal: the "last used" hint', () => {
  it('marks nothing on a first visit', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit(allOptions));
    const dialog = await openDialog(user);
    await within(dialog).findByRole('button', { name: 'Continue with Google' });
    expect(within(dialog).queryByText('Last used')).toBeNull();
    expect(describedAsLastUsed(dialog)).toEqual([]);
  });

  it('remembers a code login by SMS as the method only (never the number), and marks Phone next time', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(fakeConfig);
    renderModal(kit);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    await within(dialog).findByRole('combobox', { name: 'Country or region' });
    await user.type(within(dialog).getByLabelText('Phone number'), '+1 415 555 0123{Enter}');
    const flow = kit.flows.at(-1)!;
    expect(flow.getSnapshot()).toMatchObject({ status: 'sendingCode', contact: '+14155550123' });
    act(() => flow.send({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt: Date.now() + 30_000 }));
    await user.type(await within(dialog).findByLabelText('6-digit code'), '123456');
    const session: Session = { ...fakeSession, method: 'otp_sms', contact: '+14155550123' };
    act(() => flow.send({ type: 'loggedIn', session, isNewUser: false }));
    await within(dialog).findByRole('button', { name: 'Done' });

    expect(localStorage.getItem(lastUsedMethodKey)).toBe('sms');
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n');
    expect(stored).not.toMatch(/4155550123|415/);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    const phone = within(dialog).getByRole('radio', { name: 'Phone', description: 'Last used' });
    expect(phone.closest('label')?.textContent).toBe('PhoneLast used');
    expect(within(dialog).getByRole('radio', { name: 'Email' }).getAttribute('aria-describedby')).toBeNull();
    await expectAccessibleModal();
  });

  it('marks a passkey remembered from an earlier visit', async () => {
    localStorage.setItem(lastUsedMethodKey, 'passkey');
    const user = userEvent.setup();
    renderModal(createFakeKit(allOptions));
    const dialog = await openDialog(user);
    const passkey = await within(dialog).findByRole('button', { name: 'Continue with a passkey', description: 'Last used' });
    expect(describedAsLastUsed(dialog)).toEqual([passkey]);
    await expectAccessibleModal();
  });

  it('marks the social login provider remembered from an earlier visit, and remembers the next one', async () => {
    localStorage.setItem(lastUsedMethodKey, 'apple');
    const user = userEvent.setup();
    const kit = createFakeKit(allOptions);
    renderModal(kit);
    const dialog = await openDialog(user);
    const apple = await within(dialog).findByRole('button', { name: 'Continue with Apple', description: 'Last used' });
    expect(describedAsLastUsed(dialog)).toEqual([apple]);
    await expectAccessibleModal();

    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    const flow = kit.oauthFlows.at(-1)!;
    act(() => flow.send({ type: 'authorized' }));
    act(() => flow.send({ type: 'loggedIn', session: { ...fakeSession, method: 'oauth', contact: undefined }, isNewUser: false }));
    expect(localStorage.getItem(lastUsedMethodKey)).toBe('google');
  });

  it('ignores what it cannot read: blocked storage, or a value it did not write', async () => {
    const user = userEvent.setup();
    localStorage.setItem(lastUsedMethodKey, '<script>');
    const first = renderModal(createFakeKit(allOptions));
    let dialog = await openDialog(user);
    expect(within(dialog).queryByText('Last used')).toBeNull();
    first.unmount();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderModal(createFakeKit(allOptions));
    dialog = await openDialog(user);
    expect(within(dialog).queryByText('Last used')).toBeNull();
  });
});
