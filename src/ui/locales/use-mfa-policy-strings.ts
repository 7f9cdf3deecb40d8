import { createLazyStringTable, useLazyStringTable } from './lazy-string-table';
import { enMfaPolicy, type MfaPolicyStrings } from './mfa-policy-strings';

// One chunk per pack, fetched the first time the Extra verification section shows in that language.
const mfaPolicyTable = createLazyStringTable<MfaPolicyStrings>(enMfaPolicy, {
  es: () => import('./mfa-policy/es').then((pack) => pack.esMfaPolicy),
  de: () => import('./mfa-policy/de').then((pack) => pack.deMfaPolicy),
  fr: () => import('./mfa-policy/fr').then((pack) => pack.frMfaPolicy),
  ja: () => import('./mfa-policy/ja').then((pack) => pack.jaMfaPolicy),
  'pt-BR': () => import('./mfa-policy/pt-br').then((pack) => pack.ptBRMfaPolicy),
  ar: () => import('./mfa-policy/ar').then((pack) => pack.arMfaPolicy),
});

/** A language's Extra verification table, fetched on first use (English when it cannot load, or there is none). */
export const loadMfaPolicyStrings = (lang: string): Promise<MfaPolicyStrings> => mfaPolicyTable.load(lang);

/**
 * The Extra verification section's strings in the nearest table's language, with the app's
 * overrides; suspends while a pack loads (the section sits in a Suspense boundary).
 */
export function useMfaPolicyStrings(): MfaPolicyStrings {
  return useLazyStringTable(mfaPolicyTable);
}
