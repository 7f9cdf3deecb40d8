import { loadStrings } from '../src/ui/locales/load-strings';
import { matchLocale } from '../src/ui/locales/match-locale';
import { loadAccountStrings } from '../src/ui/locales/use-account-strings';

/**
 * The words of a story's language (the toolbar's Language global): the main table and the account
 * table, so a story's play function reads the same in every language. (In .storybook/, beside the
 * preview, since the account table's loader is not part of the public API.)
 */
export async function storyWords(globals: Record<string, unknown>) {
  const locale = matchLocale(typeof globals.locale === 'string' ? globals.locale : 'en');
  const [main, account] = await Promise.all([loadStrings(locale), loadAccountStrings(locale)]);
  return { ...main, ...account };
}
