import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string): string => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** The custom UI example imports loginkit through its public subpaths, served from the sources. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      'loginkit/core': src('core/index.ts'),
      'loginkit/react': src('react/index.ts'),
      'loginkit/ui': src('ui/index.ts'),
      'loginkit/styles.css': src('ui/styles.css'),
    },
  },
  clearScreen: false,
  logLevel: 'warn',
});
