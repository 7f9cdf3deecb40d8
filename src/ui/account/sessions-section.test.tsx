import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginKitError, type LoginKit, type OtpState } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeSession, latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { SessionsSection } from './sessions-section';
import { loggedInKit } from './test-utils/account-kits';

const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

/** One kit holding two sessions (Ada, then Grace: Grace's is active). */
async function twoSessions() {
  const { kit, relay } = await loggedInKit('ada@example.com');
  kits.push(kit);
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  const reach = (status: OtpState['status']) =>
    new Promise<void>((resolve) => {
      const check = () => flow.getSnapshot().status === status && (resolve(), true);
      if (!check()) flow.subscribe(() => void check());
    });
  flow.send({ type: 'setContact', contact: 'grace@example.com' });
  flow.send({ type: 'submitContact' });
  await reach('enteringCode');
  flow.send({ type: 'setCode', code: latestCode(relay, 'grace@example.com') });
  flow.send({ type: 'submitCode' });
  await reach('success');
  flow.dispose();
  return kit;
}

function renderSection(kit: LoginKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>
        <SessionsSection />
      </main>
    </LoginKitProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Sessions' });
const items = () => within(region()).queryAllByRole('listitem');
const status = () => within(region()).getByRole('status');

describe('SessionsSection against the mock relay', () => {
  it('lists the held sessions with the current one marked; Switch to makes another current', async () => {
    const user = userEvent.setup();
    const kit = await twoSessions();
    const { container } = renderSection(kit);
    expect(items()).toHaveLength(2);
    const current = items().find((item) => item.getAttribute('aria-current') === 'true');
    if (current === undefined) throw new Error('no current session');
    expect(current.querySelector('.loginkit-account-item__name')?.textContent).toBe('grace@example.comCurrent');
    expect(within(current).getByRole('button', { name: 'Log out grace@example.com' })).toBeTruthy();
    expect(within(region()).getAllByText('Logged in with an email code')).toHaveLength(2);
    expect(within(region()).getAllByText(/^Expires at /)).toHaveLength(2);
    expect(within(region()).queryByRole('button', { name: 'Switch to grace@example.com' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(within(region()).getByRole('button', { name: 'Switch to ada@example.com' }));
    await waitFor(() => expect(status().textContent).toBe('You are now using ada@example.com.'));
    expect(kit.getSessionState()).toMatchObject({ status: 'signedIn', session: { contact: 'ada@example.com' } });
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Log out ada@example.com' })));
  });

  it('Log out of one keeps the other; Log out of all leaves none', async () => {
    const user = userEvent.setup();
    const kit = await twoSessions();
    renderSection(kit);
    await user.click(within(region()).getByRole('button', { name: 'Log out ada@example.com' }));
    await waitFor(() => expect(status().textContent).toBe('Logged out of ada@example.com.'));
    expect(items()).toHaveLength(1);
    expect(kit.getSessionState()).toMatchObject({ status: 'signedIn', session: { contact: 'grace@example.com' } });
    expect(within(region()).queryByRole('button', { name: 'Log out of all accounts' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Log out grace@example.com' })));

    const kit2 = await twoSessions();
    renderSection(kit2);
    const regions = screen.getAllByRole('region', { name: 'Sessions' });
    const second = regions.at(-1)!;
    await user.click(within(second).getByRole('button', { name: 'Log out of all accounts' }));
    await waitFor(() => expect(within(second).getByRole('status').textContent).toBe('Logged out of every account on this browser.'));
    expect(within(second).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(second).getByText('Log in to manage your account.')).toBeTruthy();
    expect(kit2.listSessions()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByRole('heading', { name: 'Sessions' })));
  });
});

describe('SessionsSection: refusals (fake kit)', () => {
  it('a failed switch is an alert, and focus returns to its Switch button', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit();
    const other = { ...fakeSession, publicKey: `03${'cd'.repeat(32)}`, userId: 'user-grace', contact: '+14155550123', method: 'otp_sms' as const };
    const held = [fakeSession, other];
    kit.setSession({ status: 'signedIn', session: fakeSession });
    kit.listSessions = () => held;
    kit.switchSession.mockRejectedValue(new LoginKitError('session_expired', 'gone'));
    const { container } = renderSection(kit);
    expect(within(region()).getByText('Logged in with a text message code')).toBeTruthy();
    const button = within(region()).getByRole('button', { name: 'Switch to +14155550123' });
    await user.click(button);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('Could not switch to +14155550123. Your session has expired. Log in again.');
    expect(kit.switchSession).toHaveBeenCalledWith(other.publicKey);
    await waitFor(() => expect(document.activeElement).toBe(button));
    await expectNoAxeViolations(container);
  });
});
