import { leadingDigitsMatch } from './leading-digits-match';
import { extractNationalNumber, stripNationalPrefix } from './national-number';
import { phoneDigits, PUNCTUATION } from './phone-digits';
import { countriesOfCallingCode, isCallingCode, phonePlan, type PhoneFormat, type PhonePlan } from './phone-plan';
import { DIGIT_PLACEHOLDER, filledPart, fillTemplate, internationalStyle } from './phone-template';
import { countryOfCallingCode, countryOfNationalNumber, isValidNationalNumber, lengthFit, matchesEntirely } from './phone-validity';
import { phoneRegex } from './phone-regex';

/** A phone number as typed: formatted, and what it is. */
export interface TypedPhone {
  /** The text formatted as far as it can be (international when typed with `+`). */
  text: string;
  /** Its country, once its digits tell it. */
  country: string | undefined;
  /** The calling code typed with `+` (or an international call prefix). */
  callingCode: string | undefined;
  /** The number, once it has national digits and a country or calling code. */
  number: { e164: string; nationalNumber: string; valid: boolean } | undefined;
}

/** A template without changed digits: `$1`, then punctuation and groups only. */
const NON_ALTERING = new RegExp(`[${PUNCTUATION}]*\\$1[${PUNCTUATION}]*(\\$\\d[${PUNCTUATION}]*)*$`);
const LONGEST_NUMBER = '9'.repeat(15);
const digitsOf = (text: string): string => text.replace(/\D/g, '');
const usesNationalPrefix = (format: PhoneFormat): boolean => format.prefixRule !== '' && !/^\(?\$1\)?$/.test(format.prefixRule);

/**
 * Formats phone number text as you type, for a country when typed nationally, and tells its
 * country, E.164 form and validity: libphonenumber-js's `AsYouType` (over `min` metadata) for
 * text input in one go, following its steps, over the kit's own table.
 */
