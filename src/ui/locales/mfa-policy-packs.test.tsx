import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en, mergeStrings } from './en';
import { formatNumber } from './intl-format';
import { arMfaPolicy } from './mfa-policy/ar';
import { deMfaPolicy } from './mfa-policy/de';
import { esMfaPolicy } from './mfa-policy/es';
import { frMfaPolicy } from './mfa-policy/fr';
import { jaMfaPolicy } from './mfa-policy/ja';
import { ptBRMfaPolicy } from './mfa-policy/pt-br';
import { enMfaPolicy, type MfaPolicyStrings } from './mfa-policy-strings';
import { StringsProvider } from './strings-context';
import { loadMfaPolicyStrings, useMfaPolicyStrings } from './use-mfa-policy-strings';

const packs: Record<string, MfaPolicyStrings> = { es: esMfaPolicy, de: deMfaPolicy, fr: frMfaPolicy, ja: jaMfaPolicy, 'pt-BR': ptBRMfaPolicy, ar: arMfaPolicy };

type FunctionKey = { [K in keyof MfaPolicyStrings]: MfaPolicyStrings[K] extends (...args: never[]) => string ? K : never }[keyof MfaPolicyStrings];

/** Arguments to call every function with; the mapped type fails the typecheck when one is added and not here. */
const calls: { [K in FunctionKey]: Parameters<MfaPolicyStrings[K]>[] } = {
  mfaPolicyTitle: [[['export']], [['export', 'deletePasskey', 'changeContact', 'addApiKey']]],
  mfaMethod: [['AUTHENTICATION_TYPE_PASSKEY'], ['AUTHENTICATION_TYPE_EMAIL_OTP'], ['AUTHENTICATION_TYPE_SMS_OTP'], ['AUTHENTICATION_TYPE_OAUTH'], ['AUTHENTICATION_TYPE_SESSION'], ['AUTHENTICATION_TYPE_API_KEY']],
  mfaSteps: [[[['YubiKey']]], [[['YubiKey', 'Google'], ['+14155550123']]]],
  mfaConfirmDelete: [['Treasury rule']],
  mfaDeleted: [['Treasury rule']],
  mfaDeleteFailed: [['Treasury rule']],
  mfaActionOption: [['export'], ['deletePasskey'], ['changeContact'], ['addApiKey']],
  mfaActionTaken: [['Treasury rule']],
  mfaStepLegend: [[1], [12]],
  mfaRemoveStep: [[2]],
  mfaAdded: [['Treasury rule']],
  mfaNoMethod: [[2]],
};

const call = (table: MfaPolicyStrings, key: FunctionKey, args: readonly unknown[]): string => (table[key] as (...values: unknown[]) => string)(...args);

describe('English', () => {
  it('puts rules and steps in words', () => {
    expect(enMfaPolicy.mfaPolicyTitle(['export'])).toBe('Exporting a key');
    expect(enMfaPolicy.mfaPolicyTitle(['export', 'deletePasskey', 'addApiKey'])).toBe('Exporting a key, deleting a passkey, and adding an API key');
    const names = (types: Parameters<MfaPolicyStrings['mfaMethod']>[0][]) => types.map((type) => enMfaPolicy.mfaMethod(type));
    expect(enMfaPolicy.mfaSteps([names(['AUTHENTICATION_TYPE_PASSKEY']), names(['AUTHENTICATION_TYPE_EMAIL_OTP'])])).toBe('Passkey, then email code');
    expect(enMfaPolicy.mfaSteps([names(['AUTHENTICATION_TYPE_SESSION']), names(['AUTHENTICATION_TYPE_PASSKEY', 'AUTHENTICATION_TYPE_SMS_OTP'])])).toBe('This session, then passkey or text message code');
  });
});

describe.each(Object.entries(packs))('the %s Extra verification pack', (tag, pack) => {
  it('has exactly the keys of English, with functions taking the same arguments, and no empty strings', () => {
    expect(Object.keys(pack).sort()).toEqual(Object.keys(enMfaPolicy).sort());
    for (const key of Object.keys(enMfaPolicy) as (keyof MfaPolicyStrings)[]) {
      const [english, translated] = [enMfaPolicy[key], pack[key]];
      expect(typeof translated, key).toBe(typeof english);
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
      if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('');
    }
    expect(Object.keys(calls).sort()).toEqual(Object.keys(enMfaPolicy).filter((key) => typeof enMfaPolicy[key as keyof MfaPolicyStrings] === 'function').sort());
  });

  it('puts every name, step and number English shows into its sentences too', () => {
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, unknown[][]][]) {
      for (const args of argumentLists) {
        const translated = call(pack, key, args);
        const where = `${key}(${JSON.stringify(args)})`;
        expect(translated.trim(), where).not.toBe('');
        const shown = args.flat(3).filter((arg) => typeof arg === 'string' && !/^[a-z]+[A-Z]|^[a-z]+$|^AUTHENTICATION_TYPE_/.test(arg));
        for (const value of shown) expect(translated, where).toContain(value);
        for (const value of args.filter((arg): arg is number => typeof arg === 'number')) expect(translated, where).toContain(formatNumber(tag, value));
      }
    }
  });

  it('differs from English (it is translated)', () => {
    for (const key of ['mfaHeading', 'mfaDescription', 'mfaEmpty', 'mfaAdd', 'mfaStepHint'] as const) expect(pack[key], key).not.toBe(enMfaPolicy[key]);
    expect(pack.mfaPolicyTitle(['export'])).not.toBe(enMfaPolicy.mfaPolicyTitle(['export']));
  });
});

function Heading() {
  return <h1>{useMfaPolicyStrings().mfaHeading}</h1>;
}

describe('useMfaPolicyStrings', () => {
  it('English at once; another language suspends until its pack has loaded; the strings prop reaches it', async () => {
    const { unmount } = render(
      <StringsProvider strings={mergeStrings(en, { mfaHeading: 'Step-up rules' } as Partial<typeof en>)}>
        <Heading />
      </StringsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Step-up rules');
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Heading />
        </Suspense>
      </StringsProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(deMfaPolicy.mfaHeading);
    await expect(loadMfaPolicyStrings('de')).resolves.toBe(deMfaPolicy);
    await expect(loadMfaPolicyStrings('xx')).resolves.toBe(enMfaPolicy);
  });
});
