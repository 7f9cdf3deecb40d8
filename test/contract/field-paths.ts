/**
 * Field paths as both sides name them (`apiKeys[0].curveType`): a copy of a request with the
 * member at a path removed or replaced, for the refusal tables.
 */

type Key = string | number;

export function pathKeys(path: string): Key[] {
  const keys: Key[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (match === null) throw new Error(`bad path ${path}`);
    if (match[1] !== '') keys.push(match[1] as string);
    for (const index of (match[2] ?? '').matchAll(/\[(\d+)\]/g)) keys.push(Number(index[1]));
  }
  return keys;
}

function edit(value: Record<string, unknown>, path: string, change: (parent: Record<Key, unknown>, key: Key) => void): Record<string, unknown> {
  const copy = structuredClone(value);
  const keys = pathKeys(path);
  let parent = copy as Record<Key, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = parent[key];
    if (typeof next !== 'object' || next === null) throw new Error(`${path}: nothing at ${String(key)}`);
    parent = next as Record<Key, unknown>;
  }
  const last = keys.at(-1);
  if (last === undefined) throw new Error('empty path');
  if (!(last in parent)) throw new Error(`${path}: the valid request has no such member`);
  change(parent, last);
  return copy;
}

/** A copy without the member at `path`. */
export function without(value: Record<string, unknown>, path: string): Record<string, unknown> {
  return edit(value, path, (parent, key) => {
    delete parent[key];
  });
}

/** A copy with the member at `path` replaced by `replacement`. */
export function replaced(value: Record<string, unknown>, path: string, replacement: unknown): Record<string, unknown> {
  return edit(value, path, (parent, key) => {
    parent[key] = replacement;
  });
}

/** A string as a RegExp that matches it literally. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
