import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hideOthers } from 'aria-hidden';
import { describe, expect, it } from 'vitest';
import type { KitConfig, Session } from '../../core/index';
import { LoginKitProvider, useSession } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { LoginModal } from './login-modal';

const socialConfig: KitConfig = { ...fakeConfig, oauthProviders: ['google'] };
const oauthSession: Session = { ...fakeSession, method: 'oauth', contact: 'ada@example.com' };

/** The demo's page: the modal (no trigger once logged in) and a "Log out" button beside it. */
function Page() {
  const { session } = useSession();
  return (
    <main>
      <LoginModal trigger={session ? null : undefined} />
      {session && <button type="button">Log out</button>}
    </main>
  );
}

function renderPage(kit: FakeKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <Page />
    </LoginKitProvider>,
  );
}

/** Opens the modal, logs in with Google (popup), and returns the dialog on its success screen. */
async function logInWithGoogle(user: ReturnType<typeof userEvent.setup>, kit: FakeKit): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
  const flow = kit.oauthFlows.at(-1);
  if (flow === undefined) throw new Error('no social login flow');
  act(() => flow.send({ type: 'authorized' }));
  act(() => {
    kit.setSession({ status: 'signedIn', session: oauthSession });
    flow.send({ type: 'loggedIn', session: oauthSession, isNewUser: true });
  });
  // The social screens load in their own chunk (the first import can be slow on a busy machine).
  await within(dialog).findByRole('button', { name: 'Done' }, { timeout: 5000 });
  return dialog;
}

/** The page's own top-level nodes (not the modal's portal) that screen readers are told to skip. */
const hiddenPageNodes = (container: HTMLElement) => [container, ...container.querySelectorAll('*')].filter((node) => node.hasAttribute('aria-hidden'));

describe('LoginModal: the page behind it is hidden from screen readers only while it is open', () => {
  it('hides the page while open; after "Done" the page and its "Log out" button are exposed again', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    const { container } = renderPage(kit);
    await logInWithGoogle(user, kit);
    expect(container.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull(); // hidden behind the modal

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hiddenPageNodes(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('a hide-others lock left behind by the closed dialog does not keep the page hidden; what was hidden before stays hidden', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    const { container } = renderPage(kit);
    const hostBanner = document.createElement('div');
    hostBanner.setAttribute('aria-hidden', 'true');
    hostBanner.setAttribute('data-aria-hidden', 'true');
    document.body.append(hostBanner);
    try {
      const dialog = await logInWithGoogle(user, kit);
      // A second lock on the dialog that nothing releases: what a hide-others outliving its dialog leaves.
      hideOthers(dialog);

      await user.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(hiddenPageNodes(container)).toEqual([]));
      expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
      expect(hostBanner.getAttribute('aria-hidden')).toBe('true');
    } finally {
      hostBanner.remove();
    }
  });

  it('leaves the page hidden while another modal dialog is still open', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(socialConfig);
    const { container } = renderPage(kit);
    const dialog = await logInWithGoogle(user, kit);
    hideOthers(dialog);
    const otherModal = document.createElement('div');
    otherModal.setAttribute('role', 'dialog');
    otherModal.setAttribute('aria-modal', 'true');
    document.body.append(otherModal);
    try {
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /log in/i })).toBeNull());
      await act(async () => Promise.resolve());
      expect(container.getAttribute('aria-hidden')).toBe('true');
    } finally {
      otherModal.remove();
    }
  });
});
