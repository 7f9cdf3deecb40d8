import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginKitError, type LinkedOauthProvider } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { LinkedAccountsSection } from './linked-accounts-section';

const socialConfig = { ...fakeConfig, oauthProviders: ['google' as const, 'discord' as const], oauthClientIds: { google: 'g', discord: 'd' } };
const google: LinkedOauthProvider = { providerId: 'p-1', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'g', subject: '42' };

function kitWith(linked: LinkedOauthProvider[], signedIn = true): FakeKit {
  const kit = createFakeKit(socialConfig);
  kit.linkedProviders = linked;
  if (signedIn) kit.setSession({ status: 'signedIn', session: fakeSession });
  return kit;
}

function renderSection(kit: FakeKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>
        <LinkedAccountsSection />
      </main>
    </LoginKitProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Linked accounts' });
const linkingFlow = async (kit: FakeKit) => {
  await waitFor(() => expect(kit.oauthFlows.length).toBeGreaterThan(0));
  return kit.oauthFlows.at(-1)!;
};

describe('LinkedAccountsSection', () => {
  it('lists the linked accounts and offers to link each provider not linked yet', async () => {
    const { container } = renderSection(kitWith([google]));
    const list = await within(region()).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Google')).toBeTruthy();
    expect(within(list).queryByText(/https:/)).toBeNull();
    const group = within(region()).getByRole('group', { name: 'Link another account' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Link Discord']);
    await expectNoAxeViolations(container);
  });

  it('says when none is linked, and when there is nothing left to link', async () => {
    const kit = createFakeKit(fakeConfig);
    kit.setSession({ status: 'signedIn', session: fakeSession });
    renderSection(kit);
    expect(await within(region()).findByText('No accounts are linked yet.')).toBeTruthy();
    expect(within(region()).getByText('There are no other accounts to link.')).toBeTruthy();
  });

  it('says why the list could not load', async () => {
    const kit = kitWith([]);
    kit.listLinkedOauthProviders = () => Promise.reject(new LoginKitError('network', 'offline'));
    const { container } = renderSection(kit);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^We could not load your linked accounts\./);
    await expectNoAxeViolations(container);
  });

  it('"Link Discord" starts the link inside the click, announces progress, and the list shows the new account', async () => {
    const user = userEvent.setup();
    const kit = kitWith([]);
    const { container } = renderSection(kit);
    const button = await within(region()).findByRole('button', { name: 'Link Discord' });
    const flow = await linkingFlow(kit);
    const probe = callsWhenClickEnds(() => flow.events.length);
    await user.click(button);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(flow.events).toEqual([{ type: 'link', provider: 'discord' }]);
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Finish linking Discord in the window that opened.'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(container);

    act(() => flow.set({ status: 'completing', provider: 'discord', intent: 'link' }));
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Linking Discord…'));
    kit.linkedProviders = [{ ...google, providerId: 'p-2', providerName: 'discord', issuer: 'https://discord.com' }];
    act(() => flow.set({ status: 'linked', provider: 'discord', intent: 'link', providerIds: ['p-2'] }));
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Discord is now linked to your account.'));
    expect(await within(region()).findByText('Discord', { selector: 'p' })).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: 'Link Discord' })).toBeNull();
  });

  it('a failed link is an alert with Try again (focused, from the click) and Cancel', async () => {
    const user = userEvent.setup();
    const kit = kitWith([]);
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Link Google' }));
    const flow = await linkingFlow(kit);
    act(() => flow.set({ status: 'failed', provider: 'google', intent: 'link', error: new LoginKitError('popup_closed', 'closed') }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('Google was not linked. The login window was closed before you finished. Try again.');
    const retry = within(region()).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await user.click(retry);
    expect(flow.events.at(-1)).toEqual({ type: 'retry' });

    act(() => flow.set({ status: 'failed', provider: 'google', intent: 'link', error: new LoginKitError('popup_closed', 'closed') }));
    await user.click(await within(region()).findByRole('button', { name: 'Cancel' }));
    expect(flow.events.at(-1)).toEqual({ type: 'back' });
    await waitFor(() => expect(within(region()).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Link Google' })));
  });

  it('names a linked Google account by the provider and the email the login gave, never by its issuer URL', async () => {
    const kit = createFakeKit(socialConfig);
    kit.linkedProviders = [google];
    kit.setSession({ status: 'signedIn', session: { ...fakeSession, method: 'oauth', contact: 'jane@example.com' } });
    const { container } = renderSection(kit);
    const [item] = await within(region()).findAllByRole('listitem');
    expect(within(item!).getByText('Google').tagName).toBe('P');
    expect(within(item!).getByText('jane@example.com')).toBeTruthy();
    expect(item!.textContent).not.toMatch(/accounts\.google\.com/);
    await expectNoAxeViolations(container);
  });

  it('without a known email: the provider alone, found by the issuer when the name is not one the kit knows; else the issuer host', async () => {
    const kit = kitWith([
      { ...google, providerId: 'p-1', providerName: 'Google OIDC' },
      { ...google, providerId: 'p-2', providerName: 'apple-sign-in', issuer: 'https://appleid.apple.com' },
      { ...google, providerId: 'p-3', providerName: '', issuer: 'https://sso.example.com/realms/staff' },
    ]);
    renderSection(kit);
    const items = await within(region()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Google', 'Apple', 'sso.example.com']);
  });
});
