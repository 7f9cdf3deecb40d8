import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { arAccount } from './account/ar';
import { deAccount } from './account/de';
import { esAccount } from './account/es';
import { frAccount } from './account/fr';
import { jaAccount } from './account/ja';
import { ptBRAccount } from './account/pt-br';
import { enAccount, type AccountStrings } from './account-strings';
import { de } from './de';
import { en, mergeStrings, type Strings } from './en';
import { loadStrings } from './load-strings';
import { jaMethodScreens } from './method-screens/ja';
import { enMethodScreens } from './method-screen-strings';
import { enMfaPolicy } from './mfa-policy-strings';
import { enPasskeyUpgrade } from './passkey-upgrade-strings';
import { enStepUp } from './step-up-strings';
import { StringsProvider } from './strings-context';
import { loadAccountStrings, useAccountLocaleStrings, useAccountStrings } from './use-account-strings';
import { useMethodScreenStrings } from './use-method-screen-strings';
import { enWallet } from './wallet-strings';

const packs: Record<string, AccountStrings> = { es: esAccount, de: deAccount, fr: frAccount, ja: jaAccount, 'pt-BR': ptBRAccount, ar: arAccount };

type FunctionKey = { [K in keyof AccountStrings]: AccountStrings[K] extends (...args: never[]) => string ? K : never }[keyof AccountStrings];

/** Arguments to call every function with (each list one call); the mapped type fails the typecheck when one is added and not here. */
const calls: { [K in FunctionKey]: Parameters<AccountStrings[K]>[] } = {
  passkeyAddedOn: [['15 Jan 2026']],
  passkeyWorksWith: [['NFC']],
  passkeyAdded: [['YubiKey']],
  passkeyConfirmDelete: [['YubiKey']],
  passkeyDeleted: [['YubiKey']],
  passkeyDeleteFailed: [['YubiKey']],
  profileChangeContact: [
    ['email', true],
    ['sms', false],
  ],
  profileNewContactLabel: [['email'], ['sms']],
  profileSameContact: [['email'], ['sms']],
  profileCodeSent: [['ada@example.com']],
  profileContactChanged: [
    ['email', 'ada@example.com'],
    ['sms', '+14155550123'],
  ],
  profileContactChangeFailed: [['email'], ['sms']],
  linkedLink: [['Google']],
  sessionMethod: [['otp_email'], ['otp_sms'], ['passkey'], ['oauth'], ['wallet']],
  sessionExpires: [['10:30']],
  sessionSwitched: [['ada@example.com']],
  sessionSwitchFailed: [['ada@example.com']],
  sessionLoggedOut: [['ada@example.com']],
  sessionLogoutFailed: [['ada@example.com']],
  privateKeyConfirmExport: [['Main wallet']],
  privateKeyExportFailed: [['Main wallet']],
  privateKeyRevealedLabel: [['Main wallet']],
  privateKeyRevealed: [['Main wallet']],
  privateKeyHidden: [['Main wallet']],
  walletExportConfirm: [['Main wallet']],
  walletExportFailed: [['Main wallet']],
  walletExportRevealedLabel: [['Main wallet']],
  walletExportRevealed: [['Main wallet']],
  walletExportHidden: [['Main wallet']],
};

/** Arguments that choose a variant (a channel, a login method) rather than being shown. */
const choices = new Set(['email', 'sms', 'otp_email', 'otp_sms', 'passkey', 'oauth', 'wallet']);

const call = (table: AccountStrings, key: FunctionKey, args: readonly unknown[]): string => (table[key] as (...values: unknown[]) => string)(...args);

describe.each(Object.entries(packs))('the %s account pack', (_tag, pack) => {
  it('has exactly the keys of English (and of its transport names), functions taking the same arguments, and no empty strings', () => {
    expect(Object.keys(pack).sort()).toEqual(Object.keys(enAccount).sort());
    for (const key of Object.keys(enAccount) as (keyof AccountStrings)[]) {
      const [english, translated] = [enAccount[key], pack[key]];
      expect(typeof translated, key).toBe(typeof english);
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
      if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('');
    }
    expect(Object.keys(pack.passkeyTransport).sort()).toEqual(Object.keys(enAccount.passkeyTransport).sort());
    for (const [transport, words] of Object.entries(pack.passkeyTransport)) expect(words.trim(), transport).not.toBe('');
    expect(Object.keys(calls).sort()).toEqual(Object.keys(enAccount).filter((key) => typeof enAccount[key as keyof AccountStrings] === 'function').sort());
  });

  it('puts every name, contact, date and time that English shows into its sentences too', () => {
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, unknown[][]][]) {
      for (const args of argumentLists) {
        const english = call(enAccount, key, args);
        const translated = call(pack, key, args);
        const where = `${key}(${JSON.stringify(args)})`;
        expect(translated.trim(), where).not.toBe('');
        const shown = args.filter((arg): arg is string => typeof arg === 'string' && !choices.has(arg) && english.includes(arg));
        for (const value of shown) expect(translated, where).toContain(value);
      }
    }
  });

  it('differs from English (it is translated)', () => {
    for (const key of ['accountHeading', 'passkeysDescription', 'profileDescription', 'sessionsDescription', 'privateKeysDescription'] as const) expect(pack[key], key).not.toBe(enAccount[key]);
    expect(pack.sessionMethod('passkey')).not.toBe(enAccount.sessionMethod('passkey'));
  });
});

