import { createLazyStringTable, useLazyStringTable } from './lazy-string-table';
import { enStepUp, type StepUpStrings } from './step-up-strings';

// One chunk per pack, fetched the first time the step-up dialog shows in that language.
const stepUpTable = createLazyStringTable<StepUpStrings>(enStepUp, {
  es: () => import('./step-up/es').then((pack) => pack.esStepUp),
  de: () => import('./step-up/de').then((pack) => pack.deStepUp),
  fr: () => import('./step-up/fr').then((pack) => pack.frStepUp),
  ja: () => import('./step-up/ja').then((pack) => pack.jaStepUp),
  'pt-BR': () => import('./step-up/pt-br').then((pack) => pack.ptBRStepUp),
  ar: () => import('./step-up/ar').then((pack) => pack.arStepUp),
});

/** A language's step-up table, fetched on first use (English when it cannot load, or there is none). */
export const loadStepUpStrings = (lang: string): Promise<StepUpStrings> => stepUpTable.load(lang);

/**
 * The step-up dialog's strings in the page's language, with the app's overrides; suspends while a
 * pack loads (the dialog's screens sit in a Suspense boundary).
 */
export function useStepUpStrings(): StepUpStrings {
  return useLazyStringTable(stepUpTable);
}
