/**
 * RFC 6901 JSON pointers over a parsed JSON answer, for the `rewrite` fault (fault-rule.ts):
 * `''` is the whole document, `/a/0/b~1c` walks member `a`, index 0, member `b/c` (`~1` is `/`,
 * `~0` is `~`). A pointer that does not resolve leaves the document unchanged.
 */
import { invalidArgument } from '../errors';

/** The reference tokens of `pointer`; a malformed pointer is 400 naming `path`. */
export function parseJsonPointer(pointer: string, path: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw invalidArgument(path, "must be a JSON pointer: '' or '/member/…' (RFC 6901)");
  if (/~(?![01])/.test(pointer)) throw invalidArgument(path, "has a '~' not followed by 0 or 1 (RFC 6901 escapes: ~0 for ~, ~1 for /)");
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** An array index token (no leading zeros, no sign) that names an existing element. */
function arrayIndex(array: unknown[], token: string): number | undefined {
  if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
  const index = Number(token);
  return index < array.length ? index : undefined;
}

function child(container: Container, token: string): { found: true; value: unknown } | { found: false } {
  if (Array.isArray(container)) {
    const index = arrayIndex(container, token);
    return index === undefined ? { found: false } : { found: true, value: container[index] };
  }
  return Object.hasOwn(container, token) ? { found: true, value: container[token] } : { found: false };
}

/** The container holding the last token, when every token before it resolves. */
function parentOf(document: unknown, tokens: readonly string[]): Container | undefined {
  let current = document;
  for (const token of tokens.slice(0, -1)) {
    if (!isContainer(current)) return undefined;
    const next = child(current, token);
    if (!next.found) return undefined;
    current = next.value;
  }
  return isContainer(current) ? current : undefined;
}

function defineMember(object: Record<string, unknown>, name: string, value: unknown): void {
  // defineProperty: a member named `__proto__` stays a plain member, as JSON.parse makes it.
  Object.defineProperty(object, name, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Sets the value at `tokens`: replaces an existing member or element, adds a missing member to an
 * object that exists, appends to an array with `-`; the root (`''`) is replaced. Returns the
 * document (a new one for the root); unchanged when the parent does not resolve.
 */
export function setAtPointer(document: unknown, tokens: readonly string[], value: unknown): unknown {
  const last = tokens.at(-1);
  if (last === undefined) return value;
  const parent = parentOf(document, tokens);
  if (parent === undefined) return document;
  if (Array.isArray(parent)) {
    if (last === '-') parent.push(value);
    else {
      const index = arrayIndex(parent, last);
      if (index !== undefined) parent[index] = value;
    }
  } else {
    defineMember(parent, last, value);
  }
  return document;
}

/** Replaces the value at `tokens` only when it exists (the root always does). */
export function replaceAtPointer(document: unknown, tokens: readonly string[], value: unknown): unknown {
  const last = tokens.at(-1);
  if (last === undefined) return value;
  const parent = parentOf(document, tokens);
  if (parent === undefined || !child(parent, last).found) return document;
  return setAtPointer(document, tokens, value);
}

/** Removes the member or element at `tokens` when it exists (an element's followers move up). */
export function removeAtPointer(document: unknown, tokens: readonly string[]): unknown {
  const last = tokens.at(-1);
  if (last === undefined) return document;
  const parent = parentOf(document, tokens);
  if (parent === undefined) return document;
  if (Array.isArray(parent)) {
    const index = arrayIndex(parent, last);
    if (index !== undefined) parent.splice(index, 1);
  } else if (Object.hasOwn(parent, last)) {
    delete parent[last];
  }
  return document;
}
