/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { lazyChunkAnchors } from './scripts/build/lazy-chunk-anchors.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externalNames = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const react18 = (name: string): string => here(`./test/react18/node_modules/${name}`);

/**
 * Packages built into dist/ instead of left to the app (issue 27): @hpke/core and @hpke/common
 * (devDependencies, so the version is the lockfile's). @hpke/common reaches for Node's `crypto`
 * (`await import("crypto")`) where `globalThis.crypto` is missing, i.e. Node < 19; every app
 * bundler met that import in the app's build and warned about it (webpack 5 and Rspack "Can't
 * resolve 'crypto'", Vite "externalized for browser compatibility") or quietly bundled a
 * crypto-browserify polyfill for it (Next.js). loginkit needs Node >= 20.19 and browsers, which
 * all have `globalThis.crypto`, so here that import gets a stand-in module (`vendoredHpke`).
 * The HPKE code itself is @hpke/core's (only that import changes), one output file per module
 * under dist/vendor/<package>/ with the package's LICENSE beside it and its name, version and
 * licence at the top of each file.
 */
const vendoredPackages = ['@hpke/core', '@hpke/common'];
const listedToo = vendoredPackages.filter((name) => externalNames.includes(name));
if (listedToo.length > 0) {
  throw new Error(`${listedToo.join(', ')}: built into dist/vendor/, so a devDependency, not in dependencies or peerDependencies`);
}
/** A vendored package's module: [, package name, its path under the package's `esm/` or `esm/src/` folder]. */
const vendoredModule = new RegExp(`/node_modules/(${vendoredPackages.join('|')})/esm/(?:src/)?(.+)\\.js$`);
const vendoredName = (id: string | null): { name: string; path: string } | undefined => {
  const match = id === null ? null : vendoredModule.exec(id);
  return match?.[1] !== undefined && match[2] !== undefined ? { name: match[1], path: match[2] } : undefined;
};
const HPKE_NODE_CRYPTO = '\0loginkit:hpke-node-crypto';
const isHpkeNodeCrypto = (id: string, importer: string | undefined): boolean =>
  (id === 'crypto' || id === 'node:crypto') && importer !== undefined && vendoredModule.test(importer);

const isExternal = (id: string, importer: string | undefined): boolean =>
  !isHpkeNodeCrypto(id, importer) &&
  (id.startsWith('node:') || builtinModules.includes(id) || externalNames.some((name) => id === name || id.startsWith(`${name}/`)));

const vendoredPackageJson = (name: string): { version: string; license: string; author: string } =>
  JSON.parse(readFileSync(here(`./node_modules/${name}/package.json`), 'utf8')) as { version: string; license: string; author: string };

/**
 * Where a module lands in dist/: the kit's own at their path under src/ (`[name]`), a vendored
 * package's under vendor/<package>/ (its `esm/src/` prefix dropped: npm leaves any `node_modules`
 * folder out of a tarball, and scripts/check-pack.mjs refuses `src/` folders in it).
 */
function outputFileName(chunk: { facadeModuleId: string | null }): string {
  if (chunk.facadeModuleId === HPKE_NODE_CRYPTO) return 'vendor/hpke-node-crypto.js';
  const vendored = vendoredName(chunk.facadeModuleId);
  return vendored ? `vendor/${vendored.name}/${vendored.path}.js` : '[name].js';
}

/**
 * @hpke/common's `import("crypto")` becomes `import("./hpke-node-crypto.js")`: `webcrypto` is
 * `globalThis.crypto`, the object @hpke/common has just found missing, so its fallback fails as it
 * would without Node's module and it throws its NotSupportedError. Any other Node built-in stays
 * external (the mock relay's server), and @hpke only ever asks for this one. Also ships the vendored
 * packages' LICENSE files and names each vendored file's package, version and licence at its top.
 */
