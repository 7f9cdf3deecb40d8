import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { enAccount } from './account-strings';
import { enCaptcha } from './captcha-strings';
import { de } from './de';
import { en, mergeStrings } from './en';
import { formatDateTime } from './intl-format';
import type { LoginKitStrings } from './login-kit-strings';
import { enMfaPolicy } from './mfa-policy-strings';
import { arMethodScreens } from './method-screens/ar';
import { deMethodScreens } from './method-screens/de';
import { esMethodScreens } from './method-screens/es';
import { frMethodScreens } from './method-screens/fr';
import { jaMethodScreens } from './method-screens/ja';
import { ptBRMethodScreens } from './method-screens/pt-br';
import { enMethodScreens, type MethodScreenStrings } from './method-screen-strings';
import { enPasskeyUpgrade } from './passkey-upgrade-strings';
import { enStepUp } from './step-up-strings';
import { StringsProvider } from './strings-context';
import { loadMethodScreenStrings, useMethodScreenStrings } from './use-method-screen-strings';
import { enWallet } from './wallet-strings';

const packs: Record<string, MethodScreenStrings> = { es: esMethodScreens, de: deMethodScreens, fr: frMethodScreens, ja: jaMethodScreens, 'pt-BR': ptBRMethodScreens, ar: arMethodScreens };

type FunctionKey = { [K in keyof MethodScreenStrings]: MethodScreenStrings[K] extends (...args: never[]) => string ? K : never }[keyof MethodScreenStrings];

const signedUp = new Date(2026, 10, 27, 23, 47);

/** Arguments to call every function with; the mapped type fails the typecheck when one is added and not here. */
const calls: { [K in FunctionKey]: Parameters<MethodScreenStrings[K]>[] } = {
  passkeyDefaultUserName: [[signedUp]],
  passkeyPromptingText: [['login'], ['signup']],
  passkeyCompleting: [['login'], ['signup']],
  passkeyFailedHeading: [['login'], ['signup']],
  oauthAuthorizingHeading: [['Google']],
  oauthAuthorizingText: [
    ['Google', 'login'],
    ['Google', 'link'],
  ],
  oauthRedirecting: [['Google']],
  oauthCompleting: [
    ['Google', 'login'],
    ['Google', 'link'],
  ],
  oauthFailedHeading: [
    ['Google', 'login'],
    ['Google', 'link'],
  ],
  oauthProviderSaid: [['Google', 'access_denied']],
  oauthLinked: [['Google']],
};

/** Arguments that choose a variant rather than being shown. */
const choices = new Set(['login', 'signup', 'link']);

const keyPaths = (table: MethodScreenStrings): string[] =>
  Object.entries(table)
    .flatMap(([key, value]) => (typeof value === 'object' ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key]))
    .sort();

describe.each(Object.entries(packs))('the %s passkey and social login screens pack', (_tag, pack) => {
  it('has exactly the keys of English (every passkey error message included), with functions taking the same arguments', () => {
    expect(keyPaths(pack)).toEqual(keyPaths(enMethodScreens));
    for (const key of Object.keys(enMethodScreens) as (keyof MethodScreenStrings)[]) {
      expect(typeof pack[key], key).toBe(typeof enMethodScreens[key]);
      const [english, translated] = [enMethodScreens[key], pack[key]];
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
    }
    expect(Object.keys(calls).sort()).toEqual(Object.keys(enMethodScreens).filter((key) => typeof enMethodScreens[key as keyof MethodScreenStrings] === 'function').sort());
  });

  it('has no empty strings, and puts every provider name and provider message English shows into its sentences', () => {
    for (const [key, value] of Object.entries(pack)) if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    for (const [code, message] of Object.entries(pack.passkeyErrors)) expect(message.trim(), code).not.toBe('');
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, unknown[][]][]) {
      for (const args of argumentLists) {
        const english = (enMethodScreens[key] as (...values: unknown[]) => string)(...args);
        const translated = (pack[key] as (...values: unknown[]) => string)(...args);
        expect(translated.trim()).not.toBe('');
        for (const value of args.filter((arg): arg is string => typeof arg === 'string' && !choices.has(arg) && english.includes(arg))) {
          expect(translated, `${key}(${JSON.stringify(args)})`).toContain(value);
        }
      }
    }
  });

  it('names an account left empty with the date and time as the language writes them, in at most 64 characters', () => {
    const name = pack.passkeyDefaultUserName(signedUp);
    expect(name.length, name).toBeLessThanOrEqual(64);
    // eslint-disable-next-line no-control-regex
    expect(name, name).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(name).not.toBe(enMethodScreens.passkeyDefaultUserName(signedUp));
  });
});

