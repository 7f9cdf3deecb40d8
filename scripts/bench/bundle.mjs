// Bundles a bench entry with Vite in production mode: for Node (dependencies left to
// node_modules) or for the browser (everything bundled, one ES module per entry).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const benchOut = `${root}.tmp/bench`;

/** Builds `entry` (a path under the repo) to `${benchOut}/${name}/`; returns the output file path. */
export async function bundleForNode(entry, name) {
  await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root,
    build: { ssr: `${root}${entry}`, outDir: `${benchOut}/${name}`, emptyOutDir: true, minify: false, target: 'node20', rolldownOptions: { output: { entryFileNames: 'index.mjs' } } },
  });
  return `${benchOut}/${name}/index.mjs`;
}
