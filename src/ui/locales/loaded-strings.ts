import { en, type Strings } from './en';
import type { SupportedLocale } from './match-locale';

/**
 * The string tables loaded so far (English is built in). Apart from `load-strings.ts`, which fetches
 * them with `import()`: `useLocaleStringsFrom` reads them here and reaches no `import()`, so it can be
 * named as shared code by the lazy files (scripts/build/lazy-chunk-anchors.ts, issue 27).
 */
const loaded = new Map<SupportedLocale, Strings>([['en', en]]);

/** A locale's table if it is loaded already (English always is). */
export const loadedStrings = (locale: SupportedLocale): Strings | undefined => loaded.get(locale);

/** Keeps a table fetched for a locale: later calls, and `loadedStrings`, have it at once. */
export function keepStrings(locale: SupportedLocale, strings: Strings): void {
  loaded.set(locale, strings);
}
