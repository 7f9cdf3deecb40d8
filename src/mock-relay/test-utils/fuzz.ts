/** Helpers for "garbage never makes a 500" tests: every member path of a template, and a copy with one member replaced. */

export type Path = (string | number)[];

/** Garbage values to put in place of any member (`undefined` removes it). */
export const garbage: unknown[] = [undefined, null, 0, -1, 1.5, true, '', ' ', 'x', 'x'.repeat(20_000), [], [1, 'a'], {}, { nested: { deep: [] } }, '__proto__'];

/** The paths of every member of `value`, at any depth. */
export function paths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])]);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => [[...prefix, name], ...paths(item, [...prefix, name])]);
  }
  return [];
}

/** A copy of `template` with the member at `path` replaced by `value` (removed when undefined). */
export function replaced(template: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(template) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
