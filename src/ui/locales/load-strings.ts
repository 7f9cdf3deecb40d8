import type { Strings } from './en';
import { keepStrings, loadedStrings } from './loaded-strings';
import type { SupportedLocale } from './match-locale';

// One chunk per pack: a bundler splits every `import()` into its own file, so a page only ever
// downloads the table it shows (English is built in).
const packs: Record<Exclude<SupportedLocale, 'en'>, () => Promise<Strings>> = {
  es: () => import('./es').then((pack) => pack.es),
  de: () => import('./de').then((pack) => pack.de),
  fr: () => import('./fr').then((pack) => pack.fr),
  ja: () => import('./ja').then((pack) => pack.ja),
  'pt-BR': () => import('./pt-br').then((pack) => pack.ptBR),
  ar: () => import('./ar').then((pack) => pack.ar),
};

/** A locale's table, fetched on first use (later calls, and `loadedStrings`, have it at once). */
export async function loadStrings(locale: SupportedLocale): Promise<Strings> {
  const strings = loadedStrings(locale) ?? (await packs[locale as Exclude<SupportedLocale, 'en'>]());
  keepStrings(locale, strings);
  return strings;
}
