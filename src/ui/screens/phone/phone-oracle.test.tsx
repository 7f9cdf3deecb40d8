import examples from 'libphonenumber-js/examples.mobile.json';
import { AsYouType, getCountryCallingCode, parsePhoneNumber, type CountryCode as LibCountry } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { phoneCountries } from './phone-countries';
import { formatPhone, nationalDigits, type PhoneEdit } from './phone-number';

/** What the field did with libphonenumber-js (`min`) before it had its own table: the oracle. */
function libraryPhone(typed: string, country: string): PhoneEdit | 'throws' {
  const international = typed.trimStart().startsWith('+');
  const formatter = new AsYouType(international ? undefined : (country as LibCountry));
  let text: string;
  try {
    text = formatter.input(typed);
  } catch {
    return 'throws';
  }
  const number = formatter.getNumber();
  let typedCountry = country;
  if (international) {
    const callingCode = formatter.getCallingCode();
    typedCountry =
      formatter.getCountry() ??
      (callingCode === undefined || getCountryCallingCode(country as LibCountry) === callingCode
        ? country
        : (metadata.country_calling_codes[callingCode]?.[0] ?? country));
  }
  return { text, country: typedCountry, contact: number?.number ?? typed.trim(), valid: number?.isValid() ?? false };
}

/**
 * Types `digits` one at a time into the field's text as it shows it (after a leading `+` when
 * international), as the field does; returns the steps where the two differ (before the last
 * digit, and at the last), and the last edits.
 */
function typeBoth(start: string, digits: string, country: string) {
  const differences: string[] = [];
  let text = start;
  let ours = formatPhone(text, country);
  let theirs = libraryPhone(text, country);
  for (const [index, digit] of [...digits].entries()) {
    const typed = text + digit;
    ours = formatPhone(typed, country);
    theirs = libraryPhone(typed, country);
    const step = theirs === 'throws' ? 'throws' : index === digits.length - 1 ? 'last' : 'before';
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) differences.push(`${step} ${country} ${JSON.stringify(typed)}: ours ${JSON.stringify(ours)}, theirs ${JSON.stringify(theirs)}`);
    text = ours.text;
  }
  return { differences, ours, theirs };
}

/**
 * Where the field deliberately differs, only while typing (never at the last digit): the table keeps
 * only each format's last leading-digits pattern, and matches it against the start of the digits,
 * where libphonenumber has a looser one for 3 digits. China: after `0` and 3 digits libphonenumber
 * shows `051 4`, the field `0514` (the area code, which is what the complete number shows). And
 * where libphonenumber-js throws: in countries whose international call prefix can be just `0`
 * (Cape Verde, Samoa), its AsYouType throws a TypeError for `0` and one digit (the field crashed);
 * the field shows `0 4`.
 */
const whileTyping = ['before CN ', 'throws '];
const unexpected = (differences: string[]): string[] =>
  differences.filter((difference) => !whileTyping.some((known) => difference.startsWith(known)));

/** A few digit strings per country, the same each run (a linear congruential generator). */
function someDigits(count: number): string[] {
  let seed = 1;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => Array.from({ length: 6 + Math.floor(next() * 8) }, () => String(Math.floor(next() * 10))).join(''));
}

const countries = Object.keys(examples) as LibCountry[];

describe('the phone field against libphonenumber-js (min), for every country’s example mobile number', () => {
  it('knows the same countries and calling codes', () => {
    const ours = phoneCountries(['en']).map(({ code, callingCode }) => `${code}+${callingCode}`).sort();
    const theirs = Object.keys(metadata.countries).map((code) => `${code}+${getCountryCallingCode(code as LibCountry)}`).sort();
    expect(ours).toEqual(theirs);
  });

  it('typed digit by digit nationally (with and without the national prefix): the same text, E.164 number, validity and country at every step', () => {
    const differences: string[] = [];
    for (const country of countries) {
      const example = parsePhoneNumber(examples[country], country);
      for (const digits of new Set([example.formatNational().replace(/\D/g, ''), example.nationalNumber])) {
        const typed = typeBoth('', digits, country);
        differences.push(...typed.differences);
        if (digits === example.nationalNumber) continue;
        // The example is a valid number of its country: the field gives its E.164 form.
        expect(typed.ours, country).toMatchObject({ contact: example.number, valid: true, country });
      }
    }
    expect(unexpected(differences)).toEqual([]);
  });

  it('typed digit by digit with + and the calling code, whichever country is picked: the same at every step', () => {
    const differences: string[] = [];
    for (const country of countries) {
      const example = parsePhoneNumber(examples[country], country);
      for (const picked of [country, 'GB']) {
        const typed = typeBoth('+', `${example.countryCallingCode}${example.nationalNumber}`, picked);
        differences.push(...typed.differences);
        // Its country is the one its digits tell (Åland's example is also Finland's, which comes first).
        expect(typed.ours, `${country} picked ${picked}`).toMatchObject({ contact: example.number, valid: true, country: example.country });
      }
      expect(nationalDigits(example.number)).toBe(example.nationalNumber);
    }
    expect(unexpected(differences)).toEqual([]);
  });

  it('any digits, typed nationally (with or without a leading 0) or with +: the same at every step', () => {
    const differences: string[] = [];
    for (const country of countries) {
      const [national, withZero, international] = someDigits(3);
      differences.push(...typeBoth('', national ?? '', country).differences, ...typeBoth('', `0${withZero ?? ''}`, country).differences);
      differences.push(...typeBoth('+', `${getCountryCallingCode(country)}${international ?? ''}`, country).differences);
    }
    expect(unexpected(differences)).toEqual([]);
  });

  it('too short, too long or with other leading digits: invalid for both, or valid for both', () => {
    const disagreements: string[] = [];
    let invalid = 0;
    for (const country of countries) {
      const national = parsePhoneNumber(examples[country], country).nationalNumber;
      const variants = [national.slice(0, -1), `${national}0`, `${national}00`, ...'0123456789'.split('').map((digit) => digit + national.slice(1))];
      for (const variant of variants) {
        for (const typed of [variant, `+${getCountryCallingCode(country)}${variant}`]) {
          const ours = formatPhone(typed, country);
          const theirs = libraryPhone(typed, country);
          if (theirs !== 'throws' && !theirs.valid) invalid += 1;
          if (JSON.stringify(ours) !== JSON.stringify(theirs)) disagreements.push(`${country} ${typed}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // The variants do include invalid numbers (most of the too short and too long ones).
    expect(invalid).toBeGreaterThan(countries.length * 2);
  });
});
