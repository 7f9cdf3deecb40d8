import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginKitProvider } from '../../react/index';
import { fakeSession } from '../../react/test-utils/test-kits';
import { deAccount } from '../locales/account/de';
import { loadStrings } from '../locales/load-strings';
import { deMfaPolicy } from '../locales/mfa-policy/de';
import { expectNoAxeViolations } from '../test-utils/axe';
import { AccountPanel, type AccountPanelProps } from './account-panel';
import { ProfileSection } from './profile-section';
import { signedInFakeKit } from './test-utils/account-kits';

function renderPanel(props: AccountPanelProps = {}, signedIn = true) {
  const { kit, account } = signedInFakeKit();
  account.getUser.mockResolvedValue({ userId: 'user-ada', userEmail: 'ada@example.com' });
  account.getPrivateKeys.mockResolvedValue([]);
  account.getMfaPolicies.mockResolvedValue([]);
  if (!signedIn) kit.setSession({ status: 'signedOut' });
  const view = render(
    <LoginKitProvider kit={kit}>
      <main>
        <AccountPanel {...props} />
      </main>
    </LoginKitProvider>,
  );
  return { ...view, kit };
}

describe('AccountPanel', () => {
  it('is one "Your account" region with a section per part, headings one level below, in its theme', async () => {
    const { container } = renderPanel({ theme: 'dark' });
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(panel.getAttribute('data-theme')).toBe('dark');
    expect(panel.classList.contains('loginkit')).toBe(true);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    const sections = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Profile', 'Passkeys', 'Linked accounts', 'Sessions', 'Private keys', 'Extra verification']);
    await within(screen.getByRole('region', { name: 'Profile' })).findByText('ada@example.com');
    await within(panel).findByText('There are no private keys.');
    await within(panel).findByText('No rules yet: your login is enough for every change.');
    // The sections inside draw no theme root of their own (the passkey manager keeps its own, in the panel's theme).
    expect(screen.getByRole('region', { name: 'Profile' }).hasAttribute('data-theme')).toBe(false);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows only the sections asked for, with the strings and heading level given', () => {
    renderPanel({ sections: ['sessions', 'profile'], headingLevel: 1, strings: { accountHeading: 'Mein Konto', sessionsHeading: 'Sitzungen' } });
    const panel = screen.getByRole('region', { name: 'Mein Konto' });
    expect(within(panel).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Profile', 'Sitzungen']);
  });

  it('in another language: English until its packs are in (never blank, never hidden), then the panel, its sections and the passkey manager in it', async () => {
    // The main German pack is in already (the modal showed it, say): the panel still waits for its own.
    await loadStrings('de');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    const { container } = renderPanel({ locale: 'de', sections: ['profile', 'passkeys', 'linkedAccounts', 'privateKeys', 'mfa'] });
    const panel = screen.getByRole('region', { name: 'Your account' });
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    await screen.findByRole('region', { name: deAccount.accountHeading });
    await within(panel).findByText(deAccount.privateKeysEmpty);
    await within(panel).findByText(deMfaPolicy.mfaEmpty);
    observer.disconnect();
    expect(panel.isConnected).toBe(true);
    expect(panel.getAttribute('lang')).toBe('de');
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      deAccount.profileHeading,
      deAccount.passkeysHeading,
      deAccount.linkedHeading,
      deAccount.privateKeysHeading,
      deMfaPolicy.mfaHeading,
    ]);
    // The panel's root was neither taken off the page nor hidden by a Suspense fallback.
    expect(changes.filter((change) => [...change.removedNodes].includes(panel) || (change.type === 'attributes' && change.target === panel))).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('signed out, asks to log in and shows no section while no session is held', async () => {
    const { container } = renderPanel({}, false);
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(within(panel).getByText('Log in to manage your account.')).toBeTruthy();
    expect(within(panel).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('signed out with sessions still held, offers the sessions to switch to', () => {
    const { kit } = signedInFakeKit();
    kit.setSession({ status: 'signedOut', reason: 'logout' });
    const held = [fakeSession];
    kit.listSessions = () => held;
    render(
      <LoginKitProvider kit={kit}>
        <AccountPanel />
      </LoginKitProvider>,
    );
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('button', { name: 'Switch to ada@example.com' })).toBeTruthy();
  });

  it('a section alone is its own .loginkit root in its own theme, heading level 2 by default', async () => {
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada' });
    const { container } = render(
      <LoginKitProvider kit={kit}>
        <main>
          <ProfileSection theme="light" />
        </main>
      </LoginKitProvider>,
    );
    const section = screen.getByRole('region', { name: 'Profile' });
    expect(section.classList.contains('loginkit')).toBe(true);
    expect(section.getAttribute('data-theme')).toBe('light');
    expect(within(section).getByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
    expect(await within(section).findAllByText('Not set')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });
});
