import { AsYouType, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

/** A phone number as typed, formatted, and what the flow gets for it. */
export interface PhoneEdit {
  /** What the field shows: the digits formatted as you type (international when typed with `+`). */
  text: string;
  /** The country the number belongs to: the one typed with `+` when it can be told, else the picked one. */
  country: CountryCode;
  /** The number in E.164 (`+14155550123`) once it has digits; what was typed otherwise. */
  contact: string;
  /** A complete, valid number for its country. */
  valid: boolean;
}

/**
 * Formats `typed` as you type for `country` (a number typed with `+` and its country code
 * keeps its own country, which the picker then follows) and normalises it to E.164.
 */
export function formatPhone(typed: string, country: CountryCode): PhoneEdit {
  const international = typed.trimStart().startsWith('+');
  const formatter = new AsYouType(international ? undefined : country);
  const text = formatter.input(typed);
  const number = formatter.getNumber();
  return {
    text,
    country: international ? typedCountry(formatter, country) : country,
    contact: number?.number ?? typed.trim(),
    valid: number?.isValid() ?? false,
  };
}

/**
 * The country of a number typed with `+`: the one its digits tell; while they cannot tell yet
 * (`+44 20`, `+1 415`), the picked country when it has that calling code, else the calling
 * code's main country (GB for 44, US for 1, RU for 7).
 */
function typedCountry(formatter: AsYouType, picked: CountryCode): CountryCode {
  const told = formatter.getCountry();
  if (told !== undefined) return told;
  const callingCode = formatter.getCallingCode();
  if (callingCode === undefined || getCountryCallingCode(picked) === callingCode) return picked;
  return (metadata.country_calling_codes[callingCode]?.[0] as CountryCode | undefined) ?? picked;
}

/** The national digits of a number typed with `+` and a country code (to re-format for another country). */
export function nationalDigits(typed: string): string {
  const formatter = new AsYouType();
  formatter.input(typed);
  return formatter.getNumber()?.nationalNumber ?? '';
}

/** How many digits (and `+`) `text` has before `position`. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/[^\d+]/g, '').length;
}

/** The position in `text` just after its `count`th digit (or `+`): where the caret goes after formatting. */
export function positionAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d+]/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
