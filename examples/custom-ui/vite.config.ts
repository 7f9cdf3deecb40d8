import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceAliases } from '../source-aliases';

/** The custom UI example imports loginkit through its public subpaths, served from the sources. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: sourceAliases },
  clearScreen: false,
  logLevel: 'warn',
});