describe('the English account table', () => {
  it('names the actions that people (and the e2e suite) look for, and interpolates names', () => {
    expect(enAccount.accountHeading).toBe('Your account');
    expect(enAccount.passkeyDelete).toBe('Delete');
    expect(enAccount.passkeyConfirmDeleteButton).toBe('Yes, delete');
    expect(enAccount.passkeyConfirmDelete('YubiKey')).toBe('Delete “YubiKey”?');
    expect(enAccount.passkeyWorksWith('this device')).toBe('Works with this device');
    expect(enAccount.profileChangeContact('email', false)).toBe('Add email address');
    expect(enAccount.sessionMethod('passkey')).toBe('Logged in with a passkey');
  });
});

function Heading() {
  return <h1>{useAccountStrings().accountHeading}</h1>;
}

describe('useAccountStrings', () => {
  it('English at once; another language suspends until its pack has loaded', async () => {
    const { unmount } = render(<Heading />);
    expect(screen.getByRole('heading').textContent).toBe('Your account');
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Heading />
        </Suspense>
      </StringsProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(deAccount.accountHeading);
    await expect(loadAccountStrings('de')).resolves.toBe(deAccount);
    await expect(loadAccountStrings('xx')).resolves.toBe(enAccount);
  });
});

describe('useAccountLocaleStrings', () => {
  it('stays in English until the account pack and the passkey and social screens’ pack of the language are in too, so nothing below it suspends', async () => {
    await loadStrings('ja'); // the main pack alone is not enough
    const { result } = renderHook(() => useAccountLocaleStrings('ja', undefined));
    expect(result.current.lang).toBe('en');
    await waitFor(() => expect(result.current.lang).toBe('ja'));
    function LinkingProgress() {
      return <p>{useMethodScreenStrings().oauthLinked('Google')}</p>;
    }
    render(
      <StringsProvider strings={result.current.strings}>
        <Suspense fallback={<p>loading</p>}>
          <Heading />
          <LinkingProgress />
        </Suspense>
      </StringsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(jaAccount.accountHeading);
    expect(screen.getByText(jaMethodScreens.oauthLinked('Google'))).toBeTruthy();
  });
});

describe('the strings prop reaches the account table', () => {
  it('shares no name with the other tables', () => {
    const others = new Set([...Object.keys(en), ...Object.keys(enMethodScreens), ...Object.keys(enWallet), ...Object.keys(enPasskeyUpgrade), ...Object.keys(enMfaPolicy), ...Object.keys(enStepUp)]);
    expect(Object.keys(enAccount).filter((name) => others.has(name))).toEqual([]);
  });

  it('overrides the names the app set and keeps the others, transport names one by one', () => {
    const strings = mergeStrings(en, { accountHeading: 'My account', passkeyTransport: { AUTHENTICATOR_TRANSPORT_USB: 'USB-Schlüssel' } } as Partial<Strings>);
    const wrapper = ({ children }: { children?: ReactNode }) => <StringsProvider strings={strings}>{children}</StringsProvider>;
    const { result, rerender } = renderHook(() => useAccountStrings(), { wrapper });
    const first = result.current;
    expect(first.accountHeading).toBe('My account');
    expect(first.profileHeading).toBe(enAccount.profileHeading);
    expect(first.passkeyTransport.AUTHENTICATOR_TRANSPORT_USB).toBe('USB-Schlüssel');
    expect(first.passkeyTransport.AUTHENTICATOR_TRANSPORT_NFC).toBe('NFC');
    rerender();
    expect(result.current).toBe(first);
  });

  it('without overrides, the table itself (nothing copied)', () => {
    const { result } = renderHook(() => useAccountStrings());
    expect(result.current).toBe(enAccount);
  });
});
