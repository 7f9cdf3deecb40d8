import { useEffect, useMemo, useReducer } from 'react';
import { en, mergeStrings, type Strings } from './en';
import type { LoginKitStrings } from './login-kit-strings';
import { loadedStrings } from './loaded-strings';
import { localeDirection, matchLocale, type SupportedLocale } from './match-locale';
import { useProvidedStrings } from './strings-context';
import { useAppearance } from '../theme/use-appearance';
import type { LocaleStrings } from './use-locale-strings';

/** Fetches a locale's pack (`loadStrings`). */
export type StringsLoader = (locale: SupportedLocale) => Promise<Strings>;

/**
 * The string table for `locale` (a BCP 47 tag), matched to a supported pack. Without a `locale`,
 * the table of a surrounding StringsProvider (a PasskeyManager inside AccountPanel, say), else
 * the browser's languages. A pack not loaded yet is fetched with `import()` while English is
 * shown, and the component re-renders with it; `lang` and `dir` always describe the text on screen.
 * `load` fetches a pack (`loadStrings`): given by the caller, so this file reaches no `import()` and
 * can be named as shared code by the lazy files (scripts/build/lazy-chunk-anchors.ts): the step-up
 * dialog's chunk gets it from `<StepUpDialog>` (issue 27).
 */
export function useLocaleStringsFrom(load: StringsLoader, locale?: string, overrides?: Partial<LoginKitStrings>): LocaleStrings {
  const provided = useProvidedStrings();
  // The provider's appearance under the component's own props (a nested component without a
  // `locale` shows its surrounding table, which has the appearance already).
  const appearance = useAppearance();
  if (locale === undefined && !provided) locale = appearance.locale;
  const inheritedStrings = appearance.strings;
  const wanted = matchLocale(locale);
  const pack = locale === undefined && provided ? provided : loadedStrings(wanted);
  const [, packArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (pack) return undefined;
    let current = true;
    // A pack that fails to load leaves English on screen (and is tried again next time).
    load(wanted).then(() => current && packArrived(), () => undefined);
    return () => {
      current = false;
    };
  }, [wanted, pack]);
  const strings = useMemo(() => mergeStrings(mergeStrings(pack ?? en, inheritedStrings), overrides), [pack, inheritedStrings, overrides]);
  return { strings, lang: strings.lang, dir: localeDirection(strings.lang) };
}
