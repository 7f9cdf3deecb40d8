// The module graph of the built package (dist/, one file per source module): which files a public
// entry reaches through static imports, and which files the kit itself loads lazily. esbuild and
// Turbopack put on a page's initial path every file its entry reaches statically, used or not,
// when some code uses it; so a public entry that reaches, through any static import, a file the
// modal loads lazily ships that file up front in them (Vite and webpack keep it lazy).
//   lazyReachedFromEntries(distDir, entries, eagerRoots) → [{ entry, file, via }]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const staticImport = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** The relative imports of one dist file: { static: [abs], dynamic: [abs] }. */
function importsOf(file, cache) {
  const known = cache.get(file);
  if (known) return known;
  const code = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const resolve = (specifier) => join(dirname(file), specifier);
  const found = { static: [...code.matchAll(staticImport)].map((match) => resolve(match[1])), dynamic: [...code.matchAll(dynamicImport)].map((match) => resolve(match[1])) };
  cache.set(file, found);
  return found;
}

/** Every file reached from `roots` through static imports, each with the chain that first reached it. */
export function staticClosure(roots, cache = new Map()) {
  const via = new Map(roots.map((root) => [root, [root]]));
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file, cache).static) {
      if (via.has(next)) continue;
      via.set(next, [...via.get(file), next]);
      queue.push(next);
    }
  }
  return via;
}

/**
 * The files public `entries` reach statically that the kit loads only lazily when an app uses
 * `eagerRoots` (the modules the quick start's imports resolve to): those that are not in the
 * eager roots' static closure but are in the static closure of some dynamic import from anywhere
 * in the package.
 */
export function lazyReachedFromEntries(distDir, entries, eagerRoots) {
  const cache = new Map();
  const eager = staticClosure(eagerRoots.map((file) => join(distDir, file)), cache);
  const reached = new Map(entries.map((entry) => [entry, staticClosure([join(distDir, entry)], cache)]));
  // Every dynamic import target of every file any entry reaches, and of what those load in turn.
  const lazy = new Set();
  const pending = [...new Set([...reached.values()].flatMap((closure) => [...closure.keys()]))];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const file = pending.shift();
    for (const target of importsOf(file, cache).dynamic) {
      for (const lazyFile of staticClosure([target], cache).keys()) {
        if (!eager.has(lazyFile)) lazy.add(lazyFile);
        if (!seen.has(lazyFile)) {
          seen.add(lazyFile);
          pending.push(lazyFile);
        }
      }
    }
  }
  const problems = [];
  for (const [entry, closure] of reached) {
    for (const [file, chain] of closure) {
      if (lazy.has(file)) problems.push({ entry, file: relative(distDir, file), via: chain.map((step) => relative(distDir, step)) });
    }
  }
  return problems;
}
