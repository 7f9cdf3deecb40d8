import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitConfig, Session } from '../../core/index';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { lastUsedMethodKey } from '../last-used-method';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { ethereumAccounts, fakeConnector, foxWallet, ghostWallet, kitError } from '../test-utils/fixtures';
import { LoginModal } from './login-modal';

const walletConfig: KitConfig = { ...fakeConfig, showWallet: true, methodOrder: ['code', 'wallet'] };
const [first] = ethereumAccounts as [(typeof ethereumAccounts)[0]];
const walletSession: Session = { ...fakeSession, method: 'wallet', contact: first.address };

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

async function expectAccessibleModal(): Promise<void> {
  const root = screen.getByRole('dialog').closest('.loginkit');
  if (root === null) throw new Error('the dialog is not inside its .loginkit root');
  await expectNoAxeViolations(root);
}

function walletKit(config: KitConfig = walletConfig): FakeKit {
  const kit = createFakeKit(config);
  kit.walletDiscovery.setWallets([fakeConnector(foxWallet), fakeConnector(ghostWallet)]);
  return kit;
}

const newestFlow = (kit: FakeKit) => {
  const flow = kit.walletFlows.at(-1);
  if (flow === undefined) throw new Error('no wallet flow');
  return flow;
};

afterEach(() => localStorage.clear());

describe('LoginModal with wallets offered (config.showWallet)', () => {
  it('lists the wallets after the code form, in the configuration’s order, and says so in its description', async () => {
    const user = userEvent.setup();
    renderModal(walletKit());
    const dialog = await openDialog(user);
    const group = await within(dialog).findByRole('group', { name: 'Log in with a wallet' }); // a chunk of its own
    expect((await within(group).findAllByRole('button')).map((button) => button.textContent)).toEqual(['Fox WalletEthereum', 'GhostSolana']);
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code. You can also use a browser wallet.' })).toBe(dialog);
    await expectAccessibleModal();
  });

  it('shows the wallets first when the order says so, and alone without code channels', async () => {
    const user = userEvent.setup();
    renderModal(walletKit({ ...walletConfig, otpChannels: [], methodOrder: ['wallet'] }));
    const dialog = await openDialog(user);
    await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' });
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
  });

  it('loads no wallet code and shows no wallets when the configuration does not offer them', async () => {
    const user = userEvent.setup();
    const kit = walletKit(fakeConfig);
    const loadWallets = vi.spyOn(kit, 'loadWallets');
    renderModal(kit);
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    expect(within(dialog).queryByRole('group', { name: 'Log in with a wallet' })).toBeNull();
    expect(loadWallets).not.toHaveBeenCalled();
    expect(kit.walletFlows).toHaveLength(0);
  });

  it('no wallet installed: the explanation, and a wallet installed later shows up without a reload', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(walletConfig);
    renderModal(kit);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('No wallet found in this browser')).toBeTruthy();
    await expectAccessibleModal();
    act(() => kit.walletDiscovery.setWallets([fakeConnector(ghostWallet)]));
    expect(await within(dialog).findByRole('button', { name: 'Ghost Solana' })).toBeTruthy();
    expect(within(dialog).queryByText('No wallet found in this browser')).toBeNull();
  });

  it('logs in: select inside the click, the waiting screens, several accounts, success; remembered as last used', async () => {
    const user = userEvent.setup();
    const kit = walletKit();
    const onSuccess = vi.fn<(session: Session) => void>();
    renderModal(kit, onSuccess);
    const dialog = await openDialog(user);
    const button = await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' });
    const flow = newestFlow(kit);
    const probe = callsWhenClickEnds(() => flow.events.length);
    await user.click(button);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(flow.events).toEqual([{ type: 'select', wallet: foxWallet }]);

    expect(await within(dialog).findByRole('heading', { name: 'Waiting for Fox Wallet…' })).toBeTruthy(); // its screens load in their own chunk
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Back' }));
    await expectAccessibleModal();

    act(() => flow.send({ type: 'connected', accounts: ethereumAccounts }));
    const account = within(dialog).getByRole('button', { name: first.address });
    expect(document.activeElement).toBe(account);
    await user.click(account);
    expect(flow.events.at(-1)).toEqual({ type: 'chooseAccount', account: first });
    expect(within(dialog).getByRole('status').textContent).toBe('Sign the message in Fox Wallet to log in to Acme. It costs nothing and sends no transaction.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Back' }));

    act(() => flow.send({ type: 'signed' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Logging you in…');
    act(() => flow.send({ type: 'loggedIn', session: walletSession, isNewUser: true }));
    expect(within(dialog).getByRole('status').textContent).toBe('Your account with Fox Wallet is ready.');
    expect(onSuccess).toHaveBeenCalledWith(walletSession);
    expect(localStorage.getItem(lastUsedMethodKey)).toBe('wallet');
    await expectAccessibleModal();
  });

  it('declined in the wallet: the cancelled screen with Try again; a locked wallet: the cause, and Back returns to the list', async () => {
    const user = userEvent.setup();
    const kit = walletKit();
    renderModal(kit);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' }));
    const flow = newestFlow(kit);
    await within(dialog).findByRole('heading', { name: 'Waiting for Fox Wallet…' });
    act(() => flow.send({ type: 'walletFailed', error: kitError('wallet_rejected') }));
    expect(within(dialog).getByRole('heading', { name: 'You declined in your wallet' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(flow.events.at(-1)).toEqual({ type: 'retry' });

    act(() => flow.send({ type: 'walletFailed', error: kitError('wallet_locked') }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Fox Wallet.*locked/);
    await expectAccessibleModal();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(flow.events.at(-1)).toEqual({ type: 'back' });
    expect(await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' })).toBeTruthy();
    // The modal stays usable: the code form is back too.
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
  });

  it('a failed attempt starts over at the next opening', async () => {
    const user = userEvent.setup();
    const kit = walletKit();
    renderModal(kit);
    let dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' }));
    await within(dialog).findByRole('heading', { name: 'Waiting for Fox Wallet…' });
    act(() => newestFlow(kit).send({ type: 'walletFailed', error: kitError('wallet_pending') }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' })).toBeTruthy();
    expect(newestFlow(kit).getSnapshot().status).toBe('idle');
  });
});