function vendoredHpke(): Plugin {
  return {
    name: 'loginkit:vendored-hpke',
    apply: 'build',
    // Before Vite's own resolver, which would stub the built-in for the browser.
    enforce: 'pre',
    resolveId(id, importer) {
      return isHpkeNodeCrypto(id, importer) ? HPKE_NODE_CRYPTO : null;
    },
    load(id) {
      if (id !== HPKE_NODE_CRYPTO) return null;
      return [
        '/**',
        " * Stands in for Node's `crypto` module, which @hpke/common imports only where `globalThis.crypto` is",
        " * missing (Node < 19): loginkit runs on Node >= 20.19 and in browsers, where it never is (loginkit's vite.config.ts).",
        ' */',
        'export const webcrypto = globalThis.crypto;',
        '',
      ].join('\n');
    },
    banner(chunk) {
      const name = vendoredName(chunk.facadeModuleId)?.name;
      if (name === undefined) return '';
      const { version, license, author } = vendoredPackageJson(name);
      return `/*! ${name} ${version} | ${license} License | (c) ${author} | dist/vendor/${name}/LICENSE */`;
    },
    generateBundle(_options, bundle) {
      const shipped = new Set(Object.keys(bundle).flatMap((file) => vendoredPackages.filter((name) => file.startsWith(`vendor/${name}/`))));
      for (const name of vendoredPackages) {
        if (!shipped.has(name)) continue;
        this.emitFile({ type: 'asset', fileName: `vendor/${name}/LICENSE`, source: readFileSync(here(`./node_modules/${name}/LICENSE`), 'utf8') });
      }
    },
  };
}

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
const clientEntries = new Set(['react', 'ui', 'ui-otp', 'ui-account', 'ui-passkey', 'ui-oauth', 'ui-wallet', 'ui-step-up', 'react-wallet', 'react-passkey', 'react-step-up', 'react-captcha']);
function clientEntryDirective(): Plugin {
  return {
    name: 'loginkit:client-entry-directive',
    banner(chunk) {
      return chunk.isEntry && clientEntries.has(chunk.name) ? "'use client';" : '';
    },
  };
}

const domTests = ['src/react/**/*.test.tsx', 'src/ui/**/*.test.tsx'];
/**
 * What runs again under React 18 (the peer range's oldest major): every hook, and the modal and
 * account panel paths that lean on what differs between majors (portals, Suspense and lazy chunks,
 * effects, `useId`, focus in dialogs). Running the whole UI suite twice cost CI three minutes a run
 * for screens that only render what the hooks give them.
 */
const react18Tests = [
  'src/react/**/*.test.tsx',
  'src/ui/login-modal/login-modal.test.tsx',
  'src/ui/login-modal/login-modal-passkey.test.tsx',
  'src/ui/login-modal/login-modal-oauth.test.tsx',
  'src/ui/login-modal/login-modal-wallet.test.tsx',
  'src/ui/login-modal/login-modal-captcha.test.tsx',
  'src/ui/login-modal/modal-dialog.test.tsx',
  'src/ui/login-modal/modal-dialog-closing.test.tsx',
  'src/ui/screens/wallet/wallet-list-step.test.tsx',
  'src/ui/account/account-panel.test.tsx',
  'src/ui/screens/code-screen.test.tsx',
  'src/ui/screens/phone/lazy-phone-field.test.tsx',
  'src/ui/otp-input.test.tsx',
];

const nodeTestDirs = ['src/core', 'src/server', 'src/mock-relay', 'src/testing', 'test/integration', 'test/contract', 'test/fuzz', 'test/attacks', 'test/load'];
const nodeTests = nodeTestDirs.map((dir) => `${dir}/**/*.test.ts`);
/**
 * Node test files that change what other files would see in the same process: globals
 * (`vi.stubGlobal`, assignments to `globalThis`, `navigator`, `crypto`), module mocks, fake timers
 * or the system clock, spies on built-ins, `process.env`. Found by reading the files, so a new test
 * that does any of these runs isolated without anyone listing it. Every other node file shares one
 * module graph per worker (`isolate: false`), which halves the node project's time: each isolated
 * file re-imports the kit, the mock relay and their crypto libraries.
 */
