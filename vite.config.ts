/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externalNames = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string): boolean =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  externalNames.some((name) => id === name || id.startsWith(`${name}/`));

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const react18 = (name: string): string => here(`./test/react18/node_modules/${name}`);

/** Ships the modal's stylesheet as `dist/styles.css` (the `loginkit/styles.css` export). */
function emitStylesheet(): Plugin {
  return {
    name: 'loginkit:emit-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: readFileSync(here('./src/ui/styles.css'), 'utf8') });
    },
  };
}

/**
 * The entries whose every export is a React client component or hook (`loginkit/react`,
 * `loginkit/ui`): their built files start with `'use client'`, so a React Server Components
 * framework (Next.js App Router) treats them as client boundaries and a server component can
 * render `<LoginKitProvider>` or `<LoginModal>` directly. The directive marks a boundary, so the
 * entry files carry it and the modules behind them need not (whatever a client module imports is
 * client code); `exports` lets an app import nothing else. `loginkit/core` and the mock relay stay
 * without it: they are safe to import on a server.
 */
const clientEntries = new Set(['react', 'ui']);
function clientEntryDirective(): Plugin {
  return {
    name: 'loginkit:client-entry-directive',
    banner(chunk) {
      return chunk.isEntry && clientEntries.has(chunk.name) ? "'use client';" : '';
    },
  };
}

const domTests = ['src/react/**/*.test.tsx', 'src/ui/**/*.test.tsx'];

export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: the output is unminified, one file per source module with the source's names,
    // so stack traces and breakpoints already land on readable code; maps (with sourcesContent) would
    // double the published package (issue 18, docs/installing.md).
    sourcemap: false,
    minify: false,
    lib: {
      entry: {
        core: here('./src/core/index.ts'),
        react: here('./src/react/index.ts'),
        ui: here('./src/ui/index.ts'),
        'mock-relay': here('./src/mock-relay/index.ts'),
        'mock-relay-server': here('./src/mock-relay/server-index.ts'),
        'mock-relay-cli': here('./src/mock-relay/cli.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // One output module per source module: consumers tree-shake file by file (with
      // `sideEffects`), and lazy imports stay separate chunks in their builds.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
  plugins: [emitStylesheet(), clientEntryDirective()],
  test: {
    // Timeouts guard against a hung test, not against a slow machine: CI runs beside other work
    // (load 10+ on 2 cores), where a whole login against the mock relay in happy-dom can take
    // many times its idle 1 s. Speed is measured in `npm run bench`, never asserted by timers.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/core/**/*.test.ts', 'src/mock-relay/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/fuzz/**/*.test.ts', 'test/attacks/**/*.test.ts', 'test/load/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domTests,
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto', here('./test/setup-dom.ts')],
        },
      },
      {
        extends: true,
        resolve: {
          // Prefer packages' ESM builds: a CommonJS `require('react')` would bypass the aliases
          // below and load React 19 (@testing-library/react).
          mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            { find: /^react$/, replacement: react18('react') },
            { find: /^react\/(.*)$/, replacement: `${react18('react')}/$1` },
            { find: /^react-dom$/, replacement: react18('react-dom') },
            { find: /^react-dom\/(.*)$/, replacement: `${react18('react-dom')}/$1` },
          ],
        },
        test: {
          name: 'react18',
          include: domTests,
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto', here('./test/setup-dom.ts')],
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/] } },
        },
      },
    ],
  },
});
