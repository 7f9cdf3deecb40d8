import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeConnector, foxWallet, ghostWallet, spyWalletActions } from '../../test-utils/fixtures';
import { WalletListStep } from './wallet-list-step';

/** Where the focus is when the layout effects of the commit it is rendered in have run (it comes after the step). */
function FocusAtCommit({ seen }: { seen: (element: Element | null) => void }) {
  useLayoutEffect(() => seen(document.activeElement));
  return null;
}

describe('WalletListStep', () => {
  it('the first wallet has the focus by the end of the commit that shows the step, over a field with autoFocus mounted with it (the contact form behind the step)', () => {
    // React 18 runs the passive effects of a render that no click caused in a later task: a focus put
    // there would leave the field's autoFocus in place for a while (and for the code that reads it).
    const seen = vi.fn<(element: Element | null) => void>();
    render(
      <>
        <div hidden>
          <input aria-label="Email address" autoFocus />
        </div>
        <WalletListStep wallets={{ status: 'ready', wallets: [fakeConnector(foxWallet), fakeConnector(ghostWallet)] }} actions={spyWalletActions()} onBack={vi.fn()} />
        <FocusAtCommit seen={seen} />
      </>,
    );
    const first = screen.getByRole('button', { name: 'Fox Wallet Ethereum' });
    expect(seen).toHaveBeenCalledWith(first);
    expect(document.activeElement).toBe(first);
  });

  it('while discovery looks, Back; once it answers, the first wallet (the focus had stayed on Back)', () => {
    const props = { actions: spyWalletActions(), onBack: vi.fn() };
    const { rerender } = render(<WalletListStep wallets={{ status: 'loading', wallets: [] }} {...props} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    rerender(<WalletListStep wallets={{ status: 'ready', wallets: [fakeConnector(foxWallet)] }} {...props} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fox Wallet Ethereum' }));
  });
});