export function asYouType(typed: string, defaultCountry?: string): TypedPhone {
  const home = phonePlan(defaultCountry) === undefined ? undefined : defaultCountry;
  // The number so far (libphonenumber's state), the selected plan, the formatter's and the parser's.
  let international = false;
  let missingPlus = false;
  let callPrefix: string | undefined;
  let callingCode: string | undefined;
  let country: string | undefined;
  let digits = '';
  let national = '';
  let modified = false;
  let nationalPrefix: string | undefined;
  let otherPrefix: string | undefined;
  let plan: PhonePlan | undefined;
  let nanp = false;
  let formats: readonly PhoneFormat[] = [];
  let chosen: PhoneFormat | undefined;
  let template = '';
  let position = -1;
  let planForParsing = false;
  let mayExtractAgain = false;
  let extracted = false;

  const nationalDigits = (): string => (international ? digits.slice((callPrefix?.length ?? 0) + (callingCode?.length ?? 0)) : digits);
  const withoutCallPrefix = (): string => (international && callPrefix ? digits.slice(callPrefix.length) : digits);
  const resetFormat = (): void => {
    chosen = undefined;
    template = '';
    position = -1;
  };
  const suits = (format: PhoneFormat): boolean => {
    const uses = usesNationalPrefix(format);
    if (nationalPrefix && !uses && !format.prefixOptional) return false;
    return international || !!nationalPrefix || !uses || format.prefixOptional;
  };
  // libphonenumber has looser leading-digits patterns for fewer digits; the table keeps the last,
  // which matches the digits typed so far when they can start a number it is for.
  const leadingMatch = (format: PhoneFormat): boolean => {
    if (!format.leading) return true;
    if (national.length < 3) return leadingDigitsMatch(format.leading, national);
    return phoneRegex(`^(${format.leading})`).test(national) || leadingDigitsMatch(format.leading, national);
  };
  const narrow = (): void => {
    formats = formats.filter((format) => suits(format) && leadingMatch(format));
    if (chosen !== undefined && !formats.includes(chosen)) resetFormat();
  };
  const resetFormatter = (): void => {
    resetFormat();
    nanp = plan?.callingCode === '1';
    formats = plan?.formats ?? [];
    if (plan && national) narrow();
  };
  const setCallingCode = (code: string | undefined): void => {
    callingCode = code;
    plan = phonePlan(country ?? code);
    resetFormatter();
    planForParsing = plan !== undefined;
    mayExtractAgain = !!plan?.ownParsingPrefix && /[^\d[\]]/.test(plan.ownParsingPrefix);
  };
  const startInternational = (newCountry: string | undefined, code: string | undefined): void => {
    international = true;
    country = newCountry;
    setCallingCode(code);
  };
  const determineCountry = (): void => {
    const ambiguous = (countriesOfCallingCode(callingCode)?.length ?? 0) > 1;
    if (country && !ambiguous) return;
    const found = countryOfCallingCode(international ? callingCode : undefined, national);
    if (found === country) return;
    country = found;
    if (found !== undefined) plan = phonePlan(found);
  };
  const nationalNumberChanged = (): void => {
    determineCountry();
    resetFormatter();
  };
  const restartInternational = (newCountry: string | undefined, code: string | undefined): void => {
    startInternational(newCountry, code);
    if (!national) return;
    national = nationalDigits();
    modified = false;
    nationalPrefix = otherPrefix = undefined;
    nationalNumberChanged();
    extracted = false;
  };

  // The parser: call prefix, calling code, national prefix.
  const extractCallPrefix = (): boolean => {
    if (international || callPrefix || home === undefined) return false;
    const prefix = phoneRegex(phonePlan(home)?.callPrefix ?? '');
    const match = prefix.exec(digits);
    if (match === null || match.index !== 0) return false;
    const rest = digits.slice(match[0].length);
    if (rest === digits || rest[0] === '0') return false;
    callPrefix = digits.slice(0, digits.length - rest.length);
    restartInternational(undefined, undefined);
    return true;
  };
  const extractCallingCode = (): boolean => {
    const number = withoutCallPrefix();
    if (number[0] === '0') return false;
    for (let length = 1; length <= 3 && length <= number.length; length += 1) {
      const code = number.slice(0, length);
      if (isCallingCode(code)) {
        setCallingCode(code);
        national = number.slice(length);
        return true;
      }
    }
    return false;
  };
  const extractNational = (previous?: string): boolean => {
    if (!planForParsing || plan === undefined) return false;
    const source = nationalDigits();
    const result = stripNationalPrefix(source, plan);
    if (result.nationalNumber === (previous ?? source)) return false;
    const at = source.lastIndexOf(result.nationalNumber);
    modified = at < 0 || at !== source.length - result.nationalNumber.length;
    const before = modified ? '' : source.slice(0, at);
    nationalPrefix = result.nationalPrefix;
    national = result.nationalNumber;
    otherPrefix = before && before !== result.nationalPrefix ? before : undefined;
    extracted = true;
    nationalNumberChanged();
    return true;
  };
  const fixMissingPlus = (): boolean => {
    const own = phonePlan(country ?? home);
    if (international || own === undefined || !digits.startsWith(own.callingCode)) return false;
    const shorter = extractNationalNumber(digits.slice(own.callingCode.length), own).nationalNumber;
    const whole = extractNationalNumber(digits, own).nationalNumber;
    const fits = (!matchesEntirely(whole, own.pattern) && matchesEntirely(shorter, own.pattern)) || lengthFit(whole, own) === 'too long';
    if (!fits) return false;
    missingPlus = true;
    restartInternational(country, own.callingCode);
    return true;
  };
  const reExtract = (): boolean => {
    if (extracted ? mayExtractAgain && extractNational(national) : extractNational()) return true;
    if (extractCallPrefix() || fixMissingPlus()) {
      if (extractCallingCode()) extractNational();
      return true;
    }
    return false;
  };

  // The formatter: a complete number by its format, else the digits so far in a format's template.
  const tryPrefixRule = (format: PhoneFormat): boolean =>
    format.prefixRule !== '' && (usesNationalPrefix(format) ? !!nationalPrefix : !international);
  const separatorAfterPrefix = (format: PhoneFormat): string => (nanp || /[- ]/.test(format.prefixRule) ? ' ' : '');
  const formatWith = (format: PhoneFormat, withPrefixRule: boolean): string | undefined => {
    const pattern = international ? format.international : withPrefixRule ? format.template.replace(/(\$\d)/, format.prefixRule) : format.template;
    let text = national.replace(phoneRegex(format.pattern), pattern);
    if (international) text = internationalStyle(text);
    if (!withPrefixRule && nationalPrefix) text = nationalPrefix + separatorAfterPrefix(format) + text;
    else if (!withPrefixRule && otherPrefix) text = `${otherPrefix} ${text}`;
    return digitsOf(text) === nationalDigits() ? text : undefined;
  };
  const formatComplete = (format: PhoneFormat): string | undefined => {
    if (!matchesEntirely(national, format.pattern)) return undefined;
    return (tryPrefixRule(format) ? formatWith(format, true) : undefined) ?? formatWith(format, false);
  };
  const templateFor = (format: PhoneFormat): string | undefined => {
    let longest = LONGEST_NUMBER.match(phoneRegex(format.pattern))?.[0] ?? '';
    if (national.length > longest.length) return undefined;
    const dummy = national.replace(/\d/g, '9');
    if (phoneRegex(`^${format.pattern}$`).test(dummy)) longest = dummy;
    let pattern = international ? format.international : format.template;
    let prefixIncluded = false;
    if (tryPrefixRule(format) && digitsOf(format.prefixRule) === `${nationalPrefix ?? ''}1`) {
      pattern = pattern.replace(/(\$\d)/, format.prefixRule);
      prefixIncluded = true;
      for (let count = nationalPrefix?.length ?? 0; count > 0; count -= 1) pattern = pattern.replace(/\d/, DIGIT_PLACEHOLDER);
    }
    let result = longest.replace(phoneRegex(format.pattern), pattern).replace(/9/g, DIGIT_PLACEHOLDER);
    if (!prefixIncluded && otherPrefix) result = `${DIGIT_PLACEHOLDER.repeat(otherPrefix.length)} ${result}`;
    else if (!prefixIncluded && nationalPrefix) result = DIGIT_PLACEHOLDER.repeat(nationalPrefix.length) + separatorAfterPrefix(format) + result;
    return international ? internationalStyle(result) : result;
  };
  const chooseFormat = (): PhoneFormat | undefined => {
    for (const format of formats.slice()) {
      if (!NON_ALTERING.test(international ? format.international : format.template)) continue;
      const next = templateFor(format);
      if (next === undefined) {
        formats = formats.filter((other) => other !== format);
        continue;
      }
      template = next;
      position = -1;
      chosen = format;
      break;
    }
    if (chosen === undefined) resetFormat();
    return chosen;
  };
  const format = (): string | undefined => {
    if (plan !== undefined && lengthFit(national, plan) === 'possible') {
      for (const candidate of formats) {
        const text = formatComplete(candidate);
        if (text !== undefined) return text;
      }
    }
    if (chooseFormat() === undefined) return undefined;
    const filled = fillTemplate(template, position, nationalDigits());
    if (filled === undefined) {
      resetFormat();
      return undefined;
    }
    return filledPart(filled.text, filled.position + 1);
  };
  const full = (text: string): string => {
    if (!international) return text;
    const prefix = (rest: string): string => (callPrefix ? (rest ? `${callPrefix} ` : callPrefix) : missingPlus ? '' : '+') + rest;
    if (!callingCode) return prefix(withoutCallPrefix());
    return prefix(text ? `${callingCode} ${text}` : callingCode);
  };

  // libphonenumber's `input()`, from a fresh state.
  country = home;
  setCallingCode(undefined);
  const { digits: typedDigits, plus } = phoneDigits(typed);
  let text = '';
  if (plus) startInternational(undefined, undefined);
  if (plus && !typedDigits) text = '+';
  else if (typedDigits) {
    digits = typedDigits;
    if (digits.length >= 3) extractCallPrefix();
    const waiting = international && !callingCode;
    if (!waiting) national += digits;
    if (waiting ? extractCallingCode() : true) if (!international && !extracted) extractNational();
    determineCountry();
    if (national) narrow();
    let formatted = plan === undefined ? undefined : format();
    if (formatted === undefined && reExtract()) {
      determineCountry();
      if (nationalDigits()) formatted = format();
    }
    text = full(formatted || (modified ? nationalDigits() : (otherPrefix || nationalPrefix || '') + national));
  }
  return { text, country: digits ? country : undefined, callingCode: international ? callingCode : undefined, number: numberOf() };

  function numberOf(): TypedPhone['number'] {
    if (!national || (!country && !callingCode)) return undefined;
    let numberCountry = country;
    if (country !== undefined && country === home) {
      const countries = countriesOfCallingCode(plan?.callingCode) ?? [];
      if (countries.length > 1) numberCountry = countryOfNationalNumber(national, countries) ?? country;
    }
    const code = numberCountry === undefined ? callingCode : phonePlan(numberCountry)?.callingCode;
    return {
      e164: `+${code ?? ''}${national}`,
      nationalNumber: national,
      valid: isValidNationalNumber(national, phonePlan(numberCountry ?? code)),
    };
  }
}
