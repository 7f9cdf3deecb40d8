import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de } from './de';
import { en, type Strings } from './en';
import { es } from './es';
import { fr } from './fr';
import { formatDateTime, formatNumber } from './intl-format';
import { ja } from './ja';
import { ptBR } from './pt-br';

const packs: Record<string, Strings> = { es, de, fr, ja, 'pt-BR': ptBR, ar };

type FunctionKey = { [K in keyof Strings]: Strings[K] extends (...args: never[]) => string ? K : never }[keyof Strings];

/**
 * Arguments to call every function of a table with (each list one call). The mapped type makes
 * this fail the typecheck when a function is added to `Strings` and not here.
 */
const calls: { [K in FunctionKey]: Parameters<Strings[K]>[] } = {
  title: [['Acme'], []],
  descriptionWithSocial: [
    [['Google', 'Apple'], { code: true, passkey: true }],
    [['Discord'], { code: false, passkey: false }],
  ],
  logoAlt: [['Acme'], []],
  phoneCountryOption: [['Norway', '47']],
  codeHeading: [['email'], ['sms']],
  codeSentTo: [['ada@example.com'], ['+14155550123']],
  changeContactLabel: [['ada@example.com']],
  codeLabel: [
    [6, false],
    [8, true],
  ],
  resendIn: [[1], [12], [75]],
  retryIn: [[3], [120]],
  retryAtTime: [['14:05']],
  retryAtDate: [['3 Mar 2029, 14:05']],
  crashed: [['unknown'], ['response_invalid']],
  successNewUser: [['ada@example.com']],
  successReturningUser: [['ada@example.com']],
  failedSending: [['ada@example.com'], ['+14155550123']],
  failedVerifying: [['ada@example.com']],
  passkeyUnsupportedReason: [['insecure-context'], ['no-webauthn']],
  socialLogin: [['Google']],
  successOauthNewUser: [['Google']],
  successWalletNewUser: [['MetaMask']],
  passkeyDefaultName: [[new Date(2026, 10, 27, 23, 47)]],
};

/** Arguments that choose a variant (a channel, a mode…) rather than being shown. */
const choices = new Set(['email', 'sms', 'login', 'signup', 'link', 'insecure-context', 'no-webauthn']);

const call = (table: Strings, key: FunctionKey, args: readonly unknown[]): string =>
  (table[key] as (...values: unknown[]) => string)(...args);

/** Every string value inside `value` (nested records included), with its path. */
function leaves(value: unknown, path: string): [string, unknown][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  return [[path, value]];
}

/** The keys of a table and of its nested records ("errors.network"), sorted. */
function keyPaths(table: Strings): string[] {
  return leaves(table, '')
    .map(([path]) => path)
    .sort();
}

describe.each(Object.entries(packs))('the %s pack', (tag, pack) => {
  it('has exactly the keys of English, nested records (every error code) included', () => {
    expect(keyPaths(pack)).toEqual(keyPaths(en));
  });

  it('is in its own language', () => {
    expect(pack.lang).toBe(tag);
  });

  it('has no empty strings', () => {
    for (const [path, value] of leaves(pack, tag)) {
      if (typeof value === 'function') continue;
      expect(typeof value, path).toBe('string');
      expect(String(value).trim(), path).not.toBe('');
    }
  });

  it('has a function wherever English has one, taking the same arguments', () => {
    for (const key of Object.keys(en) as (keyof Strings)[]) {
      const [english, translated] = [en[key], pack[key]];
      expect(typeof translated, key).toBe(typeof english);
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
    }
    expect(Object.keys(calls).sort()).toEqual(
      Object.keys(en)
        .filter((key) => typeof en[key as keyof Strings] === 'function')
        .sort(),
    );
  });

  it('puts every name, contact and number that English shows into its sentences too', () => {
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, unknown[][]][]) {
      for (const args of argumentLists) {
        const english = call(en, key, args);
        const translated = call(pack, key, args);
        const where = `${key}(${JSON.stringify(args)})`;
        expect(translated.trim(), where).not.toBe('');
        const shown = args.flat().filter((arg): arg is string => typeof arg === 'string' && !choices.has(arg) && english.includes(arg));
        for (const value of shown) expect(translated, where).toContain(value);
        if (key === 'codeLabel') expect(translated, where).toContain(formatNumber(tag, args[0] as number));
      }
    }
  });
});

