import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceAliases } from '../source-aliases.ts';

/** The custom UI example imports loginkit through its public subpaths, served from the sources. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: sourceAliases },
  // Its own dependency cache: the e2e suite runs the demo's and the custom UI's dev servers side by
  // side, and two servers optimizing into one cache answer each other's pages 504 (Outdated Optimize Dep).
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/custom-ui', import.meta.url)),
  clearScreen: false,
  logLevel: 'warn',
});
