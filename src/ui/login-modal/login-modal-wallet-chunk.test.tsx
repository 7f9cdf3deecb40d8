import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KitConfig } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig } from '../../react/test-utils/test-kits';
import { en } from '../locales/en';
import { enWallet } from '../locales/wallet-strings';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from './login-modal';

// The wallet chunk cannot be fetched (the network dropped after the page loaded).
vi.mock('./wallet-method', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const walletConfig: KitConfig = { ...fakeConfig, showWallet: true, methodOrder: ['code', 'wallet'] };

describe('LoginModal when the wallet chunk cannot be fetched', () => {
  it('says so in the wallet list, with the network error, and the code form stays usable', async () => {
    const user = userEvent.setup();
    render(
      <LoginKitProvider kit={createFakeKit(walletConfig)}>
        <LoginModal />
      </LoginKitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with a wallet' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`${enWallet.walletLoadFailed} ${en.errors.network}`);
    expect(within(dialog).queryByText(enWallet.walletLoading)).toBeNull();
    await expectNoAxeViolations(dialog.closest('.loginkit')!);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
  });
});
