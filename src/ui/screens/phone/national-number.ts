import type { PhonePlan } from './phone-plan';
import { countryOfCallingCode, lengthFit, matchesEntirely } from './phone-validity';
import { phonePlan } from './phone-plan';
import { phoneRegex } from './phone-regex';

/** A national number with what was typed before it. */
export interface NationalNumber {
  nationalNumber: string;
  /** The national prefix typed before it (`0`, `8`), when that is what was taken off. */
  nationalPrefix?: string | undefined;
  /** A carrier selection code typed before it (some countries). */
  carrierCode?: string | undefined;
}

/**
 * Takes the national prefix (and carrier code) off digits typed nationally, as the plan's
 * prefix-for-parsing says, applying its transform (Argentina's `15`, the NANP area code added to
 * seven digits); the digits as they are when the prefix is not there.
 */
export function stripNationalPrefix(digits: string, plan: PhonePlan): NationalNumber {
  if (!digits || !plan.parsingPrefix) return { nationalNumber: digits };
  const prefix = phoneRegex(`^(?:${plan.parsingPrefix})`);
  const match = prefix.exec(digits);
  if (match === null) return { nationalNumber: digits };
  const groups = match.length - 1;
  const captured = groups > 0 ? match[groups] : undefined;
  let nationalNumber: string;
  let carrierCode: string | undefined;
  if (plan.transform && captured) {
    nationalNumber = digits.replace(prefix, plan.transform);
    if (groups > 1) carrierCode = match[1];
  } else {
    nationalNumber = digits.slice(match[0].length);
    if (captured) carrierCode = match[1];
  }
  let nationalPrefix: string | undefined;
  if (captured) {
    const before = digits.slice(0, digits.indexOf(String(match[1])));
    if (before === plan.nationalPrefix) nationalPrefix = plan.nationalPrefix;
  } else {
    nationalPrefix = match[0];
  }
  return { nationalNumber, nationalPrefix, carrierCode };
}

/**
 * The national number of complete digits: the prefix is taken off only when what remains still
 * fits the plan (its pattern, and a length that is not too short).
 */
export function extractNationalNumber(digits: string, plan: PhonePlan): NationalNumber {
  const { nationalNumber, carrierCode } = stripNationalPrefix(digits, plan);
  if (nationalNumber !== digits) {
    if (matchesEntirely(digits, plan.pattern) && !matchesEntirely(nationalNumber, plan.pattern)) return { nationalNumber: digits };
    const country = countryOfCallingCode(plan.callingCode, nationalNumber);
    const fit = lengthFit(nationalNumber, (country === undefined ? undefined : phonePlan(country)) ?? plan);
    if (fit === 'too short' || fit === 'invalid') return { nationalNumber: digits };
  }
  return { nationalNumber, carrierCode };
}
