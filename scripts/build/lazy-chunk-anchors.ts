import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 27: the same small kit in esbuild. `esbuild --splitting` makes a chunk for each set of
 * entry points that reach a file, and every `import()` target is an entry point. ~90 of the kit's
 * modules are `import()` targets, and each reaches a different handful of the modules the page
 * already runs (errors.js, the strings, kit-button.js, React, …), so those came out in ~30 small
 * initial chunks (48.8 KB and 34 requests against Vite's 42.4 KB and 7).
 *
 * So each lazily loaded file in dist/ starts with `import {} from "…"` lines naming modules that
 * are loaded before it whenever the kit loads it: files that `core/client.js` reaches statically,
 * for core code (it runs for a client made by `createLoginKit`); that the provider reaches, for
 * React code (every hook and screen renders inside `<LoginKitProvider>`); and for UI code also what
 * the modal reaches, when the modal's entry reaches that code. Such an import binds nothing and
 * loads nothing new: with `sideEffects` naming CSS only, Vite (Rolldown), webpack and Turbopack
 * drop it; esbuild keeps it as a path between files, so the lazy chunks reach the same shared
 * files and those land in a few chunks. In an app without the modal, say, the modal's files are
 * in no chunk, and lines naming them do nothing in esbuild either.
 *
 * Only files that lazy code itself reaches are named (the rest stays in the entry's chunk anyway),
 * and none that reaches an `import()` of a file of the same layer or above (see
 * `planLazyChunkAnchors`): so the modal itself, the client and a few more stay apart, and esbuild
 * ships the quick start in 4 files instead of 34. Such a file that lazy code reaches too lands in a
 * chunk of its own in esbuild (loaded with the page all the same): shared code that fetches a
 * chunk takes the loader from its owner instead (`loadDialogGeometry`, `loadCaptchaHost`,
 * `loadStrings` for the step-up dialog's chunk), so it reaches no `import()` and can be named here.
 */
const anchorsOf = {
  core: ['core/client.js'],
  react: ['react/login-kit-provider.js'],
  ui: ['react/login-kit-provider.js', 'ui/login-modal/login-modal.js'],
} as const;
/**
 * The modal's files only for the lazy files that `loginkit/ui` (the modal's entry) reaches, statically
 * or lazily: not, say, the account panel's language packs.
 */
const MODAL = 'ui/login-modal/login-modal.js';
const MODAL_ENTRY = 'ui.js';

type Layer = keyof typeof anchorsOf;
const layerOf = (fileName: string): Layer | undefined =>
  fileName.startsWith('core/') || fileName.startsWith('vendor/') ? 'core' : fileName.startsWith('react/') ? 'react' : fileName.startsWith('ui/') ? 'ui' : undefined;

interface ChunkGraph {
  imports: readonly string[];
  dynamicImports: readonly string[];
}

const rank = { core: 0, react: 1, ui: 2 } as const;

/** Every file `roots` reach through static imports. */
function staticClosure(chunks: ReadonlyMap<string, ChunkGraph>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  for (const pending = [...roots]; pending.length > 0; ) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []).filter((imported) => chunks.has(imported)));
  }
  return seen;
}

/**
 * Which anchors each `import()` target of the kit gets: { fileName: anchor fileNames }. The anchors
 * are files the layer's roots reach statically (so loaded before the target) that some lazy file
 * reaches too, and none of them may reach an `import()` of a file of the same layer or above:
 * Rolldown (Vite) keeps lazy chunks that reach each other's `import()`, even through imports that
 * bind nothing, as if that code ran (naming `core/client.js` itself kept every lazy chunk of the
 * kit in an app that imports `loginkit/core` and uses nothing; `npm run size` checks it). Of those
 * files, the ones no other anchor reaches: their own imports cover the rest.
 */
