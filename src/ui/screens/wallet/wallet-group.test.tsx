import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { callsWhenClickEnds } from '../../test-utils/click-probe';
import { fakeConnector, foxWallet, ghostWallet, kitError, plainWallet, spyWalletActions } from '../../test-utils/fixtures';
import { WalletGroup } from './wallet-group';

const group = () => screen.getByRole('group', { name: 'Log in with a wallet' });

describe('WalletGroup (the wallet list under the contact form)', () => {
  it('one button per wallet: its icon (a data: image, decorative), name and chain, described by what the wallet will ask', async () => {
    const { container } = render(<WalletGroup wallets={{ status: 'ready', wallets: [foxWallet, ghostWallet, plainWallet] }} actions={spyWalletActions()} />);
    const buttons = within(group()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Fox WalletEthereum', 'GhostSolana', 'Browser walletEthereum']);
    expect(within(group()).getByRole('button', { name: 'Ghost Solana' })).toBe(buttons[1]);
    for (const button of buttons) expect(button).toHaveProperty('type', 'button');
    expect(screen.getByRole('button', { name: 'Fox Wallet Ethereum', description: /connect, then to sign one message\. Signing is free and sends no transaction/ })).toBe(buttons[0]);
    const icons = container.querySelectorAll('img');
    expect([...icons].map((icon) => [icon.getAttribute('src'), icon.getAttribute('alt')])).toEqual([
      [foxWallet.icon, ''],
      [ghostWallet.icon, ''],
    ]);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sends select with the wallet inside the click, once', async () => {
    const user = userEvent.setup();
    const actions = spyWalletActions();
    render(<WalletGroup wallets={{ status: 'ready', wallets: [fakeConnector(foxWallet), fakeConnector(ghostWallet)] }} actions={actions} />);
    const probe = callsWhenClickEnds(actions.select);
    await user.click(screen.getByRole('button', { name: 'Ghost Solana' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(actions.select).toHaveBeenCalledWith(ghostWallet);
    expect(Object.values(actions.select.mock.calls[0]![0]).some((value) => typeof value === 'function')).toBe(false); // plain data for the flow's state
  });

  it('while discovery loads: a busy status, no buttons', async () => {
    const { container } = render(<WalletGroup wallets={{ status: 'loading', wallets: [] }} actions={spyWalletActions()} />);
    expect(within(group()).getByRole('status').textContent).toBe('Looking for wallets…');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('no wallet installed: how to get one (and that the list updates by itself), instead of an empty list', async () => {
    const { container } = render(<WalletGroup wallets={{ status: 'ready', wallets: [] }} actions={spyWalletActions()} />);
    const status = within(group()).getByRole('status');
    expect(status.textContent).toMatch(/^No wallet found in this browser/);
    expect(status.textContent).toMatch(/MetaMask or Phantom.*no need to reload/);
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('discovery failed to load: an alert naming the cause', () => {
    render(<WalletGroup wallets={{ status: 'failed', wallets: [], error: kitError('network') }} actions={spyWalletActions()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not look for wallets\. We could not reach the login service/);
  });

  it('marks the group "Last used" when the user logged in with a wallet last time', () => {
    render(<WalletGroup wallets={{ status: 'ready', wallets: [foxWallet] }} actions={spyWalletActions()} lastUsed />);
    expect(screen.getByRole('group', { description: 'Last used' })).toBe(group());
  });
});
