import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginKitError, type LinkedWallet } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { fakeConnector, foxWallet, ghostWallet } from '../test-utils/fixtures';
import { AccountPanel } from './account-panel';
import { WalletsSection } from './wallets-section';

const linkedFox: LinkedWallet = {
  apiKeyId: 'key-1',
  apiKeyName: 'Fox Wallet (Ethereum)',
  chain: 'ethereum',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  publicKey: `02${'ab'.repeat(32)}`,
};

function kitWith(linked: LinkedWallet[], config = { ...fakeConfig, showWallet: true }): FakeKit {
  const kit = createFakeKit(config);
  kit.linkedWallets = linked;
  kit.walletDiscovery.setWallets([fakeConnector(foxWallet), fakeConnector(ghostWallet)]);
  kit.setSession({ status: 'signedIn', session: fakeSession });
  return kit;
}

const region = () => screen.getByRole('region', { name: 'Wallets' });

function renderSection(kit: FakeKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>
        <WalletsSection />
      </main>
    </LoginKitProvider>,
  );
}

describe('WalletsSection', () => {
  it('lists the linked wallets (key name, chain, short address with the whole one for screen readers) and a Link button per wallet found', async () => {
    const { container } = renderSection(kitWith([linkedFox]));
    const list = await within(region()).findByRole('list');
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Fox Wallet (Ethereum)')).toBeTruthy();
    expect(item.textContent).toContain('Ethereum · 0x5aAe…eAed');
    expect(within(item).getByText(linkedFox.address).className).toBe('loginkit-visually-hidden');
    const group = within(region()).getByRole('group', { name: 'Link a wallet' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Link Fox WalletEthereum', 'Link GhostSolana']);
    await expectNoAxeViolations(container);
  });

  it('says when none is linked, and explains how to get a wallet when none is installed', async () => {
    const kit = kitWith([]);
    kit.walletDiscovery.setWallets([]);
    renderSection(kit);
    expect(await within(region()).findByText('No wallets are linked yet.')).toBeTruthy();
    expect(within(region()).getByText('No wallet found in this browser')).toBeTruthy();
  });

  it('links a wallet: says what the wallet will ask, then that it is linked, and the list shows it', async () => {
    const user = userEvent.setup();
    const kit = kitWith([]);
    let finish: (wallet: LinkedWallet) => void = () => undefined;
    kit.linkWallet.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { container } = renderSection(kit);
    const button = await within(region()).findByRole('button', { name: 'Link Fox Wallet Ethereum' });
    await user.click(button);
    expect(kit.linkWallet).toHaveBeenCalledWith(foxWallet.id, undefined);
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Approve in Fox Wallet: connect, then sign one message (free, no transaction).'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(within(region()).getByRole('button', { name: 'Link Ghost Solana' }).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(container);
    kit.linkedWallets = [linkedFox];
    finish(linkedFox);
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Fox Wallet is now linked to your account.'));
    expect(await within(region()).findByText('Fox Wallet (Ethereum)')).toBeTruthy();
  });

  it('a wallet linked to another account: a clear alert saying so', async () => {
    const user = userEvent.setup();
    const kit = kitWith([]);
    kit.linkWallet.mockRejectedValue(new LoginKitError('already_exists', 'linked elsewhere'));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Link Ghost Solana' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('Ghost was not linked. This wallet is already linked to another account.');
    // Still usable: the buttons are back.
    expect(within(region()).getByRole('button', { name: 'Link Ghost Solana' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('other failures name their cause (declined in the wallet)', async () => {
    const user = userEvent.setup();
    const kit = kitWith([]);
    kit.linkWallet.mockRejectedValue(new LoginKitError('wallet_rejected', 'declined'));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Link Fox Wallet Ethereum' }));
    expect((await within(region()).findByRole('alert')).textContent).toBe('Fox Wallet was not linked. You declined the request in your wallet.');
  });

  it('says why the list could not load', async () => {
    const kit = kitWith([]);
    kit.listLinkedWallets = () => Promise.reject(new LoginKitError('network', 'offline'));
    renderSection(kit);
    expect((await within(region()).findByRole('alert')).textContent).toMatch(/^We could not load your wallets\./);
  });
});

describe('AccountPanel and wallets', () => {
  it('shows the Wallets section only where the configuration offers wallets', async () => {
    const offered = render(
      <LoginKitProvider kit={kitWith([linkedFox])}>
        <AccountPanel />
      </LoginKitProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Wallets' })).toBeTruthy();
    offered.unmount();
    render(
      <LoginKitProvider kit={kitWith([linkedFox], fakeConfig)}>
        <AccountPanel />
      </LoginKitProvider>,
    );
    await screen.findByRole('region', { name: 'Sessions' });
    expect(screen.queryByRole('region', { name: 'Wallets' })).toBeNull();
  });
});
