import { PUNCTUATION } from './phone-digits';

/** Where a digit goes in a template (`(xxx) xxx-xxxx`). */
export const DIGIT_PLACEHOLDER = 'x';

const PUNCTUATION_RUN = new RegExp(`[${PUNCTUATION}]+`, 'g');

/** International style: each run of punctuation becomes one space (`(415) 555-0123` → `415 555 0123`). */
export function internationalStyle(text: string): string {
  return text.replace(PUNCTUATION_RUN, ' ').trim();
}

/** Drops the `(` that have no `)`. */
function stripUnpairedParens(text: string): string {
  const open: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') open.push(index);
    else if (text[index] === ')') open.pop();
  }
  return [...text].filter((_, index) => !open.includes(index)).join('');
}

/** The template filled with `digits` after `position`, and where the last one went; undefined when they do not fit. */
export function fillTemplate(template: string, position: number, digits: string): { text: string; position: number } | undefined {
  let text = template;
  let at = position;
  for (const digit of digits) {
    if (!text.slice(at + 1).includes(DIGIT_PLACEHOLDER)) return undefined;
    at = text.indexOf(DIGIT_PLACEHOLDER);
    text = text.replace(DIGIT_PLACEHOLDER, digit);
  }
  return { text, position: at };
}

/** The filled part of a template, up to `end` (and a `)` right after it), without unpaired `(`. */
export function filledPart(text: string, end: number): string {
  return stripUnpairedParens(text.slice(0, text[end] === ')' ? end + 1 : end));
}
