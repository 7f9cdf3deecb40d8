import type { LoginKitStrings } from './login-kit-strings';
import { getErrorMessage } from './get-error-message';
import { useLocaleStrings } from './use-locale-strings';

/**
 * `getErrorMessage(error)` in a component: the person-facing message for `error` (undefined
 * without one), in `locale` (a BCP 47 tag; without it, the surrounding StringsProvider's language,
 * else the browser's) with the app's `overrides` on top, as `<LoginModal locale strings>` would
 * show it. A language pack not loaded yet is fetched and the component re-renders with it
 * (English meanwhile). For a headless form: `useErrorMessage('error' in state ? state.error : undefined)`.
 */
export function useErrorMessage(error: unknown, locale?: string, overrides?: Partial<LoginKitStrings>): string | undefined {
  const { strings } = useLocaleStrings(locale, overrides);
  return error === undefined || error === null ? undefined : getErrorMessage(error, strings);
}
