import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError, type LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { fakeSession } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { outcome, signedInFakeKit } from './test-utils/account-kits';
import { walletRecord } from './test-utils/account-records';
import { WalletExportSection } from './wallet-export-section';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderSection(kit: LoginKit, queryClient = new QueryClient()) {
  return render(
    <LoginKitProvider kit={kit} queryClient={queryClient}>
      <main>
        <WalletExportSection />
      </main>
    </LoginKitProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Recovery phrases' });
const status = () => within(region()).getByRole('status');
const main = walletRecord({ walletId: 'wallet-1', walletName: 'Main' });
const mnemonic = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('WalletExportSection: the recovery phrase, with the private key export’s safety', () => {
  it('Export asks first, then shows the words numbered with Copy and Hide; Hide wipes the section’s copy', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getWallets.mockResolvedValue([main]);
    account.exportWallet.mockImplementation(async () => outcome({ walletId: 'wallet-1', mnemonic }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fill = vi.spyOn(Uint8Array.prototype, 'fill');
    const log = vi.spyOn(console, 'log');
    const { container } = renderSection(kit);
    const exportButton = await within(region()).findByRole('button', { name: 'Export Main' });
    await expectNoAxeViolations(container);

    await user.click(exportButton);
    const confirm = within(region()).getByRole('group', { name: 'Show the recovery phrase of “Main”?' });
    const yes = within(confirm).getByRole('button', { name: 'Yes, show it' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    await expectNoAxeViolations(container);
    await user.click(yes);

    const shown = await within(region()).findByRole('group', { name: 'Recovery phrase of “Main”' });
    expect(account.exportWallet).toHaveBeenCalledWith({ walletId: 'wallet-1' }, { signal: expect.any(AbortSignal) });
    expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(mnemonic.split(' '));
    expect(status().textContent).toBe('The recovery phrase of “Main” is shown.');
    await waitFor(() => expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Copy' })));
    await expectNoAxeViolations(container);
    expect(localStorage.length).toBe(0);

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(mnemonic);
    await waitFor(() => expect(status().textContent).toBe('Copied to the clipboard.'));

    const wipes = fill.mock.calls.length;
    await user.click(within(region()).getByRole('button', { name: 'Hide' }));
    expect(fill.mock.calls.length).toBeGreaterThan(wipes);
    expect(container.textContent).not.toContain('sausage');
    expect(status().textContent).toBe('The recovery phrase of “Main” is hidden.');
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Export Main' })));
    expect(log).not.toHaveBeenCalled();
    fill.mockRestore();
  });

  it('loading, empty and a list that could not load', async () => {
    const { kit, account } = signedInFakeKit();
    account.getWallets.mockRejectedValueOnce(new LoginKitError('permission_denied', 'no')).mockResolvedValue([]);
    const { container } = renderSection(kit);
    expect(within(region()).getByText('Loading your wallets…')).toBeTruthy();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^We could not load your wallets\. This is not allowed for your account/);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByText('There are no wallets.')).toBeTruthy();
  });

  it('Cancel closes the confirmation; a refused export is an alert, focus back on Export', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getWallets.mockResolvedValue([main]);
    account.exportWallet.mockRejectedValue(new LoginKitError('permission_denied', 'policy'));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Export Main' }));
    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(within(region()).queryByRole('group')).toBeNull();
    expect(account.exportWallet).not.toHaveBeenCalled();

    await user.click(within(region()).getByRole('button', { name: 'Export Main' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, show it' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^The wallet “Main” was not exported\. This is not allowed for your account/);
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Export Main' })));
  });

  it('hides the phrase when the session changes', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getWallets.mockResolvedValue([main]);
    account.exportWallet.mockImplementation(async () => outcome({ walletId: 'wallet-1', mnemonic }));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Export Main' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, show it' }));
    await within(region()).findByText('sausage');
    kit.setSession({ status: 'signedIn', session: { ...fakeSession, publicKey: `03${'ef'.repeat(32)}` } });
    await waitFor(() => expect(within(region()).queryByText('sausage')).toBeNull());
  });
});
