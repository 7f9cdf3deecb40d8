import { phoneTable } from './phone-table';

/** A country's ISO 3166-1 alpha-2 code (`GB`), as the phone numbering plans know them. */
export type CountryCode = string;

/** A choice of the country picker. */
export interface PhoneCountry {
  code: CountryCode;
  /** The country's name in the user's language (from Intl.DisplayNames; the code where it has none). */
  name: string;
  /** Digits of the country calling code, without `+`. */
  callingCode: string;
}

/**
 * The tags of `locales` that are BCP 47 language tags, in order. Browsers may report others: WebKitGTK
 * gives `["C"]` under a POSIX locale, and Intl's constructors throw a RangeError on any such tag.
 */
export function languageTags(locales: readonly string[]): string[] {
  return locales.filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  });
}

/** Every country the phone metadata knows, with its calling code, sorted by name in `locales` (tags that are not BCP 47 are passed over). */
export function phoneCountries(locales: readonly string[]): PhoneCountry[] {
  const list = languageTags(locales);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(list, { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(list);
  return Object.entries(phoneTable)
    .map(([code, [callingCode]]) => ({ code, name: names?.of(code) ?? code, callingCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The region of the browser's first locale that has one (`en-GB` → GB; `fr` → FR, the likely
 * region), when the phone metadata knows it.
 */
export function localeCountry(locales: readonly string[]): CountryCode | undefined {
  for (const tag of languageTags(locales)) {
    const region = new Intl.Locale(tag).maximize().region;
    if (region !== undefined && Object.hasOwn(phoneTable, region)) return region;
  }
  return undefined;
}

/** The browser's preferred languages (none outside a browser). */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