describe('plural forms and waits, through Intl', () => {
  const n = (value: number): string => formatNumber('ar', value);

  it('English: one second, several seconds, minutes and seconds', () => {
    expect(en.resendIn(1)).toBe('Resend code in 1 second');
    expect(en.resendIn(2)).toBe('Resend code in 2 seconds');
    expect(en.retryIn(61)).toBe('Try again in 1 minute, 1 second');
    expect(en.codeLabel(6, false)).toBe('6-digit code');
  });

  it('Arabic: one, two, few (3–10), many (11–99) and other (100+) each take their own form', () => {
    expect(ar.resendIn(1)).toBe('إعادة إرسال الرمز بعد ثانية واحدة');
    expect(ar.resendIn(2)).toBe('إعادة إرسال الرمز بعد ثانيتين');
    expect(ar.resendIn(3)).toBe(`إعادة إرسال الرمز بعد ${n(3)} ثوانٍ`);
    expect(ar.resendIn(11)).toBe(`إعادة إرسال الرمز بعد ${n(11)} ثانية`);
    expect(ar.retryIn(125)).toBe(`إعادة المحاولة بعد دقيقتين و${n(5)} ثوانٍ`);
    expect(ar.retryIn(60)).toBe('إعادة المحاولة بعد دقيقة واحدة');
    expect(ar.codeLabel(1, false)).toBe('رمز من رقم واحد');
    expect(ar.codeLabel(2, false)).toBe('رمز من رقمين');
    expect(ar.codeLabel(6, false)).toBe(`رمز من ${n(6)} أرقام`);
    expect(ar.codeLabel(12, false)).toBe(`رمز من ${n(12)} رقمًا`);
    expect(ar.codeLabel(100, false)).toBe(`رمز من ${n(100)} رقم`);
    expect(ar.codeLabel(8, true)).toBe(`رمز من ${n(8)} أحرف`);
  });

  it('Japanese: one form whatever the count (a counter word)', () => {
    expect(new Intl.PluralRules('ja').resolvedOptions().pluralCategories).toEqual(['other']);
    expect(ja.resendIn(1)).toBe('1 秒後にコードを再送信できます');
    expect(ja.resendIn(12)).toBe('12 秒後にコードを再送信できます');
    expect(ja.retryIn(65)).toBe('1 分 5 秒後にもう一度試せます');
    expect(ja.codeLabel(6, false)).toBe('6桁のコード');
    expect(ja.codeLabel(8, true)).toBe('8文字のコード');
  });

  it('French, Spanish and Portuguese: one digit, several digits; German and Spanish minute lists', () => {
    expect(fr.codeLabel(1, false)).toBe('Code à 1 chiffre');
    expect(fr.codeLabel(6, false)).toBe('Code à 6 chiffres');
    expect(es.codeLabel(1, true)).toBe('Código de 1 carácter');
    expect(es.codeLabel(8, true)).toBe('Código de 8 caracteres');
    expect(ptBR.codeLabel(6, false)).toBe('Código de 6 dígitos');
    expect(es.retryIn(65)).toBe('Volver a intentarlo en 1 minuto y 5 segundos');
    expect(de.resendIn(1)).toBe('Code erneut senden in 1 Sekunde');
    expect(de.resendIn(30)).toBe('Code erneut senden in 30 Sekunden');
  });

  it('names a passkey added without a name in the language, with the date and time as the language writes them', () => {
    const added = new Date(2026, 10, 27, 23, 47);
    expect(en.passkeyDefaultName(added)).toBe(`Passkey ${formatDateTime('en', added)}`);
    expect(ar.passkeyDefaultName(added)).toBe(`مفتاح مرور ${formatDateTime('ar', added)}`);
    expect(ar.passkeyDefaultName(added)).not.toMatch(/Passkey|2026-11-27/);
    expect(de.passkeyDefaultName(added)).toBe('Passkey 27.11.2026, 23:47');
    // An account left empty at a passkey signup: method-screen-packs.test.tsx.
    for (const pack of [en, ...Object.values(packs)]) {
      const name = pack.passkeyDefaultName(added);
      expect(name.length, name).toBeLessThanOrEqual(64);
      // eslint-disable-next-line no-control-regex
      expect(name, name).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
  });

  it('lists providers with each language’s "or"', () => {
    expect(de.descriptionWithSocial(['Google', 'Apple', 'X'], { code: true, passkey: false })).toBe(
      'Melden Sie sich mit einem Einmalcode oder Ihrem Google-, Apple- oder X-Konto an oder erstellen Sie ein Konto.',
    );
    expect(es.descriptionWithSocial(['Google'], { code: true, passkey: true })).toBe(
      'Inicia sesión o crea una cuenta con un código de un solo uso, una clave de acceso o tu cuenta de Google.',
    );
  });
});
