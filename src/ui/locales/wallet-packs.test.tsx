import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { StringsProvider } from './strings-context';
import { loadWalletStrings, useWalletStrings } from './use-wallet-strings';
import { arWallet } from './wallet/ar';
import { deWallet } from './wallet/de';
import { esWallet } from './wallet/es';
import { frWallet } from './wallet/fr';
import { jaWallet } from './wallet/ja';
import { ptBRWallet } from './wallet/pt-br';
import { enWallet, type WalletStrings } from './wallet-strings';

const packs: Record<string, WalletStrings> = { es: esWallet, de: deWallet, fr: frWallet, ja: jaWallet, 'pt-BR': ptBRWallet, ar: arWallet };

type FunctionKey = { [K in keyof WalletStrings]: WalletStrings[K] extends (...args: never[]) => string ? K : never }[keyof WalletStrings];

/** Arguments to call every function with; the mapped type fails the typecheck when one is added and not here. */
const calls: { [K in FunctionKey]: Parameters<WalletStrings[K]>[] } = {
  walletWaitingHeading: [['MetaMask']],
  walletConnectingText: [['MetaMask']],
  walletSigningText: [['MetaMask', 'Acme'], ['Phantom']],
  walletChooseAccountText: [['MetaMask']],
  walletOtherAccounts: [['MetaMask']],
  walletCancelledText: [['MetaMask']],
  walletFailedHeading: [['MetaMask']],
  walletsLink: [['MetaMask']],
  walletsLinking: [
    ['MetaMask', 'ethereum'],
    ['Phantom', 'solana'],
  ],
  walletsLinked: [['MetaMask']],
  walletsLinkFailed: [['MetaMask']],
};

const keyPaths = (table: WalletStrings): string[] =>
  Object.entries(table)
    .flatMap(([key, value]) => (typeof value === 'object' ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key]))
    .sort();

describe.each(Object.entries(packs))('the %s wallet pack', (_tag, pack) => {
  it('has exactly the keys of English, with functions taking the same arguments', () => {
    expect(keyPaths(pack)).toEqual(keyPaths(enWallet));
    for (const key of Object.keys(enWallet) as (keyof WalletStrings)[]) {
      expect(typeof pack[key], key).toBe(typeof enWallet[key]);
      const [english, translated] = [enWallet[key], pack[key]];
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
    }
    expect(Object.keys(calls).sort()).toEqual(Object.keys(enWallet).filter((key) => typeof enWallet[key as keyof WalletStrings] === 'function').sort());
  });

  it('has no empty strings, and puts every wallet and app name English shows into its sentences', () => {
    for (const [key, value] of Object.entries(pack)) if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, unknown[][]][]) {
      for (const args of argumentLists) {
        const english = (enWallet[key] as (...values: unknown[]) => string)(...args);
        const translated = (pack[key] as (...values: unknown[]) => string)(...args);
        expect(translated.trim()).not.toBe('');
        for (const value of args.filter((arg): arg is string => typeof arg === 'string' && arg !== 'ethereum' && arg !== 'solana' && english.includes(arg))) {
          expect(translated, `${key}(${JSON.stringify(args)})`).toContain(value);
        }
      }
    }
  });
});

function Heading() {
  return <h1>{useWalletStrings().walletsHeading}</h1>;
}

describe('useWalletStrings', () => {
  it('English at once; another language suspends until its pack has loaded', async () => {
    const { unmount } = render(<Heading />);
    expect(screen.getByRole('heading').textContent).toBe(en.lang === 'en' ? 'Wallets' : '');
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Heading />
        </Suspense>
      </StringsProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(deWallet.walletsHeading);
    await expect(loadWalletStrings('de')).resolves.toBe(deWallet);
    await expect(loadWalletStrings('xx')).resolves.toBe(enWallet);
  });
});
