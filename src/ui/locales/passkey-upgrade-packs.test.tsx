import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de } from './de';
import type { Strings } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { arPasskeyUpgrade } from './passkey-upgrade/ar';
import { dePasskeyUpgrade } from './passkey-upgrade/de';
import { esPasskeyUpgrade } from './passkey-upgrade/es';
import { frPasskeyUpgrade } from './passkey-upgrade/fr';
import { jaPasskeyUpgrade } from './passkey-upgrade/ja';
import { ptBRPasskeyUpgrade } from './passkey-upgrade/pt-br';
import { enPasskeyUpgrade, type PasskeyUpgradeStrings } from './passkey-upgrade-strings';
import { ptBR } from './pt-br';
import { StringsProvider } from './strings-context';
import { loadPasskeyUpgradeStrings, usePasskeyUpgradeStrings } from './use-passkey-upgrade-strings';

const packs = { es: [esPasskeyUpgrade, es], de: [dePasskeyUpgrade, de], fr: [frPasskeyUpgrade, fr], ja: [jaPasskeyUpgrade, ja], 'pt-BR': [ptBRPasskeyUpgrade, ptBR], ar: [arPasskeyUpgrade, ar] } as const;

type FunctionKey = { [K in keyof PasskeyUpgradeStrings]: PasskeyUpgradeStrings[K] extends (...args: never[]) => string ? K : never }[keyof PasskeyUpgradeStrings];

/** Arguments to call every function with; the mapped type fails the typecheck when one is added and not here. */
const calls: { [K in FunctionKey]: (main: Strings) => Parameters<PasskeyUpgradeStrings[K]>[] } = {
  upgradeAddedText: (main) => [
    [main.passkeyLogin, false],
    [main.passkeyLogin, true],
  ],
};

describe.each(Object.entries(packs))('the %s passkey offer pack', (tag, [pack, main]) => {
  it('has exactly the keys of English, with functions taking the same arguments, and no empty strings', () => {
    expect(Object.keys(pack).sort()).toEqual(Object.keys(enPasskeyUpgrade).sort());
    for (const key of Object.keys(enPasskeyUpgrade) as (keyof PasskeyUpgradeStrings)[]) {
      expect(typeof pack[key], key).toBe(typeof enPasskeyUpgrade[key]);
      const [english, translated] = [enPasskeyUpgrade[key], pack[key]];
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
      if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('');
    }
    expect(Object.keys(calls).sort()).toEqual(Object.keys(enPasskeyUpgrade).filter((key) => typeof enPasskeyUpgrade[key as keyof PasskeyUpgradeStrings] === 'function').sort());
  });

  it(`names its own language's "${tag}" passkey button, and says more when the browser made the passkey by itself`, () => {
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, (main: Strings) => Parameters<PasskeyUpgradeStrings[FunctionKey]>[]][]) {
      const [prompted, automatic] = argumentLists(main).map((args) => pack[key](...args));
      expect(prompted).toContain(main.passkeyLogin);
      expect(automatic).toContain(main.passkeyLogin);
      expect(automatic!.length).toBeGreaterThan(prompted!.length);
    }
  });

  it('differs from English (it is translated)', () => {
    expect(pack.upgradeHeading).not.toBe(enPasskeyUpgrade.upgradeHeading);
    expect(pack.upgradeText).not.toBe(enPasskeyUpgrade.upgradeText);
  });
});

function Heading() {
  return <h1>{usePasskeyUpgradeStrings().upgradeHeading}</h1>;
}

describe('usePasskeyUpgradeStrings', () => {
  it('English at once; another language suspends until its pack has loaded', async () => {
    const { unmount } = render(<Heading />);
    expect(screen.getByRole('heading').textContent).toBe('Log in faster next time');
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Heading />
        </Suspense>
      </StringsProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(dePasskeyUpgrade.upgradeHeading);
    await expect(loadPasskeyUpgradeStrings('de')).resolves.toBe(dePasskeyUpgrade);
    await expect(loadPasskeyUpgradeStrings('xx')).resolves.toBe(enPasskeyUpgrade);
  });
});
