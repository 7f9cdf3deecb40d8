import { phoneNonGeographic, phoneTable, type PhoneFormatRow, type PhonePlanRow } from './phone-table';

/** A way to group a national number's digits, and which numbers it is for. */
export interface PhoneFormat {
  /** The digit groups, as a regular expression (`(\d{3})(\d{4})`). */
  pattern: string;
  /** The national template (`($1) $2-$3`) and the international one. */
  template: string;
  international: string;
  /** What the first digits of the numbers it is for look like (empty: any). */
  leading: string;
  /** How the national prefix is written with the first group (`0$1`), empty when it is not. */
  prefixRule: string;
  /** The national prefix may be left out. */
  prefixOptional: boolean;
}

/** A numbering plan: a country's, or a calling code's that has no country. */
export interface PhonePlan {
  callingCode: string;
  /** The international call prefix (`00`, `011`), a pattern. */
  callPrefix: string;
  /** What a valid national number looks like, and its possible lengths. */
  pattern: string;
  lengths: readonly number[];
  formats: readonly PhoneFormat[];
  nationalPrefix: string;
  /** What is taken off a national number typed with its prefix (the plan's own, else its national prefix), and what replaces it. */
  parsingPrefix: string;
  ownParsingPrefix: string;
  transform: string;
  /** First digits that tell this country among those sharing its calling code. */
  leading: string;
  /** Number types (pattern, lengths): a plan with types is valid by them. */
  types: readonly (readonly [string, (readonly number[])?])[] | undefined;
}

/** Country codes by calling code, the calling code's main country first. */
const byCallingCode = new Map<string, string[]>();
for (const [country, row] of Object.entries(phoneTable)) byCallingCode.set(row[0], [...(byCallingCode.get(row[0]) ?? []), country]);

/** The countries of a calling code, its main country first (undefined when it has none). */
export function countriesOfCallingCode(callingCode: string | undefined): readonly string[] | undefined {
  return callingCode === undefined ? undefined : byCallingCode.get(callingCode);
}

/** Whether numbers can be dialled with this calling code (a country's, or one with no country). */
export function isCallingCode(callingCode: string): boolean {
  return byCallingCode.has(callingCode) || Object.hasOwn(phoneNonGeographic, callingCode);
}

/** A stored pattern as a regular expression (the table writes `(` for `(?:` and `D` for `\d`). */
const expand = (pattern: string | 0 | undefined): string => (pattern || '').replaceAll('(', '(?:').replaceAll('D', '\\d');

function decodeFormat([groups, template, leading, prefixRule, prefixOptional, international]: PhoneFormatRow): PhoneFormat {
  const sizes = groups.split(',');
  const pattern = sizes.map((size) => `(\\d${size === '1' ? '' : `{${size.replace('-', ',')}}`})`).join('');
  const national = template || sizes.map((_, index) => `$${index + 1}`).join(' ');
  return {
    pattern,
    template: national,
    international: international || national,
    leading: expand(leading),
    prefixRule: prefixRule || '',
    prefixOptional: prefixOptional === 1,
  };
}

const plans = new Map<string, PhonePlan>();

function decode(row: PhonePlanRow): PhonePlan {
  const [callingCode, callPrefix, pattern, lengths, formats, nationalPrefix, parsing, transform, leading, types] = row;
  const main = phoneTable[byCallingCode.get(callingCode)?.[0] ?? ''];
  const ownFormats = formats || (main === undefined || main === row ? [] : main[4] || []);
  return {
    callingCode,
    callPrefix: callPrefix || '',
    pattern: expand(pattern),
    lengths,
    formats: ownFormats.map(decodeFormat),
    nationalPrefix: nationalPrefix || '',
    parsingPrefix: parsing || nationalPrefix || '',
    ownParsingPrefix: parsing || '',
    transform: transform || '',
    leading: expand(leading),
    types: types ? types.map(([type, typeLengths]) => [expand(type), typeLengths] as const) : undefined,
  };
}

/**
 * The numbering plan of a country (`GB`), or of a calling code (`44`: its main country's; `800`:
 * the one with no country). Undefined when unknown.
 */
export function phonePlan(countryOrCallingCode: string | undefined): PhonePlan | undefined {
  if (countryOrCallingCode === undefined) return undefined;
  const cached = plans.get(countryOrCallingCode);
  if (cached !== undefined) return cached;
  const isCode = /^\d+$/.test(countryOrCallingCode);
  const country = isCode ? byCallingCode.get(countryOrCallingCode)?.[0] : countryOrCallingCode;
  const row = country === undefined ? phoneNonGeographic[countryOrCallingCode] : Object.hasOwn(phoneTable, country) ? phoneTable[country] : undefined;
  if (row === undefined) return undefined;
  const plan = decode(row);
  plans.set(countryOrCallingCode, plan);
  return plan;
}
