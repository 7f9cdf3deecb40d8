import { createLazyStringTable, useLazyStringTable } from './lazy-string-table';
import { enMethodScreens, type MethodScreenStrings } from './method-screen-strings';

/**
 * One chunk per pack, fetched as the modal opens where passkeys, social logins or wallets are
 * offered (`prefetchMethodStrings`), or else the first time one of those screens shows in that
 * language; the account roots fetch it with the account table (use-account-strings.ts).
 */
export const methodScreenTable = createLazyStringTable<MethodScreenStrings>(enMethodScreens, {
  es: () => import('./method-screens/es').then((pack) => pack.esMethodScreens),
  de: () => import('./method-screens/de').then((pack) => pack.deMethodScreens),
  fr: () => import('./method-screens/fr').then((pack) => pack.frMethodScreens),
  ja: () => import('./method-screens/ja').then((pack) => pack.jaMethodScreens),
  'pt-BR': () => import('./method-screens/pt-br').then((pack) => pack.ptBRMethodScreens),
  ar: () => import('./method-screens/ar').then((pack) => pack.arMethodScreens),
});

/** A language's passkey and social login screens' table, fetched on first use (English when it cannot load, or there is none). */
export const loadMethodScreenStrings = (lang: string): Promise<MethodScreenStrings> => methodScreenTable.load(lang);

/**
 * The passkey and social login screens' strings in the page's language, with the app's overrides
 * (passkey error messages merged one by one, as `mergeStrings` merges error messages); suspends
 * while a pack loads (those screens sit in Suspense boundaries).
 */
export function useMethodScreenStrings(): MethodScreenStrings {
  return useLazyStringTable(methodScreenTable, 'passkeyErrors');
}
