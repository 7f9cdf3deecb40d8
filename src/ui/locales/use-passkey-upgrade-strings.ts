import { createLazyStringTable, useLazyStringTable } from './lazy-string-table';
import { enPasskeyUpgrade, type PasskeyUpgradeStrings } from './passkey-upgrade-strings';

// One chunk per pack, fetched the first time the offer shows in that language.
const passkeyUpgradeTable = createLazyStringTable<PasskeyUpgradeStrings>(enPasskeyUpgrade, {
  es: () => import('./passkey-upgrade/es').then((pack) => pack.esPasskeyUpgrade),
  de: () => import('./passkey-upgrade/de').then((pack) => pack.dePasskeyUpgrade),
  fr: () => import('./passkey-upgrade/fr').then((pack) => pack.frPasskeyUpgrade),
  ja: () => import('./passkey-upgrade/ja').then((pack) => pack.jaPasskeyUpgrade),
  'pt-BR': () => import('./passkey-upgrade/pt-br').then((pack) => pack.ptBRPasskeyUpgrade),
  ar: () => import('./passkey-upgrade/ar').then((pack) => pack.arPasskeyUpgrade),
});

/** A language's passkey offer table, fetched on first use (English when it cannot load, or there is none). */
export const loadPasskeyUpgradeStrings = (lang: string): Promise<PasskeyUpgradeStrings> => passkeyUpgradeTable.load(lang);

/**
 * The passkey offer's strings in the page's language, with the app's overrides; suspends while a
 * pack loads (the offer sits in a Suspense boundary whose fallback is the plain success screen).
 */
export function usePasskeyUpgradeStrings(): PasskeyUpgradeStrings {
  return useLazyStringTable(passkeyUpgradeTable);
}
