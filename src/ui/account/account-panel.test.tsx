import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KitConfig, MfaPolicy, PrivateKey, Session } from '../../core/internal';
import { LoginKitProvider, mfaPolicyCondition } from '../../react/index';
import { createFakePasskeyManager, fakeAuthenticator, fakeConfig, fakeSession } from '../../react/test-utils/test-kits';
import { deAccount } from '../locales/account/de';
import { loadStrings } from '../locales/load-strings';
import { deMfaPolicy } from '../locales/mfa-policy/de';
import { expectNoAxeViolations } from '../test-utils/axe';
import { AccountPanel, type AccountPanelProps } from './account-panel';
import { ProfileSection } from './profile-section';
import { signedInFakeKit } from './test-utils/account-kits';

/** The relay's configuration where passkeys and Google and Discord are offered. */
const fullConfig: KitConfig = { ...fakeConfig, showPasskey: true, oauthProviders: ['google', 'discord'], oauthClientIds: { google: 'g', discord: 'd' } };
const treasury = { privateKeyId: 'pk-1', privateKeyName: 'Treasury key', addresses: [] } as unknown as PrivateKey;
const exportRule: MfaPolicy = {
  mfaPolicyId: 'mfa-export',
  mfaPolicyName: 'Exporting a key',
  condition: mfaPolicyCondition(['export']),
  requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
  order: 0,
};

interface PanelData {
  config?: KitConfig;
  /** A returning user: a passkey, Google linked, a private key and a rule. Else a new user with none. */
  returning?: boolean;
  signedIn?: boolean;
}

function renderPanel(props: AccountPanelProps = {}, { config = fakeConfig, returning = false, signedIn = true }: PanelData = {}) {
  const { kit, account } = signedInFakeKit(config);
  account.getUser.mockResolvedValue({ userId: 'user-ada', userEmail: 'ada@example.com' });
  account.getPrivateKeys.mockResolvedValue(returning ? [treasury] : []);
  account.getWallets.mockResolvedValue([]);
  account.getMfaPolicies.mockResolvedValue(returning ? [exportRule] : []);
  if (returning) {
    Object.assign(kit, { passkeys: createFakePasskeyManager([fakeAuthenticator('auth-1', 'MacBook Touch ID')]) });
    kit.linkedProviders = [{ providerId: 'p-1', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'g', subject: '42' }];
  }
  if (!signedIn) kit.setSession({ status: 'signedOut' });
  const view = render(
    <LoginKitProvider kit={kit}>
      <main>
        <AccountPanel {...props} />
      </main>
    </LoginKitProvider>,
  );
  return { ...view, kit, account };
}

/** Waits until the panel has shown its sections (the skeleton gone). */
async function panelShown(name = 'Your account'): Promise<HTMLElement> {
  const panel = screen.getByRole('region', { name });
  await waitFor(() => expect(panel.hasAttribute('aria-busy')).toBe(false));
  return panel;
}

/** The elements with text matching `pattern` that are on screen (not inside anything `hidden`). */
const shownText = (panel: HTMLElement, pattern: RegExp) => within(panel).queryAllByText(pattern).filter((element) => element.closest('[hidden]') === null);

/** The sections the skeleton draws as boxes, and those it draws as offers under the invitation's line. */
const skeletonBoxes = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-skeleton-section]')].map((box) => box.dataset.skeletonSection);
const skeletonOffers = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-skeleton-offer]')].map((offer) => offer.dataset.skeletonOffer);

