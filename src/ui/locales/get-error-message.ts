import { isLoginKitError } from '../../core/internal';
import { en, type Strings } from './en';
import { loadedStrings } from './loaded-strings';
import { matchLocale } from './match-locale';

/**
 * The message to show a person for `error`, from the same table the modal uses (`Strings.errors`,
 * one message per LoginKitError code, in every language). `error.message` is developer text; this
 * is what the person reads. An error that is not a LoginKitError (or has a code no table knows)
 * gets the generic "Something went wrong. Try again." (`errors.unknown`); a configuration id the
 * relay does not know gets `configIdInvalid`, as on the modal's error screen.
 *
 * `locale` is either a BCP 47 tag (`'fr'`, `'pt-PT'`, matched as `matchLocale` does; without one,
 * the browser's languages) or a string table: `useLocaleStrings(locale, overrides).strings`,
 * `useStrings()`, or a pack from `loadStrings` merged with your `strings` overrides
 * (`mergeStrings`). A tag reads the packs loaded so far (English is built in; the others arrive
 * with `await loadStrings(matchLocale(tag))`, or when the modal shows them), so until its pack is
 * here the message is English. `useErrorMessage` loads it and re-renders.
 */
export function getErrorMessage(error: unknown, locale?: string | Pick<Strings, 'errors' | 'configIdInvalid'>): string {
  const strings = typeof locale === 'object' ? locale : (loadedStrings(matchLocale(locale)) ?? en);
  if (!isLoginKitError(error)) return strings.errors.unknown;
  // As ConfigErrorScreen says it (kept inline there: the modal's first download stays as it was).
  if (error.details.reason === 'CONFIG_ID_INVALID') return strings.configIdInvalid;
  // A code from a newer relay mapping, or an error made by hand: never `undefined` on screen.
  return (strings.errors as Partial<Strings['errors']>)[error.code] ?? strings.errors.unknown;
}
