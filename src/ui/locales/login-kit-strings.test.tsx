import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, mergeStrings } from './en';
import { withStringOverrides } from './login-kit-strings';
import { enPasskeyUpgrade } from './passkey-upgrade-strings';
import { StringsProvider } from './strings-context';
import { usePasskeyUpgradeStrings } from './use-passkey-upgrade-strings';
import { useWalletStrings } from './use-wallet-strings';
import { enWallet } from './wallet-strings';

function Probe() {
  const wallet = useWalletStrings();
  const upgrade = usePasskeyUpgradeStrings();
  return (
    <p>
      {wallet.walletGroupLabel} | {wallet.walletLoading} | {upgrade.upgradeHeading} | {upgrade.upgradeNotNow}
    </p>
  );
}

describe('the strings prop reaches the wallet and passkey-offer tables', () => {
  it('overrides the names the app set, in each table, and keeps the others', () => {
    const strings = mergeStrings(en, { walletGroupLabel: 'Your wallets', upgradeNotNow: 'Later' } as Partial<typeof en>);
    render(
      <StringsProvider strings={strings}>
        <Probe />
      </StringsProvider>,
    );
    expect(screen.getByText(`Your wallets | ${enWallet.walletLoading} | ${enPasskeyUpgrade.upgradeHeading} | Later`)).toBeTruthy();
  });

  it('without overrides, the tables themselves (the same objects: nothing copied)', () => {
    expect(withStringOverrides(enWallet, en)).toBe(enWallet);
    expect(withStringOverrides(enPasskeyUpgrade, en)).toBe(enPasskeyUpgrade);
  });

  it('gives the same object for the same table and strings (stable across renders)', () => {
    const strings = mergeStrings(en, { upgradeHeading: 'Faster' } as Partial<typeof en>);
    const first = withStringOverrides(enPasskeyUpgrade, strings);
    expect(first.upgradeHeading).toBe('Faster');
    expect(withStringOverrides(enPasskeyUpgrade, strings)).toBe(first);
  });
});
