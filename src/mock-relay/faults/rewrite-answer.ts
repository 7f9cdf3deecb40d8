import { parseJsonPointer, removeAtPointer, replaceAtPointer, setAtPointer } from './json-pointer';
import type { PadSpec } from './tamper-rule';

export interface RewriteSpec {
  set?: Record<string, unknown>;
  remove?: readonly string[];
  pad?: Record<string, PadSpec>;
}

/**
 * The `rewrite` fault on a parsed JSON answer, in this order: `set` (the value at each pointer
 * becomes the given JSON value: an existing member or element is replaced, a missing member is
 * added to an object that exists, `-` appends to an array, `''` replaces the whole answer), `pad`
 * (an existing value becomes `char` repeated `length` times), `remove` (an existing member or
 * element is deleted). A pointer that does not resolve leaves the answer as it is. Returns the
 * answer (a new value when the root was replaced).
 */
export function rewriteAnswer(answer: unknown, spec: RewriteSpec): unknown {
  let document = answer;
  for (const [pointer, value] of Object.entries(spec.set ?? {})) document = setAtPointer(document, parseJsonPointer(pointer, 'set'), structuredClone(value));
  for (const [pointer, pad] of Object.entries(spec.pad ?? {})) document = replaceAtPointer(document, parseJsonPointer(pointer, 'pad'), pad.char.repeat(pad.length));
  for (const pointer of spec.remove ?? []) document = removeAtPointer(document, parseJsonPointer(pointer, 'remove'));
  return document;
}
