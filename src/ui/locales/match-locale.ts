/** The languages with a string table: English built in, the others loaded on demand. */
export const supportedLocales = ['en', 'es', 'de', 'fr', 'ja', 'pt-BR', 'ar'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/**
 * The supported locale for the first tag of `requested` (BCP 47, in order of preference) whose
 * language has a table: "pt" and "pt-PT" → "pt-BR", "es-MX" → "es", "de-AT" → "de"; English when
 * none has. Without tags, the browser's languages (`navigator.languages`); none outside a browser.
 */
export function matchLocale(requested?: string | readonly string[]): SupportedLocale {
  const tags = requested ?? (typeof navigator === 'undefined' ? [] : navigator.languages);
  for (const tag of typeof tags === 'string' ? [tags] : tags) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    const match = supportedLocales.find((locale) => locale.split('-')[0] === language);
    if (match) return match;
  }
  return 'en';
}

/** The writing direction of a language (a BCP 47 tag): right to left for Arabic, Hebrew, Persian and Urdu. */
export const localeDirection = (lang: string): 'ltr' | 'rtl' => (/^(ar|he|fa|ur)\b/i.test(lang) ? 'rtl' : 'ltr');
