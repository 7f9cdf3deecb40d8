import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import type { FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { AccountPanel } from './account-panel';
import { PrivateKeyExportSection } from './private-key-export-section';
import { ProfileSection } from './profile-section';
import { signedInFakeKit } from './test-utils/account-kits';
import { privateKeyRecord } from './test-utils/account-records';

const slowLine = 'Still waiting for the login service…';
const ada = { userId: 'user-ada', userName: 'Ada', userEmail: 'ada@example.com' };

function renderWith(kit: FakeKit, ui: ReactNode) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>{ui}</main>
    </LoginKitProvider>,
  );
}

/** An account method that waits forever, recording the signal of each call. */
const stalled =
  (signals: AbortSignal[]) =>
  (_input: unknown, options?: { signal?: AbortSignal }): Promise<never> => {
    if (options?.signal) signals.push(options.signal);
    return new Promise<never>(() => undefined);
  };

describe('account changes the service is slow to answer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saving the name: after 5 s a polite line and Cancel, which aborts the request and says so quietly', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue(ada);
    const signals: AbortSignal[] = [];
    account.updateUser.mockImplementation(stalled(signals));
    const { container } = renderWith(kit, <ProfileSection />);
    const region = screen.getByRole('region', { name: 'Profile' });
    await within(region).findByText('ada@example.com');
    await user.click(within(region).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(within(region).queryByText(slowLine)).toBeNull();

    act(() => vi.advanceTimersByTime(5_000));
    expect(within(region).getByText(slowLine)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Stopped waiting for the service. The change may still go through.'));
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(within(region).queryByText(slowLine)).toBeNull();
    expect(within(region).getByRole('button', { name: 'Save name' }).getAttribute('aria-busy')).toBeNull();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('changing the email: Cancel works while the code is being sent, aborts it and closes the change', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue(ada);
    const signals: AbortSignal[] = [];
    account.sendContactCode.mockImplementation(stalled(signals));
    renderWith(kit, <ProfileSection />);
    const region = screen.getByRole('region', { name: 'Profile' });
    await user.click(await within(region).findByRole('button', { name: 'Change email address' }));
    await user.type(within(region).getByRole('textbox', { name: 'New email address' }), 'lovelace@example.com');
    await user.click(within(region).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(region).getByText(slowLine)).toBeTruthy();

    const cancel = within(region).getByRole('button', { name: 'Cancel' });
    expect(cancel.getAttribute('aria-disabled')).toBeNull();
    await user.click(cancel);
    expect(signals[0]?.aborted).toBe(true);
    expect(within(region).queryByRole('textbox', { name: 'New email address' })).toBeNull();
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Nothing was changed.'));
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('exporting a key: after 5 s the line; Cancel stops the export and closes the confirmation, without an alert', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { kit, account } = signedInFakeKit();
    account.getPrivateKeys.mockResolvedValue([privateKeyRecord({ privateKeyId: 'pk-1', privateKeyName: 'Treasury key' })]);
    const signals: AbortSignal[] = [];
    account.exportPrivateKey.mockImplementation(stalled(signals));
    renderWith(kit, <PrivateKeyExportSection />);
    const region = screen.getByRole('region', { name: 'Private keys' });
    await user.click(await within(region).findByRole('button', { name: 'Export Treasury key' }));
    await user.click(within(region).getByRole('button', { name: 'Yes, show it' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(region).getByText(slowLine)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(within(region).queryByText(slowLine)).toBeNull());
    expect(within(region).getByRole('button', { name: 'Export Treasury key' })).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});

describe('AccountPanel: a section that fails to render', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows "Something went wrong" with the code under that section’s heading; the other sections and the page stay; Try again remounts it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue(ada);
    account.getPrivateKeys.mockResolvedValue([]);
    let broken = true;
    const strings = {
      profileChangeContact: (channel: 'email' | 'sms', hasOne: boolean) => {
        if (broken) throw new LoginKitError('response_invalid', 'a section could not be rendered');
        return `${hasOne ? 'Change' : 'Add'} ${channel === 'email' ? 'email address' : 'phone number'}`;
      },
    };
    const { container } = renderWith(
      kit,
      <>
        <h1>Host app</h1>
        <AccountPanel strings={strings} />
      </>,
    );
    // The panel shows once every section has said what it has: a section that failed counts.
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(profile).findByRole('heading', { name: 'Something went wrong', level: 4 })).toBeTruthy();
    expect(within(profile).getByRole('alert').textContent).toBe('This screen could not be shown. Error code: response_invalid.');
    expect(screen.getByRole('heading', { name: 'Host app' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sessions' })).getByRole('button', { name: 'Log out ada@example.com' })).toBeTruthy();
    await expectNoAxeViolations(container);

    broken = false;
    await user.click(within(profile).getByRole('button', { name: 'Try again' }));
    expect(await within(profile).findByRole('button', { name: 'Change email address' })).toBeTruthy();
    expect(within(profile).queryByRole('alert')).toBeNull();
  });
});
