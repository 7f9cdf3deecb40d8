import { asYouType, type TypedPhone } from './as-you-type';
import type { CountryCode } from './phone-countries';
import { countriesOfCallingCode, phonePlan } from './phone-plan';

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
  const typedPhone = asYouType(typed, international ? undefined : country);
  const { text, number } = typedPhone;
  return {
    text,
    country: international ? typedCountry(typedPhone, country) : country,
    contact: number?.e164 ?? typed.trim(),
    valid: number?.valid ?? false,
  };
}

/**
 * The country of a number typed with `+`: the one its digits tell; while they cannot tell yet
 * (`+44 20`, `+1 415`), the picked country when it has that calling code, else the calling
 * code's main country (GB for 44, US for 1, RU for 7).
 */
function typedCountry({ country: told, callingCode }: TypedPhone, picked: CountryCode): CountryCode {
  if (told !== undefined) return told;
  if (callingCode === undefined || phonePlan(picked)?.callingCode === callingCode) return picked;
  return countriesOfCallingCode(callingCode)?.[0] ?? picked;
}

/** The national digits of a number typed with `+` and a country code (to re-format for another country). */
export function nationalDigits(typed: string): string {
  return asYouType(typed).number?.nationalNumber ?? '';
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
