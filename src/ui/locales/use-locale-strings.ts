import { useEffect, useMemo, useReducer } from 'react';
import { en, mergeStrings, type Strings } from './en';
import type { LoginKitStrings } from './login-kit-strings';
import { loadedStrings, loadStrings } from './load-strings';
import { localeDirection, matchLocale } from './match-locale';
import { useProvidedStrings } from './strings-context';

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
  const provided = useProvidedStrings();
  const wanted = matchLocale(locale);
  const pack = locale === undefined && provided ? provided : loadedStrings(wanted);
  const [, packArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (pack) return undefined;
    let current = true;
    // A pack that fails to load leaves English on screen (and is tried again next time).
    loadStrings(wanted).then(() => current && packArrived(), () => undefined);
    return () => {
      current = false;
    };
  }, [wanted, pack]);
  const strings = useMemo(() => mergeStrings(pack ?? en, overrides), [pack, overrides]);
  return { strings, lang: strings.lang, dir: localeDirection(strings.lang) };
}