const sectionHeadings = (panel: HTMLElement, level = 3) =>
  within(panel)
    .queryAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('AccountPanel', () => {
  it('is one "Your account" region with a section per part, headings one level below, in its theme', async () => {
    const { container } = renderPanel({ theme: 'dark' }, { config: fullConfig, returning: true });
    const panel = await panelShown();
    expect(panel.getAttribute('data-theme')).toBe('dark');
    expect(panel.classList.contains('loginkit')).toBe(true);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    expect(sectionHeadings(panel)).toEqual(['Profile', 'Passkeys', 'Linked accounts', 'Sessions', 'Private keys', 'Extra verification']);
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('ada@example.com')).toBeTruthy();
    expect(within(panel).getByText('Treasury key', { selector: 'p' })).toBeTruthy();
    // The sections inside draw no theme root of their own (the passkey manager keeps its own, in the panel's theme).
    expect(screen.getByRole('region', { name: 'Profile' }).hasAttribute('data-theme')).toBe(false);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows only the sections asked for, with the strings and heading level given', async () => {
    renderPanel({ sections: ['sessions', 'profile'], headingLevel: 1, strings: { accountHeading: 'Mein Konto', sessionsHeading: 'Sitzungen' } });
    const panel = await panelShown('Mein Konto');
    expect(sectionHeadings(panel, 2)).toEqual(['Profile', 'Sitzungen']);
  });

  it('in another language: English until its packs are in (never blank, never hidden), then the panel, its sections and the passkey manager in it', async () => {
    // The main German pack is in already (the modal showed it, say): the panel still waits for its own.
    await loadStrings('de');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    const { container } = renderPanel({ locale: 'de', sections: ['profile', 'passkeys', 'linkedAccounts', 'privateKeys', 'mfa'] }, { config: fullConfig, returning: true });
    const panel = screen.getByRole('region', { name: 'Your account' });
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    await screen.findByRole('region', { name: deAccount.accountHeading });
    await within(panel).findByRole('heading', { level: 3, name: deMfaPolicy.mfaHeading });
    await waitFor(() => expect(panel.hasAttribute('aria-busy')).toBe(false));
    observer.disconnect();
    expect(panel.isConnected).toBe(true);
    expect(panel.getAttribute('lang')).toBe('de');
    expect(sectionHeadings(panel)).toEqual([
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
    const { container } = renderPanel({}, { signedIn: false });
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

describe('AccountPanel: while it reads', () => {
  it('shows a skeleton in the final layout: busy, hidden from assistive technology, no text; then the sections in its place', async () => {
    const { container, account } = renderPanel({}, { config: fullConfig, returning: true });
    let answer: (user: { userId: string; userEmail: string }) => void = () => undefined;
    account.getUser.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(panel.getAttribute('aria-busy')).toBe('true');
    // Drawn once the configuration is in (it says which sections there are).
    await waitFor(() => expect(container.querySelector('[data-account-skeleton]')).not.toBeNull());
    const skeleton = container.querySelector<HTMLElement>('[data-account-skeleton]');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.textContent).toBe('');
    // Boxes drawn like the sections (the profile's with its field and button) for what every user
    // has; one offer each, under the invitation's line, for what an email login does not tell.
    expect(skeletonBoxes(container)).toEqual(['profile', 'sessions', 'privateKeys']);
    expect(skeletonOffers(container)).toEqual(['passkeys', 'linkedAccounts', 'mfa']);
    expect(skeleton?.querySelector('[data-skeleton-section="profile"] .loginkit-account-skeleton__bar--field')).not.toBeNull();
    // Nothing of the sections is announced, nor a loading line, while it waits.
    expect(sectionHeadings(panel)).toEqual([]);
    expect(shownText(panel, /Loading/)).toEqual([]);
    await expectNoAxeViolations(container);

    await act(async () => answer({ userId: 'user-ada', userEmail: 'ada@example.com' }));
    await panelShown();
    expect(container.querySelector('[data-account-skeleton]')).toBeNull();
    expect(sectionHeadings(panel)).toEqual(['Profile', 'Passkeys', 'Linked accounts', 'Sessions', 'Private keys', 'Extra verification']);
  });

  it('draws nothing while the kit reads the stored sessions, then, for a restored session, the skeleton (never a signed-out panel first)', async () => {
    const { kit, account } = signedInFakeKit(fullConfig);
    kit.setSession({ status: 'loading' });
    let answer: (user: { userId: string; userEmail: string }) => void = () => undefined;
    account.getUser.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    account.getPrivateKeys.mockResolvedValue([]);
    account.getWallets.mockResolvedValue([]);
    account.getMfaPolicies.mockResolvedValue([]);
    const { container } = render(
      <LoginKitProvider kit={kit}>
        <main>
          <AccountPanel />
        </main>
      </LoginKitProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull();
    expect(container.querySelector('main')?.childElementCount).toBe(0);

    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(within(panel).queryByText('Log in to manage your account.')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-account-skeleton]')).not.toBeNull());
    await act(async () => answer({ userId: 'user-ada', userEmail: 'ada@example.com' }));
    await panelShown();
  });

  it('logged in on the page, shows the skeleton until the sections are in, as after a reload', async () => {
    const { kit, account } = renderPanel({}, { config: fullConfig, signedIn: false });
    let answer: (user: { userId: string; userEmail: string }) => void = () => undefined;
    account.getUser.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(panel.hasAttribute('aria-busy')).toBe(false);
    // A while signed out: the configuration is in, and there was nothing to wait for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(sectionHeadings(panel)).toEqual([]);
    await act(async () => answer({ userId: 'user-ada', userEmail: 'ada@example.com' }));
    await panelShown();
    expect(sectionHeadings(panel)[0]).toBe('Profile');

    // Logged out, then in again (as someone whose profile is not read yet): the skeleton again.
    act(() => kit.setSession({ status: 'signedOut', reason: 'logout' }));
    expect(panel.hasAttribute('aria-busy')).toBe(false);
    account.getUser.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    act(() => kit.setSession({ status: 'signedIn', session: { ...fakeSession, userId: 'user-grace', publicKey: '03beef' } }));
    expect(panel.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ userId: 'user-grace', userEmail: 'grace@example.com' }));
    await panelShown();
  });

  it('draws a box for what the login shows the user has: a passkey, a linked social account, a linked wallet', async () => {
    const boxesAfter = async (method: Session['method']) => {
      const { kit, account } = signedInFakeKit({ ...fullConfig, showWallet: true });
      kit.setSession({ status: 'signedIn', session: { ...fakeSession, method } });
      account.getUser.mockReturnValue(new Promise(() => undefined));
      const { container, unmount } = render(
        <LoginKitProvider kit={kit}>
          <AccountPanel />
        </LoginKitProvider>,
      );
      // Once the configuration is in (it says whether there are wallets).
      await waitFor(() => expect(container.querySelector('[data-account-skeleton]')).not.toBeNull());
      const drawn = { boxes: skeletonBoxes(container), offers: skeletonOffers(container) };
      unmount();
      return drawn;
    };
    expect(await boxesAfter('passkey')).toEqual({ boxes: ['profile', 'passkeys', 'sessions', 'privateKeys'], offers: ['linkedAccounts', 'wallets', 'mfa'] });
    expect((await boxesAfter('oauth')).boxes).toContain('linkedAccounts');
    expect((await boxesAfter('wallet')).boxes).toContain('wallets');
  });

  it('has no skeleton signed out (there is nothing to read)', () => {
    const { container } = renderPanel({}, { signedIn: false });
    expect(container.querySelector('[data-account-skeleton]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your account' }).hasAttribute('aria-busy')).toBe(false);
  });
});

describe('AccountPanel: a new user', () => {
  it('shows no empty sections: one line offers what can be added, and each offer works from there', async () => {
    const user = userEvent.setup();
    const { container, kit } = renderPanel({}, { config: fullConfig });
    const panel = await panelShown();
    for (const empty of [/no private keys/, /no passkeys yet/, /No accounts are linked/, /No rules yet/, /no other accounts/]) {
      expect(shownText(panel, empty)).toEqual([]);
    }
    expect(within(panel).getAllByText('Add another way to log in, or more protection:')).toHaveLength(1);
    // The sections with something of their own keep their boxes; the private keys (nothing to add) are not shown.
    expect(screen.getByRole('region', { name: 'Profile' }).classList.contains('loginkit-account-section--invite')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Private keys' })).toBeNull();
    // Each offer, under its section's name for screen readers.
    expect(within(screen.getByRole('region', { name: 'Passkeys' })).getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Linked accounts' })).getByRole('button', { name: 'Link Google' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Extra verification' })).getByRole('button', { name: 'Add a rule' })).toBeTruthy();
    await expectNoAxeViolations(container);

    // Adding a passkey from the offer: the section takes its own box, with the passkey and what happened.
    await user.click(within(panel).getByRole('button', { name: 'Add a passkey' }));
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    await waitFor(() => expect(within(passkeys).getAllByRole('listitem')).toHaveLength(1));
    expect(kit.passkeys.stored).toHaveLength(1);
    expect(passkeys.classList.contains('loginkit-passkeys--invite')).toBe(false);
    expect(within(passkeys).getByRole('status').textContent).toMatch(/^Added the passkey/);
    // It moved above the offers, in its place among the sections.
    expect(sectionHeadings(panel).slice(0, 3)).toEqual(['Profile', 'Passkeys', 'Sessions']);
  });
});

describe('AccountPanel: where the configuration offers no passkeys', () => {
  it('offers no passkey: no Passkeys section without passkeys, no Add button anywhere', async () => {
    renderPanel({}, { config: { ...fullConfig, showPasskey: false } });
    const panel = await panelShown();
    expect(within(panel).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Passkeys' })).toBeNull();
  });

  it('still lists the passkeys a user has, to delete one, without offering to add', async () => {
    renderPanel({}, { config: { ...fullConfig, showPasskey: false }, returning: true });
    await panelShown();
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    expect(within(passkeys).getByRole('button', { name: 'Delete MacBook Touch ID' })).toBeTruthy();
    expect(within(passkeys).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