const touchesGlobals =
  /stubGlobal|stubEnv|vi\.mock\(|vi\.doMock|useFakeTimers|setSystemTime|globalThis\.\w+\s*=[^=]|delete globalThis|spyOn\((globalThis|console|crypto|navigator|window|Math|Date|performance)\b|defineProperty\((globalThis|navigator|window)\b|process\.env\.\w+\s*=[^=]/;
const isolatedNodeTests = nodeTestDirs
  .flatMap((dir) => readdirSync(here(`./${dir}`), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((path) => path.endsWith('.test.ts') && touchesGlobals.test(readFileSync(here(`./${path}`), 'utf8')));

/** React 18 in place of React 19 for the react18 projects. */
const react18Resolve = {
  // Prefer packages' ESM builds: a CommonJS `require('react')` would bypass the aliases
  // below and load React 19 (@testing-library/react).
  mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  alias: [
    { find: /^react$/, replacement: react18('react') },
    { find: /^react\/(.*)$/, replacement: `${react18('react')}/$1` },
    { find: /^react-dom$/, replacement: react18('react-dom') },
    { find: /^react-dom\/(.*)$/, replacement: `${react18('react-dom')}/$1` },
  ],
};

/**
 * The happy-dom files share one module graph per worker too, under the same rule (plus assignments
 * to `window`, `navigator`, `document` or `location` properties): re-importing React, Testing
 * Library and the kit for every file was half of the dom projects' time (dom: 287 s → 160 s on
 * 2 cores, `npx vitest run --project dom --project dom-isolated`). Each file still gets its own
 * happy-dom window, an empty IndexedDB (setup-node-shared.ts), and the cleanup of setup-dom.ts.
 */
const domTestDirs = ['src/react', 'src/ui'];
const touchesDomGlobals = new RegExp(`${touchesGlobals.source}|(window|navigator|document|location)\\.\\w+\\s*=[^=]`);
const isolatedDomTests = domTestDirs
  .flatMap((dir) => readdirSync(here(`./${dir}`), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((path) => path.endsWith('.test.tsx') && touchesDomGlobals.test(readFileSync(here(`./${path}`), 'utf8')));

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
        protocol: here('./src/core/protocol-index.ts'),
        react: here('./src/react/index.ts'),
        ui: here('./src/ui/index.ts'),
        'ui-otp': here('./src/ui/otp-index.ts'),
        'ui-account': here('./src/ui/account-index.ts'),
        'ui-passkey': here('./src/ui/passkey-index.ts'),
        'ui-oauth': here('./src/ui/oauth-index.ts'),
        'ui-wallet': here('./src/ui/wallet-index.ts'),
        'ui-step-up': here('./src/ui/step-up-index.ts'),
        'react-wallet': here('./src/react/wallet-index.ts'),
        'react-passkey': here('./src/react/passkey-index.ts'),
        'react-step-up': here('./src/react/step-up-index.ts'),
        'react-captcha': here('./src/react/captcha-index.ts'),
        'mock-relay': here('./src/mock-relay/index.ts'),
        'mock-relay-server': here('./src/mock-relay/server-index.ts'),
        'mock-relay-cli': here('./src/mock-relay/cli.ts'),
        testing: here('./src/testing/index.ts'),
        server: here('./src/server/index.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // One output module per source module: consumers tree-shake file by file (with
      // `sideEffects`), and lazy imports stay separate chunks in their builds.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: outputFileName },
    },
  },
  plugins: [emitStylesheet(), clientEntryDirective(), vendoredHpke(), lazyChunkAnchors()],
  test: {
    // Timeouts guard against a hung test, not against a slow machine: CI runs beside other work
    // (load 10+ on 2 cores), where a whole login against the mock relay in happy-dom can take
    // many times its idle 1 s. Speed is measured in `npm run bench`, never asserted by timers.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One worker and a half per core: a file spends much of its time waiting (on the mock relay's
    // HTTP, IndexedDB, timers), and two workers on two cores left a third of the CPU idle. Measured
    // with `time npx vitest run` on 2 cores: 421 s with 2 workers, 238 s with 3, 225 s with 4.
    maxWorkers: '150%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: nodeTests,
          exclude: [...isolatedNodeTests, '**/node_modules/**'],
          environment: 'node',
          isolate: false,
          // A fresh IndexedDB per file, as an isolated file would have.
          setupFiles: [here('./test/setup-node-shared.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: isolatedNodeTests,
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domTests,
          exclude: [...isolatedDomTests, '**/node_modules/**'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: [here('./test/setup-node-shared.ts'), here('./test/setup-dom.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: isolatedDomTests,
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto', here('./test/setup-dom.ts')],
        },
      },
      {
        extends: true,
        resolve: react18Resolve,
        test: {
          name: 'react18',
          include: react18Tests,
          exclude: [...isolatedDomTests, '**/node_modules/**'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: [here('./test/setup-node-shared.ts'), here('./test/setup-dom.ts')],
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/] } },
        },
      },
      {
        extends: true,
        resolve: react18Resolve,
        test: {
          name: 'react18-isolated',
          include: isolatedDomTests.filter((path) => path.startsWith('src/react/') || react18Tests.includes(path)),
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto', here('./test/setup-dom.ts')],
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/] } },
        },
      },
    ],
  },
});
