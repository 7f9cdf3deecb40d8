import { useEffect, useMemo, useReducer } from 'react';
import { enAccount, type AccountStrings } from './account-strings';
import { en, mergeStrings } from './en';
import { createLazyStringTable, useLazyStringTable, type LazyStringTable } from './lazy-string-table';
import type { LoginKitStrings } from './login-kit-strings';
import { matchLocale } from './match-locale';
import { useProvidedStrings } from './strings-context';
import { methodScreenTable } from './use-method-screen-strings';
import { useLocaleStrings, type LocaleStrings } from './use-locale-strings';

// One chunk per pack, fetched the first time the account panel or the passkey manager shows in that language.
const accountTable = createLazyStringTable<AccountStrings>(enAccount, {
  es: () => import('./account/es').then((pack) => pack.esAccount),
  de: () => import('./account/de').then((pack) => pack.deAccount),
  fr: () => import('./account/fr').then((pack) => pack.frAccount),
  ja: () => import('./account/ja').then((pack) => pack.jaAccount),
  'pt-BR': () => import('./account/pt-br').then((pack) => pack.ptBRAccount),
  ar: () => import('./account/ar').then((pack) => pack.arAccount),
});

/** A language's account table, fetched on first use (English when it cannot load, or there is none). */
export const loadAccountStrings = (lang: string): Promise<AccountStrings> => accountTable.load(lang);

/**
 * The tables the account roots wait for: their own, and the passkey and social login screens'
 * (the linked accounts' linking progress, the passkey manager's passkey error messages).
 */
const rootTables: readonly LazyStringTable<object>[] = [accountTable, methodScreenTable];
/** Whether `table` of `lang` is here (loaded, or English for a language without a pack). */
const isIn = (table: LazyStringTable<object>, lang: string): boolean => table.loaded(lang) !== undefined || !table.hasPack(lang);

/**
 * The account panel's and passkey manager's strings in the nearest table's language, with the
 * app's overrides (transport names merged one by one, as `mergeStrings` merges error messages);
 * suspends while a pack loads (the panel, its sections and the passkey manager sit in Suspense
 * boundaries, and their roots wait for the pack before they switch language: see
 * `useAccountLocaleStrings`).
 */
export function useAccountStrings(): AccountStrings {
  return useLazyStringTable(accountTable, 'passkeyTransport');
}

/**
 * `useLocaleStrings` for the roots that show account strings (AccountPanel, a section alone,
 * PasskeyManager): the locale's table once the account table and the passkey and social login
 * screens' table of its language are in too, English until then, so the panel is never blank
 * while a pack loads. The packs are fetched at once.
 */
export function useAccountLocaleStrings(locale: string | undefined, overrides: Partial<LoginKitStrings> | undefined): LocaleStrings {
  const provided = useProvidedStrings();
  const wanted = locale === undefined && provided ? provided.lang : matchLocale(locale);
  const shown = useLocaleStrings(locale, overrides);
  const [, packArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const missing = rootTables.filter((table) => !isIn(table, wanted));
    if (missing.length === 0) return undefined;
    let current = true;
    void Promise.all(missing.map((table) => table.load(wanted))).then(() => current && packArrived());
    return () => {
      current = false;
    };
  }, [wanted]);
  const english = useMemo(() => mergeStrings(en, overrides), [overrides]);
  const ready = rootTables.every((table) => isIn(table, shown.lang));
  return ready ? shown : { strings: english, lang: 'en', dir: 'ltr' };
}
