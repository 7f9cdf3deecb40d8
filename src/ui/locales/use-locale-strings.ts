import type { Strings } from './en';
import type { LoginKitStrings } from './login-kit-strings';
import { loadStrings } from './load-strings';
import { useLocaleStringsFrom } from './use-locale-strings-from';

export interface LocaleStrings {
  /** The table shown: the locale's pack (English until it has loaded) with `overrides` on top. */
  strings: Strings;
  /** The language of `strings` (`strings.lang`), for the root's `lang`: "en" while a pack loads. */
  lang: string;
  /** Its writing direction, for the root's `dir`. */
  dir: 'ltr' | 'rtl';
}

/**
 * The string table for `locale` (a BCP 47 tag), matched to a supported pack. Without a `locale`,
 * the table of a surrounding StringsProvider (a PasskeyManager inside AccountPanel, say), else
 * the browser's languages. A pack not loaded yet is fetched with `import()` while English is
 * shown, and the component re-renders with it; `lang` and `dir` always describe the text on screen.
 */
export function useLocaleStrings(locale?: string, overrides?: Partial<LoginKitStrings>): LocaleStrings {
  return useLocaleStringsFrom(loadStrings, locale, overrides);
}
