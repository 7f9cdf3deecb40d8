/**
 * The property-based ("bad input") suite's harness (issue 9): every property states its own
 * number of runs, scaled by `LOGINKIT_FUZZ_RUNS` (default 1; `npm run fuzz` soaks with 10), and
 * records how many inputs it ran. Each test file writes its tally to `reports/fuzz/<file>.json`
 * and the sum of all tallies to `reports/fuzz.json`, so a closing note can cite "N inputs".
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect } from 'vitest';
import { isLoginKitError, type LoginKitErrorCode } from '../../src/core/errors';

const multiplier = (() => {
  const text = process.env.LOGINKIT_FUZZ_RUNS;
  if (text === undefined || text === '') return 1;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`LOGINKIT_FUZZ_RUNS must be a positive number (got ${text})`);
  return value;
})();

/** `base` runs, times the soak multiplier. */
export function scaledRuns(base: number): number {
  return Math.max(1, Math.round(base * multiplier));
}

/** A test's timeout for properties of about `seconds` at multiplier 1 (generous: CI machines are slower). */
export function fuzzTimeout(seconds: number): number {
  return Math.ceil(seconds * multiplier * 4 * 1000) + 10_000;
}

const reportDir = join(process.cwd(), 'reports', 'fuzz');

/** One test file's tally: `const tally = fuzzTally(import.meta.url)` at the top of the file. */
export interface FuzzTally {
  /** Runs `property` `scaledRuns(numRuns)` times (fc.assert) and counts the inputs under `name`. */
  check(name: string, property: fc.IProperty<unknown> | fc.IAsyncProperty<unknown>, numRuns: number): Promise<void>;
  /** Counts inputs tried outside fast-check (e.g. a loop over a fixed list). */
  count(name: string, inputs: number): void;
}

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function writeTotals(): void {
  const files = readdirSync(reportDir).filter((name) => name.endsWith('.json'));
  const perFile: Record<string, number> = {};
  let total = 0;
  for (const name of files) {
    try {
      const tally = JSON.parse(readFileSync(join(reportDir, name), 'utf8')) as { inputs: number };
      perFile[name.replace(/\.json$/, '')] = tally.inputs;
      total += tally.inputs;
    } catch {
      // Another worker is writing it; its own afterAll writes the totals again.
    }
  }
  writeAtomically(join(reportDir, '..', 'fuzz.json'), `${JSON.stringify({ multiplier, inputs: total, files: perFile }, null, 2)}\n`);
}

export function fuzzTally(fileUrl: string): FuzzTally {
  const file = basename(new URL(fileUrl).pathname).replace(/\.test\.ts$/, '');
  const properties: Record<string, number> = {};
  const add = (name: string, inputs: number): void => {
    properties[name] = (properties[name] ?? 0) + inputs;
  };
  afterAll(() => {
    mkdirSync(reportDir, { recursive: true });
    const inputs = Object.values(properties).reduce((sum, value) => sum + value, 0);
    writeAtomically(join(reportDir, `${file}.json`), `${JSON.stringify({ multiplier, inputs, properties }, null, 2)}\n`);
    writeTotals();
  });
  return {
    async check(name, property, numRuns) {
      const runs = scaledRuns(numRuns);
      await fc.assert(property as fc.IAsyncProperty<unknown>, { numRuns: runs });
      add(name, runs);
    },
    count: add,
  };
}

/** What a refusal must look like: a LoginKitError with one of `codes`, naming a field. */
export interface Refusal {
  codes: readonly LoginKitErrorCode[];
  /** The field the error names (default: any non-empty string). */
  field?: string | RegExp;
}

/** Asserts that `error` is a proper refusal (not a crash such as a TypeError escaping). */
export function expectRefusal(error: unknown, refusal: Refusal): void {
  if (!isLoginKitError(error)) throw new Error(`a crash escaped instead of a LoginKitError: ${String(error)}`, { cause: error });
  expect(refusal.codes, error.message).toContain(error.code);
  const field = error.details.field;
  expect(typeof field === 'string' && field !== '', `${error.code} without a field: ${error.message}`).toBe(true);
  if (typeof refusal.field === 'string') expect(field).toBe(refusal.field);
  else if (refusal.field instanceof RegExp) expect(field).toMatch(refusal.field);
}

/** Runs `parse`; a value is fine, a throw must be a proper refusal. */
export function acceptsOrRefuses(parse: () => unknown, refusal: Refusal): void {
  try {
    parse();
  } catch (error) {
    expectRefusal(error, refusal);
  }
}

/** `acceptsOrRefuses` for async parsers. */
export async function acceptsOrRefusesAsync(parse: () => Promise<unknown>, refusal: Refusal): Promise<void> {
  try {
    await parse();
  } catch (error) {
    expectRefusal(error, refusal);
  }
}

/** Strings of every kind: ASCII, any Unicode (lone surrogates included), hex-, base64url- and base58-looking. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/.'), maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'), maxLength: 200 }),
);

/**
 * JSON that breaks careless readers: objects whose `toString`/`valueOf` are not functions
 * (`String(value)` and template literals throw on them), a `__proto__` member, huge and
 * negative numbers, deep nesting.
 */
export const hostileJson: fc.Arbitrary<unknown> = fc.constantFrom(
  { toString: null },
  { toString: {}, valueOf: {} },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown,
  [{ toString: null }],
  -8_640_000_000_000_001,
  1e308,
  -0,
  JSON.parse('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]') as unknown,
);

/** Any JSON value (now and then a hostile one). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof({ weight: 9, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, { weight: 1, arbitrary: hostileJson });

/** Edits of a valid string: flip, drop, insert, duplicate or swap characters, truncate, change case. */
export function mutatedText(valid: string): fc.Arbitrary<string> {
  const at = fc.nat({ max: Math.max(0, valid.length - 1) });
  const char = fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom('.', '"', '{', '}', '0', 'f', '=', '\u0000', '\ud800'));
  return fc.oneof(
    fc.tuple(at, char).map(([i, c]) => valid.slice(0, i) + c + valid.slice(i + 1)),
    at.map((i) => valid.slice(0, i) + valid.slice(i + 1)),
    fc.tuple(at, fc.string({ minLength: 1, maxLength: 8 })).map(([i, s]) => valid.slice(0, i) + s + valid.slice(i)),
    at.map((i) => valid.slice(0, i)),
    fc.tuple(at, at).map(([i, j]) => {
      const chars = [...valid];
      [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
      return chars.join('');
    }),
    fc.constant(valid.toUpperCase()),
    fc.constant(`${valid}${valid}`),
  );
}

type JsonPath = (string | number)[];

function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => [[...prefix, name], ...pathsOf(item, [...prefix, name])]);
  }
  return [];
}

function withMember(template: unknown, path: JsonPath, value: unknown, remove: boolean): unknown {
  const copy = structuredClone(template) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * Mutations of a valid JSON object: one member (at any depth) replaced by any JSON value or a
 * mutated string, removed, or a new member added; or the whole value replaced by any JSON value.
 */
export function mutatedJson(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(template);
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(path, anyJson).map(([at, value]) => withMember(template, at, value, false)) },
    { weight: 2, arbitrary: path.map((at) => withMember(template, at, undefined, true)) },
    {
      weight: 2,
      arbitrary: path.chain((at) => {
        const current = at.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], template);
        return typeof current === 'string' ? mutatedText(current).map((text) => withMember(template, at, text, false)) : fc.constant(template);
      }),
    },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), anyJson).map(([name, value]) => ({ ...template, [name]: value })) },
    { weight: 1, arbitrary: anyJson },
  );
}
