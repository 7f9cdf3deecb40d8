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
 * Languages that are the first language of many countries, none of them most of the speakers: the
 * language alone says nothing of where a person is (Arabic is not Egypt, Spanish not Spain,
 * Portuguese not Brazil, English not the US, French not France).
 */
const manyCountryLanguages = new Set(['ar', 'en', 'es', 'fr', 'pt']);

const known = (region: string | undefined): region is CountryCode => region !== undefined && Object.hasOwn(phoneTable, region);

/**
 * The country a phone number most likely has, from `locales` in order (the page's languages around
 * the field, then the browser's): the region of the first tag that names one (`ar-SA` → SA,
 * `en-GB` → GB); else the country of a language spoken in essentially one (`ja` → JP, `de` → DE);
 * never a guess from a language of many countries alone (`ar`, `en`, `es`, `fr`, `pt`): undefined,
 * and the picker starts on its first country (a number typed with `+` picks its own).
 */
export function localeCountry(locales: readonly string[]): CountryCode | undefined {
  const tags = languageTags(locales).map((tag) => new Intl.Locale(tag));
  const named = tags.find((locale) => known(locale.region));
  if (named !== undefined) return named.region;
  for (const locale of tags) {
    if (manyCountryLanguages.has(locale.language)) continue;
    const likely = locale.maximize().region;
    if (known(likely)) return likely;
  }
  return undefined;
}

/** The `lang` of `element` and of each element around it, innermost first (the modal's, then the page's). */
export function langsAround(element: Element | null): string[] {
  const langs: string[] = [];
  for (let current = element?.closest('[lang]'); current; current = current.parentElement?.closest('[lang]')) {
    const lang = current.getAttribute('lang');
    if (lang && !langs.includes(lang)) langs.push(lang);
  }
  return langs;
}

/** The browser's preferred languages (none outside a browser). */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
