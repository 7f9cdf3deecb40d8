import { countriesOfCallingCode, phonePlan, type PhonePlan } from './phone-plan';
import { phoneRegex } from './phone-regex';

/** Whether all of `text` matches the pattern. */
export function matchesEntirely(text: string, pattern: string): boolean {
  return phoneRegex(`^(?:${pattern})$`).test(text);
}

/** How a national number's length fits the plan's possible lengths. */
export type LengthFit = 'possible' | 'too short' | 'too long' | 'invalid';

export function lengthFit(nationalNumber: string, plan: PhonePlan): LengthFit {
  const { lengths } = plan;
  const { length } = nationalNumber;
  if (length === lengths[0]) return 'possible';
  if (length < (lengths[0] ?? 0)) return 'too short';
  if (length > (lengths[lengths.length - 1] ?? Infinity)) return 'too long';
  return lengths.includes(length) ? 'possible' : 'invalid';
}

/** Whether the number matches the plan's pattern and one of its number types (with the type's lengths). */
export function hasNumberType(nationalNumber: string, plan: PhonePlan): boolean {
  return (
    matchesEntirely(nationalNumber, plan.pattern) &&
    (plan.types ?? []).some(
      ([pattern, lengths]) => (lengths ?? plan.lengths).includes(nationalNumber.length) && matchesEntirely(nationalNumber, pattern),
    )
  );
}

/** A valid number of the plan: by its number types when it has them, else by its pattern. */
export function isValidNationalNumber(nationalNumber: string, plan: PhonePlan | undefined): boolean {
  if (plan === undefined) return false;
  return plan.types === undefined ? matchesEntirely(nationalNumber, plan.pattern) : hasNumberType(nationalNumber, plan);
}

/** Which of `countries` (sharing a calling code) a national number belongs to: by leading digits, else by number type. */
export function countryOfNationalNumber(nationalNumber: string, countries: readonly string[]): string | undefined {
  return countries.find((country) => {
    const plan = phonePlan(country);
    if (plan === undefined) return false;
    if (plan.leading) return nationalNumber !== '' && nationalNumber.search(phoneRegex(plan.leading)) === 0;
    return hasNumberType(nationalNumber, plan);
  });
}

/** The country of a calling code and national number (undefined while it cannot be told, or without a country). */
export function countryOfCallingCode(callingCode: string | undefined, nationalNumber: string): string | undefined {
  const countries = countriesOfCallingCode(callingCode);
  if (countries === undefined) return undefined;
  if (countries.length === 1) return countries[0];
  return countryOfNationalNumber(nationalNumber, countries);
}