describe('the English passkey and social login screens strings', () => {
  it('name the buttons and actions that people (and the e2e suite) look for', () => {
    expect(enMethodScreens.passkeyCreate).toBe('Create passkey');
    expect(enMethodScreens.passkeyOtherMethod).toBe('Use another method');
    expect(enMethodScreens.oauthContinueInTab).toBe('Continue in this tab');
    expect(enMethodScreens.oauthPopupBlockedHint).toBe('Popup blocked?');
  });

  it('interpolate modes, intents and providers', () => {
    expect(enMethodScreens.passkeyCompleting('login')).toBe('Logging you in…');
    expect(enMethodScreens.passkeyCompleting('signup')).toBe('Creating your account…');
    expect(enMethodScreens.passkeyFailedHeading('login')).toBe('Passkey login didn’t work');
    expect(enMethodScreens.oauthAuthorizingText('Google', 'login')).toBe('Finish logging in with Google in the window that opened.');
    expect(enMethodScreens.oauthRedirecting('Google')).toBe('Taking you to Google…');
    expect(enMethodScreens.oauthCompleting('Google', 'login')).toBe('Logging you in with Google…');
    expect(enMethodScreens.oauthCompleting('Google', 'link')).toBe('Linking Google…');
    expect(enMethodScreens.oauthLinked('Google')).toBe('Google is now linked to your account.');
  });

  it('say "passkey" in every passkey-specific error message', () => {
    for (const message of Object.values(enMethodScreens.passkeyErrors)) expect(message).toMatch(/passkey/i);
  });

  it('name an account left empty "Passkey user" and the date; Japanese writes its own', () => {
    expect(enMethodScreens.passkeyDefaultUserName(signedUp)).toBe(`Passkey user ${formatDateTime('en', signedUp)}`);
    expect(jaMethodScreens.passkeyDefaultUserName(signedUp)).toBe('パスキーユーザー 2026/11/27 23:47');
  });
});

function Words() {
  const words = useMethodScreenStrings();
  return (
    <>
      <h1>{words.passkeyCreate}</h1>
      <p>{words.passkeyErrors.unauthenticated}</p>
      <p>{words.passkeyErrors.signature_invalid}</p>
    </>
  );
}

describe('the strings prop reaches the passkey and social login screens’ table', () => {
  it('shares no name with the other tables', () => {
    const others = new Set([en, enAccount, enWallet, enPasskeyUpgrade, enMfaPolicy, enStepUp, enCaptcha].flatMap((table) => Object.keys(table)));
    expect(Object.keys(enMethodScreens).filter((name) => others.has(name))).toEqual([]);
  });
});

describe('useMethodScreenStrings', () => {
  it('English at once; another language suspends until its pack has loaded', async () => {
    const { unmount } = render(<Words />);
    expect(screen.getByRole('heading').textContent).toBe('Create passkey');
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Words />
        </Suspense>
      </StringsProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(deMethodScreens.passkeyCreate);
    await expect(loadMethodScreenStrings('de')).resolves.toBe(deMethodScreens);
    await expect(loadMethodScreenStrings('xx')).resolves.toBe(enMethodScreens);
  });

  it('takes the app’s overrides, and merges passkey error messages one by one: the others stay the language’s', async () => {
    const overrides = { passkeyCreate: 'Make a passkey', passkeyErrors: { unauthenticated: 'Unknown passkey.' } } as Partial<LoginKitStrings>;
    const { unmount } = render(
      <StringsProvider strings={mergeStrings(en, overrides)}>
        <Words />
      </StringsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Make a passkey');
    expect(screen.getByText('Unknown passkey.')).toBeTruthy();
    expect(screen.getByText(enMethodScreens.passkeyErrors.signature_invalid!)).toBeTruthy();
    unmount();
    await loadMethodScreenStrings('de');
    render(
      <StringsProvider strings={mergeStrings(de, overrides)}>
        <Words />
      </StringsProvider>,
    );
    expect(screen.getByText('Unknown passkey.')).toBeTruthy();
    expect(screen.getByText(deMethodScreens.passkeyErrors.signature_invalid!)).toBeTruthy();
  });

  it('without overrides, the pack itself (nothing copied)', async () => {
    let seen: MethodScreenStrings | undefined;
    function Probe() {
      seen = useMethodScreenStrings();
      return null;
    }
    render(<Probe />);
    expect(seen).toBe(enMethodScreens);
    await loadMethodScreenStrings('de');
    render(
      <StringsProvider strings={de}>
        <Probe />
      </StringsProvider>,
    );
    expect(seen).toBe(deMethodScreens);
  });
});