export function planLazyChunkAnchors(chunks: ReadonlyMap<string, ChunkGraph>): Map<string, string[]> {
  for (const anchor of new Set([...Object.values(anchorsOf).flat(), MODAL_ENTRY])) {
    if (!chunks.has(anchor)) throw new Error(`lazy-chunk-anchors: no ${anchor} in the build (renamed? update scripts/build/lazy-chunk-anchors.ts)`);
  }
  const fromModalEntry = new Set<string>();
  for (const pending = [MODAL_ENTRY]; pending.length > 0; ) {
    const file = pending.pop() as string;
    if (fromModalEntry.has(file)) continue;
    fromModalEntry.add(file);
    const chunk = chunks.get(file);
    if (chunk) pending.push(...[...chunk.imports, ...chunk.dynamicImports].filter((next) => chunks.has(next)));
  }
  const targets = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports).filter((file) => chunks.has(file)));
  /** The highest layer of a target that a file's static closure loads with `import()` (-1: none). */
  const highestLazyLayer = new Map<string, number>();
  const lazyLayerOf = (file: string): number => {
    const known = highestLazyLayer.get(file);
    if (known !== undefined) return known;
    let highest = -1;
    for (const reached of staticClosure(chunks, [file])) {
      for (const target of chunks.get(reached)?.dynamicImports ?? []) {
        const layer = layerOf(target);
        highest = Math.max(highest, layer === undefined ? rank.ui : rank[layer]);
      }
    }
    highestLazyLayer.set(file, highest);
    return highest;
  };
  /** What the lazy files reach themselves: the shared code (the rest of the roots' closure stays in the entry's chunk). */
  const lazyReached = staticClosure(chunks, [...targets]);
  const plans = new Map<string, string[]>();
  const plan = new Map<string, string[]>();
  for (const target of [...targets].sort()) {
    const layer = layerOf(target);
    if (layer === undefined) continue;
    const roots = anchorsOf[layer].filter((anchor) => anchor !== MODAL || fromModalEntry.has(target));
    const key = `${rank[layer]}:${roots.join(',')}`;
    let anchors = plans.get(key);
    if (anchors === undefined) {
      const candidates = [...staticClosure(chunks, roots)].filter((file) => lazyReached.has(file) && lazyLayerOf(file) < rank[layer]);
      const covered = new Set(candidates.flatMap((file) => [...staticClosure(chunks, [file])].filter((reached) => reached !== file)));
      anchors = candidates.filter((file) => !covered.has(file)).sort();
      plans.set(key, anchors);
    }
    const own = anchors.filter((anchor) => anchor !== target);
    if (own.length > 0) plan.set(target, own);
  }
  return plan;
}

const specifierFrom = (fileName: string, anchor: string): string => {
  const path = relative(dirname(fileName), anchor);
  return path.startsWith('.') ? path : `./${path}`;
};

/** The lines at the top of a lazily loaded file, after a `'use client'` directive if it has one. */
export function withAnchors(code: string, fileName: string, anchors: readonly string[]): string {
  const lines = anchors.map((anchor) => `import {} from ${JSON.stringify(specifierFrom(fileName, anchor))};`);
  const text = `// Loaded before this file; binds nothing: keeps esbuild from splitting shared code (scripts/build/lazy-chunk-anchors.ts in loginkit).\n${lines.join('\n')}\n`;
  const directive = /^(['"])use client\1;\n?/.exec(code);
  return directive ? `${directive[0]}${text}${code.slice(directive[0].length)}` : `${text}${code}`;
}

/** The build's plugin: adds the anchors to every lazily loaded file of dist/. */
export function lazyChunkAnchors(): Plugin {
  return {
    name: 'loginkit:lazy-chunk-anchors',
    // The library's build only: Storybook's and the demo's builds read vite.config.ts too, and their
    // chunks are no dist/.
    apply: (config, { command }) => command === 'build' && config.build?.lib !== undefined && config.build.lib !== false,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkGraph>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      for (const [fileName, anchors] of planLazyChunkAnchors(chunks)) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.code = withAnchors(chunk.code, fileName, anchors);
      }
    },
  };
}
