/** Dashes, slashes, dots, spaces, brackets and tildes people type between a phone number's digits. */
export const PUNCTUATION = '-\u2010-\u2015\u2212\u30FC\uFF0D\uFF0F/\uFF0E. \u00A0\u00AD\u200B\u2060\u3000()\uFF08\uFF09\uFF3B\uFF3D\\[\\]~\u2053\u223C\uFF5E';
/** ASCII, full-width, Arabic-Indic and Persian digits. */
const DIGITS = '0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9';
const PLUS = '+\uFF0B';

const START = new RegExp(`[${PLUS}][${PUNCTUATION}${DIGITS}]*|[${PUNCTUATION}${DIGITS}]+`);
const AFTER_END = new RegExp(`[^${PUNCTUATION}${DIGITS}]+.*$`);
const ONLY_DIGITS_AND_PUNCTUATION = new RegExp(`^[${PUNCTUATION}${DIGITS}]+$`);

/** The ASCII digit of a digit in any of the scripts above (`٣` → `3`), else nothing. */
function asciiDigit(char: string): string {
  const code = char.charCodeAt(0);
  for (const zero of [0x30, 0xff10, 0x660, 0x6f0]) if (code >= zero && code <= zero + 9) return String(code - zero);
  return '';
}

/**
 * The digits of the phone number in `text` (its first run of digits and punctuation, from a
 * leading `+`), in ASCII, and whether it starts with `+`.
 */
export function phoneDigits(text: string): { digits: string; plus: boolean } {
  const start = text.search(START);
  if (start < 0) return { digits: '', plus: false };
  let number = text.slice(start);
  const plus = number[0] === '+';
  if (plus) number = number.slice(1);
  number = number.replace(AFTER_END, '');
  if (!ONLY_DIGITS_AND_PUNCTUATION.test(number)) return { digits: '', plus };
  return { digits: [...number].map(asciiDigit).join(''), plus };
}
