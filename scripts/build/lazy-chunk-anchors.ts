import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 27: the same small kit in esbuild. `esbuild --splitting` makes a chunk for each set of
 * entry points that reach a file, and every `import()` target is an entry point. ~90 of the kit's
 * modules are `import()` targets, and each reaches a different handful of the modules the page
 * already runs (errors.js, the strings, kit-button.js, React, …), so those came out in ~30 small
 * initial chunks (48.8 KB and 34 requests against Vite's 42.4 KB and 7).
 *
 * So each lazily loaded file in dist/ starts with `import {} from "<anchor>"` of the module that has
 * been loaded before it whenever the kit loads it: `core/client.js` for core code (it runs for a
 * client made by `createLoginKit`), the provider for React code (every hook and screen renders
 * inside `<LoginKitProvider>`), and for UI code also the modal when the modal's code reaches it.
 * Such an import binds nothing and loads nothing new: with `sideEffects` naming CSS only, Vite
 * (Rolldown), webpack and Turbopack drop it; esbuild keeps it as a path between files, so every
 * lazy chunk now reaches the whole of the page's shared code and that code lands in one chunk.
 * Without any of the anchors in an app (no modal, say), the import is inert in esbuild too: a file
 * nothing uses is in no chunk.
 */
const anchorsOf = {
  core: ['core/client.js'],
  react: ['react/login-kit-provider.js'],
  ui: ['react/login-kit-provider.js', 'ui/login-modal/login-modal.js'],
} as const;
/**
 * The modal's anchor only for the files that `loginkit/ui` (the modal's entry) reaches, statically or
 * lazily: not, say, the account panel's language packs.
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

/** Which anchors each `import()` target of the kit gets: { fileName: anchor fileNames }. */
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
    if (chunk) pending.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const targets = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports).filter((file) => chunks.has(file)));
  const plan = new Map<string, string[]>();
  for (const target of [...targets].sort()) {
    const layer = layerOf(target);
    if (layer === undefined) continue;
    const anchors = anchorsOf[layer].filter((anchor) => anchor !== target && (anchor !== MODAL || fromModalEntry.has(target)));
    if (anchors.length > 0) plan.set(target, anchors);
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
    apply: 'build',
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
