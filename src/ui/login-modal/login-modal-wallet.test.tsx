import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitConfig, Session } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { lastUsedMethodKey } from '../last-used-method';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { ethereumAccounts, fakeConnector, foxWallet, ghostWallet, kitError } from '../test-utils/fixtures';
import type { MethodLayout } from '../screens/login-methods';
import { LoginModal } from './login-modal';

const walletConfig: KitConfig = { ...fakeConfig, showWallet: true, methodOrder: ['code', 'wallet'] };
const [first] = ethereumAccounts as [(typeof ethereumAccounts)[0]];
const walletSession: Session = { ...fakeSession, method: 'wallet', contact: first.address };

function renderModal(kit: FakeKit, onSuccess?: (session: Session) => void, methodLayout?: MethodLayout) {
  return render(
    <LoginKitProvider kit={kit}>
      <LoginModal onSuccess={onSuccess} methodLayout={methodLayout} />
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

/** Compact layout: the wallets sit behind one entry, which opens their list. */
async function openWalletList(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement): Promise<HTMLElement> {
  await user.click(await within(dialog).findByRole('button', { name: 'Continue with a wallet' }));
  return within(dialog).findByRole('group', { name: 'Log in with a wallet' }); // the list step comes from the wallet chunk
}

const newestFlow = (kit: FakeKit) => {
  const flow = kit.walletFlows.at(-1);
  if (flow === undefined) throw new Error('no wallet flow');
  return flow;
};

afterEach(() => localStorage.clear());

describe('LoginModal with wallets offered (config.showWallet)', () => {
  it('offers the wallets after the code form as one entry, which opens their list; Back returns the focus to the entry', async () => {
    const user = userEvent.setup();
    renderModal(walletKit());
    const dialog = await openDialog(user);
    const entry = await within(dialog).findByRole('button', { name: 'Continue with a wallet' });
    const field = within(dialog).getByLabelText('Email address');
    expect(field.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Fox Wallet Ethereum' })).toBeNull();
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code. You can also use a browser wallet.' })).toBe(dialog);
    await expectAccessibleModal();

    const group = await openWalletList(user, dialog);
    const buttons = await within(group).findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Fox WalletEthereum', 'GhostSolana']);
    expect(document.activeElement).toBe(buttons[0]);
    // The code form waits behind the list, hidden, with what was typed.
    expect(within(dialog).queryByRole('textbox', { name: 'Email address' })).toBeNull();
    await expectAccessibleModal();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).queryByRole('group', { name: 'Log in with a wallet' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toBe(field);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue with a wallet' }));
  });

  it('list layout: lists the wallets after the code form, in the configuration’s order', async () => {
    const user = userEvent.setup();
    renderModal(walletKit(), undefined, 'list');
    const dialog = await openDialog(user);
    const group = await within(dialog).findByRole('group', { name: 'Log in with a wallet' }); // a chunk of its own
    expect((await within(group).findAllByRole('button')).map((button) => button.textContent)).toEqual(['Fox WalletEthereum', 'GhostSolana']);
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
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

  it('no wallet installed: nothing about wallets beside the code form; a wallet installed later brings the entry back', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(walletConfig);
    renderModal(kit);
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull());
    // Nor does the dialog's description for screen readers speak of wallets.
    expect(within(dialog).queryByText(/wallet/i)).toBeNull();
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code.' })).toBe(dialog);
    await expectAccessibleModal();
    act(() => kit.walletDiscovery.setWallets([fakeConnector(ghostWallet)]));
    expect(screen.getByRole('dialog', { description: 'Log in or create an account with a one-time code. You can also use a browser wallet.' })).toBe(dialog);
    const group = await openWalletList(user, dialog);
    expect(within(group).getByRole('button', { name: 'Ghost Solana' })).toBeTruthy();
  });

  it('list layout, no wallet installed: the explanation, and a wallet installed later shows up without a reload', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(walletConfig);
    renderModal(kit, undefined, 'list');
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('No wallet found in this browser')).toBeTruthy();
    await expectAccessibleModal();
    act(() => kit.walletDiscovery.setWallets([fakeConnector(ghostWallet)]));
    expect(await within(dialog).findByRole('button', { name: 'Ghost Solana' })).toBeTruthy();
    expect(within(dialog).queryByText('No wallet found in this browser')).toBeNull();
  });

  it('wallets the only method, none installed: how to get one, in place', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit({ ...walletConfig, otpChannels: [], methodOrder: ['wallet'] }));
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('No wallet found in this browser')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    await expectAccessibleModal();
  });

  it('logs in: select inside the click, the waiting screens, several accounts, success; remembered as last used', async () => {
    const user = userEvent.setup();
    const kit = walletKit();
    const onSuccess = vi.fn<(session: Session) => void>();
    renderModal(kit, onSuccess);
    const dialog = await openDialog(user);
    const button = await within(await openWalletList(user, dialog)).findByRole('button', { name: 'Fox Wallet Ethereum' });
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
    await user.click(await within(await openWalletList(user, dialog)).findByRole('button', { name: 'Fox Wallet Ethereum' }));
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
    // Back at the wallet list, the first wallet focused; its Back leads to the code form and the entry.
    expect(document.activeElement).toBe(await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue with a wallet' }));
  });

  it('a failed attempt starts over at the next opening', async () => {
    const user = userEvent.setup();
    const kit = walletKit();
    renderModal(kit);
    let dialog = await openDialog(user);
    await user.click(await within(await openWalletList(user, dialog)).findByRole('button', { name: 'Fox Wallet Ethereum' }));
    await within(dialog).findByRole('heading', { name: 'Waiting for Fox Wallet…' });
    act(() => newestFlow(kit).send({ type: 'walletFailed', error: kitError('wallet_pending') }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(await within(dialog).findByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
    expect(await within(await openWalletList(user, dialog)).findByRole('button', { name: 'Fox Wallet Ethereum' })).toBeTruthy();
    expect(newestFlow(kit).getSnapshot().status).toBe('idle');
  });
});
