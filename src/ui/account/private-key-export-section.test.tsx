import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError, type ExportPrivateKeyResult, type LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { fakeSession } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { PrivateKeyExportSection } from './private-key-export-section';
import { loggedInKit, outcome, signedInFakeKit } from './test-utils/account-kits';
import { privateKeyRecord } from './test-utils/account-records';

const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderSection(kit: LoginKit, queryClient = new QueryClient()) {
  return render(
    <LoginKitProvider kit={kit} queryClient={queryClient}>
      <main>
        <PrivateKeyExportSection />
      </main>
    </LoginKitProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Private keys' });
const status = () => within(region()).getByRole('status');
const treasury = privateKeyRecord({ privateKeyId: 'pk-1', privateKeyName: 'Treasury key', addresses: [{ format: 'ADDRESS_FORMAT_ETHEREUM', address: '0xabc' }] });
const keyBytes = () => Uint8Array.from({ length: 32 }, (_, index) => index + 1);
const keyHex = Array.from(keyBytes(), (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('PrivateKeyExportSection against the mock relay', () => {
  it('exports a seeded key after the confirmation, decrypted in the page, then hides it', async () => {
    const user = userEvent.setup();
    const { kit } = await loggedInKit('ada@example.com', {
      privateKeys: [{ privateKeyName: 'Treasury key', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
    });
    kits.push(kit);
    const { container } = renderSection(kit);
    const exportButton = await within(region()).findByRole('button', { name: 'Export Treasury key' });
    expect(within(region()).getByText(/^0x[0-9a-fA-F]{40}$/)).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(exportButton);
    const confirm = within(region()).getByRole('group', { name: 'Show the private key of “Treasury key”?' });
    const yes = within(confirm).getByRole('button', { name: 'Yes, show it' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    await expectNoAxeViolations(container);
    await user.click(yes);

    const shown = await within(region()).findByRole('group', { name: 'Private key of “Treasury key”' });
    expect(within(shown).getByText(/^[0-9a-f]{64}$/)).toBeTruthy();
    expect(status().textContent).toBe('The private key of “Treasury key” is shown.');
    await waitFor(() => expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Copy' })));
    await expectNoAxeViolations(container);

    await user.click(within(shown).getByRole('button', { name: 'Hide' }));
    expect(within(region()).queryByText(/^[0-9a-f]{64}$/)).toBeNull();
    expect(status().textContent).toBe('The private key of “Treasury key” is hidden.');
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Export Treasury key' })));
  });
});

describe('PrivateKeyExportSection: states and the key bytes (fake kit)', () => {
  it('loading, empty and a list that could not load', async () => {
    const { kit, account } = signedInFakeKit();
    account.getPrivateKeys.mockRejectedValueOnce(new LoginKitError('permission_denied', 'no')).mockResolvedValue([]);
    const { container } = renderSection(kit);
    expect(within(region()).getByText('Loading your private keys…')).toBeTruthy();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^We could not load your private keys\. This is not allowed for your account/);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByText('There are no private keys.')).toBeTruthy();
  });

  it('keeps the bytes only in the section: the result and the mutation hold zeros; Hide and unmount wipe the shown copy', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    const results: ExportPrivateKeyResult[] = [];
    account.getPrivateKeys.mockResolvedValue([treasury]);
    account.exportPrivateKey.mockImplementation(async () => {
      const result = { privateKeyId: 'pk-1', privateKey: keyBytes() };
      results.push(result);
      return outcome(result);
    });
    const fill = vi.spyOn(Uint8Array.prototype, 'fill');
    const log = vi.spyOn(console, 'log');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const queryClient = new QueryClient();
    const { container, unmount } = renderSection(kit, queryClient);

    await user.click(await within(region()).findByRole('button', { name: 'Export Treasury key' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, show it' }));
    expect(await within(region()).findByText(keyHex)).toBeTruthy();
    expect(account.exportPrivateKey).toHaveBeenCalledWith({ privateKeyId: 'pk-1' }, { signal: expect.any(AbortSignal) });
    expect([...results[0]!.privateKey].every((byte) => byte === 0)).toBe(true);
    // The mutation cache still references the result object: its bytes are zeros.
    const cached = queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => (mutation.state.data as { result?: ExportPrivateKeyResult } | undefined)?.result?.privateKey)
      .filter((bytes) => bytes !== undefined);
    expect(cached.every((bytes) => bytes.every((byte) => byte === 0))).toBe(true);
    expect(localStorage.length).toBe(0);

    await user.click(within(region()).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(keyHex);
    await waitFor(() => expect(status().textContent).toBe('Copied to the clipboard.'));

    const wipes = fill.mock.calls.length;
    await user.click(within(region()).getByRole('button', { name: 'Hide' }));
    expect(fill.mock.calls.length).toBeGreaterThan(wipes);
    expect(fill.mock.contexts.at(-1)).toEqual(new Uint8Array(32));
    expect(container.textContent).not.toContain(keyHex);

    // Shown again, then the section goes away: the shown copy is wiped.
    await user.click(within(region()).getByRole('button', { name: 'Export Treasury key' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, show it' }));
    await within(region()).findByText(keyHex);
    const shown = fill.mock.calls.length;
    unmount();
    expect(fill.mock.calls.length).toBeGreaterThan(shown);
    expect(fill.mock.contexts.at(-1)).toEqual(new Uint8Array(32));
    expect(log).not.toHaveBeenCalled();
    fill.mockRestore();
  });

  it('Cancel closes the confirmation and returns focus; a refused export is an alert, focus back on Export', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getPrivateKeys.mockResolvedValue([treasury, privateKeyRecord({ privateKeyId: 'pk-2', privateKeyName: '' })]);
    account.exportPrivateKey.mockRejectedValue(new LoginKitError('permission_denied', 'policy'));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Export Unnamed key' }));
    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(within(region()).queryByRole('group')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Export Unnamed key' })));
    expect(account.exportPrivateKey).not.toHaveBeenCalled();

    await user.click(within(region()).getByRole('button', { name: 'Export Treasury key' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, show it' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('The key “Treasury key” was not exported. This is not allowed for your account (a policy, an IP allowlist or your session’s scope refused it).');
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Export Treasury key' })));
  });

  it('hides the key when the session changes', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getPrivateKeys.mockResolvedValue([treasury]);
    account.exportPrivateKey.mockImplementation(async () => outcome({ privateKeyId: 'pk-1', privateKey: keyBytes() }));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Export Treasury key' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, show it' }));
    await within(region()).findByText(keyHex);
    kit.setSession({ status: 'signedIn', session: { ...fakeSession, publicKey: `03${'ef'.repeat(32)}` } });
    await waitFor(() => expect(within(region()).queryByText(keyHex)).toBeNull());
  });
});
