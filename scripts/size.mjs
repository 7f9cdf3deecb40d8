#!/usr/bin/env node
// `npm run size`: gzip and brotli bytes of every public entry (package.json `exports`, styles.css
// included), of every lazy chunk, and of app scenarios, each built as an app's `vite build` builds
// it (production mode, full minification) from the built package (dist/). React, react-dom and
// @tanstack/react-query are the host app's (peer dependencies) and stay external. Also checks, from the build output: no Node polyfills or shims,
// one P-256 implementation path (WebCrypto: no @noble/@scure in the kit, the mock relay aside), and tree-shaking (`sideEffects` lists CSS only; importing an
// entry for nothing adds no JS).
// Then the bundler table (issue 27): the README's quick start built from the packed tarball by Vite,
// esbuild (--splitting), webpack and Next.js (Turbopack and webpack), its initial JS and requests in
// each, with budgets, and no build warning from loginkit; and no public entry the quick start imports
// reaching, through a static import, what the modal loads lazily (esbuild and Turbopack would ship it
// up front).
// Writes reports/size.json; with --check, fails when a budget or a check fails.
//   --bundlers a,b   only these bundlers in the table (vite, esbuild, webpack, next-turbopack, next-webpack)
//   --modules   also prints each scenario's largest modules (SIZE_TOP=n: how many; 25)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { bundlers, installTarball, measureBundlers } from './size/bundler-table.mjs';
import { lazyReachedFromEntries } from './size/static-reach.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => `${root}dist/${file}`;
const check = process.argv.includes('--check');
const KB = 1024;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

const FULL_MODAL = 'scenario: full modal, every method';
const EMAIL_MODAL = 'scenario: modal, email only';
const HEADLESS = 'scenario: headless OTP';
/**
 * Budgets in gzip bytes (issue #8; the full modal's set by issue #16 with wallets in, and by #17):
 * - initial JS: 32.8 KB = the 31.8 KB measured before issue #17 (ed42542) + the 1 KB issue #17 allows
 *   its conditional passkey path, the offer after a code or social login and WebAuthn Signals (the
 *   rest of that work lives in lazy passkey chunks). Measured with it: 32.6 KB.
 * - oneSession, "one session at most": every chunk the scenario can load, less the language packs
 *   of the languages a session does not use; for each string table (the modal's, the wallets', the
 *   passkey offer's) its largest pack stays in, so the figure is the worst case of any one language
 *   (or a few bytes above it, where the tables' largest packs are of different languages).
 *   This is what issue #16's 150 KB for "all" meant: what an app's user can download. The wallets
 *   cost 26.5 KB of it, 14.6 KB of which is the audited secp256k1 recovery and keccak (@noble/curves'
 *   Weierstrass code, shared with the P-256 fallback; see PERFORMANCE.md "External wallets").
 * - all, "every chunk": the same with every language pack counted (6 per table, 18 in all; a page
 *   fetches one language's). Kept as the raw figure; held at what issue #17 left it (166.9 KB),
 *   rounded up to the next whole KB, so it cannot grow unnoticed; raised to 168 KB when the
 *   `strings` prop was made to reach the wallet and passkey-offer tables (a small shared chunk,
 *   +0.2 KB: 167.1 KB).
 *   Issue #23 (a relay that lies) raised it to 177 KB: the checks of what the relay answers and
 *   the service's confirmation of a handed-over key (confirm-session-owner, token-binding), the
 *   slow-wait notice, error boundary and cancel paths, their strings in 7 languages, and the
 *   relay client and OTP effects now in chunks of their own (separate chunks compress a little
 *   worse than one): 167.1 → 176.2 KB.
 * - initial JS, issue #23: 34.8 KB. The transport no longer follows redirects, has a deadline per
 *   call, ends waits on abort, reads answers as a capped stream and says whose fault a refusal is
 *   (+1.6 KB); the modal's error boundary and slow-wait notice (+1 KB); the social popup opened in
 *   the click before its chunk arrives (+0.3 KB); the redirect-origin option check (+0.3 KB). Half
 *   of it was won back by loading the OTP effects and the relay's login endpoints with the
 *   configuration instead of with the page: 32.5 → 37.1 → 34.6 KB.
 * - Issue #24 (MFA step-up): initial JS lowered to 33.8 KB. The step-up needs a few hooks in the
 *   kit (its handler, the flows the account API registers, the mfa_required message: +0.3 KB), and
 *   the account panel's and passkey manager's strings left the modal's always-loaded English
 *   table for a lazy table of their own (-1.3 KB): 34.6 → 33.7 KB. oneSession raised to 157 KB:
 *   the step-up's flow, its checks of what the service answers (get_mfa_status, the attested
 *   stamp for code and social steps) and its strings are lazy chunks the kit can fetch when an
 *   account call meets an MFA policy: 148.9 → 156.0 KB. `all` stays at 177 KB (176.4 → 176.9 KB:
 *   the step-up's packs in, the account strings out of the modal's packs).
 * - Issue #25 (genuine production proofs): oneSession 157 → 163 KB and all 177 → 183 KB, by the
 *   CBOR decoder's cost. AWS Nitro attestations use indefinite-length maps, which tiny-cbor cannot
 *   read; cborg can (and needs no eval): the lazy check-app-proofs chunk 7.4 → 13.4 KB (+6.0 KB,
 *   7,580 → 13,697 B), measured in the same app build with the old decoder swapped back in. Initial
 *   JS is unchanged: the chunk is lazy, and the public verifyAppProofs is tree-shaken when unused.
 * - Issue #25 (bot protection): initial JS lowered to 33.3 KB, oneSession raised to 168 KB and all
 *   to 189 KB. No captcha code is in the initial JS beyond the switch (the client parameters' request,
 *   the screens' empty slots): the widget, its adapter, controller and strings are lazy chunks fetched
 *   only with a site key (4.1 KB for a session, 5.3 KB with the language packs); the configuration's
 *   readers became a chunk fetched beside the configuration request (-1.8 KB initial): 33.7 → 33.2 KB
 *   initial, 162 → 167.3 KB one session, 182.8 → 188.8 KB all.
 * - Issue #26 (phone-first modal): initial JS raised 33.3 → 34.8 KB (measured 34.7 KB, 33,967 →
 *   35,566 B). The compact method list (the leading method, social icons, the wallet entry and
 *   whether it shows: +0.9 KB; the wallet list itself stays a chunk), the code screen's new
 *   hierarchy and the localized passkey names (+0.3 KB), the dialog's closing animation and
 *   geometry switch (+0.2 KB; the geometry itself is a chunk fetched as the dialog opens) and the
 *   captcha's token holder, which makes a send wait for a widget still loading (+0.1 KB).
 *   oneSession 168 → 170 KB and all 189 → 192 KB (169.8 and 191.8 KB measured) with them.
 *   Then won back, and the initial budget is 33.3 KB again (measured 33.1 KB, 33,889 B): the code and
 *   success screens are a chunk the modal fetches as it opens (-1.3 KB), the passkey and social
 *   screens' strings a lazy table of their own (-0.5 KB). More, smaller chunks and one more set of
 *   language packs: oneSession 172 KB and all 194 KB (171.4 and 193.1 KB measured).
 * - Issue #27 (every bundler, the code login's relay calls): initial JS 33.3 → 33.5 KB (measured
 *   33.45 KB, 34,251 B): the `rememberReturningContacts` option's check and the lazy load of the hint
 *   store (+0.15 KB; the store, its digest and the login's new path are in the code login's chunk) and
 *   the esbuild anchors' bare imports (+0.1 KB in Vite). oneSession 172 → 173 KB (172.2 measured).
 * - Issue #28 (the first hour): initial JS 33.5 → 34.5 KB (measured 34.38 KB, 35,206 B, +0.95 KB):
 *   app-wide events (the provider's onLogin/onLogout/onError and the flows' observer, +0.4 KB), the
 *   resolved `data-theme` (+0.2 KB), the config id's early check and the production relay default,
 *   `resend()`'s result and the shared localStorage guard (+0.3 KB). oneSession 173 → 174 KB and all
 *   194 → 195.5 KB (173.3 and 194.9 KB measured). Then 34.5 → 35.5 KB (measured 35.26 KB, 36,102 B,
 *   +0.9 KB): the `mockRelay` option's set-up and the restore's wait for its keys (+0.3 KB; its wiring
 *   is a dev-only chunk), `fetchWithSession`/`signRequest` and the `sessionCookie` option's check
 *   (+0.3 KB; their code is lazy), the stamp error codes' strings and the production-keys console
 *   hint; the provider's `appearance` (+0.1 KB, 35.4 KB measured). oneSession 174 → 176 KB and all
 *   195.5 → 198.5 KB (175.9 and 197.9 KB measured). To win back. Wallet export (issue 28: its strings in
 *   the account tables' packs, the account API's export path; nothing initial): oneSession 177.5 KB and
 *   all 199.5 KB (176.8 and 198.7 KB measured).
 * PERFORMANCE.md "Issue 17", "Issue 23", "Issue 24" and "Issue 25" have the measures and the command.
 */
const budgets = {
  [FULL_MODAL]: { initial: 35.5 * KB, oneSession: 177.5 * KB, all: 199.5 * KB },
  [HEADLESS]: { initial: 30 * KB },
};

const modalApp = `export { LoginKitProvider, useSession } from 'loginkit/react';\nexport { LoginModal } from 'loginkit/ui';`;
// Every JS entry of `exports`, as an app that uses all of it; `./mock-relay/server` runs in Node.
const entryScenarios = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target !== 'string' || target.endsWith('.js'))
  .map(([subpath]) => ({ name: `entry: loginkit/${subpath.slice(2)}`, source: `export * from 'loginkit/${subpath.slice(2)}';`, node: subpath === './mock-relay/server' }));
const scenarios = [
  ...entryScenarios,
  { name: HEADLESS, source: `export { LoginKitProvider, useOtpLogin, useSession } from 'loginkit/react';` },
  // The modal offers the methods the relay's configuration enables, read at run time: an
  // email-only app ships the same build. Its row counts the chunks an email login can load (not
  // the phone field, social, passkey ones, the passkey offer's after a login and its language packs,
  // the passkey and social screens' strings and their packs, nor the wallet chunks: those
  // `walletChunks` finds); the browser bench measures what each one fetches.
  { name: EMAIL_MODAL, source: modalApp, excludeChunks: /(phone|oauth|passkey|provider-icon|webauthn|method-screen)/, excludeWallets: true },
  { name: FULL_MODAL, source: modalApp, listChunks: true },
  { name: 'scenario: account panel', source: `export { LoginKitProvider, useSession } from 'loginkit/react';\nexport { AccountPanel } from 'loginkit/ui/account';`, listChunks: true },
];
// Importing an entry for nothing must add no JS (tree-shaking, `sideEffects` honoured).
const emptyImports = entryScenarios.filter((scenario) => !scenario.node).map((scenario) => scenario.name.replace('entry: ', ''));

if (!existsSync(dist('core.js'))) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The scenarios resolve `loginkit/*` the way an app does: through node_modules and the package's
// `exports` and `sideEffects` (a symlink to this package), so tree-shaking is what users get.
const work = `${root}.tmp/size`;
rmSync(work, { recursive: true, force: true });
mkdirSync(`${work}/node_modules`, { recursive: true });
symlinkSync(root, `${work}/node_modules/loginkit`, 'dir');
const peers = [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\/react-query($|\/)/];
const nodeBuiltin = (id) => id.startsWith('node:') || builtinModules.includes(id.split('/')[0]);
const measure = (code) => ({
  raw: Buffer.byteLength(code),
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const relative = (id) => id.replace(root, '').replace(/^.*?node_modules\//, '');

/**
 * Builds a scenario the way an app's `vite build` does (not library mode, whose ES output keeps
 * whitespace and annotation comments): full minification, the dynamic-import preload helper.
 * `preserveEntrySignatures: 'strict'` keeps what the scenario exports, as the app would use it.
 * The Node scenario (the mock relay's server entry) is built for Node, minified the same way.
 */
async function buildApp(index, source, node = false) {
  const entry = `${work}/scenario-${index}.js`;
  writeFileSync(entry, source);
  const external = (id) => peers.some((pattern) => pattern.test(id)) || (node && nodeBuiltin(id));
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: work,
    build: {
      write: false,
      minify: true,
      modulePreload: { polyfill: false },
      target: node ? 'node20' : 'es2022',
      ...(node ? { ssr: entry } : {}),
      rolldownOptions: { input: entry, preserveEntrySignatures: 'strict', external },
    },
    ...(node ? { ssr: { noExternal: true, target: 'node' } } : {}),
  });
  return (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((file) => file.type === 'chunk');
}

// ---- checks from the build output --------------------------------------------------------------
const problems = [];
const findings = {};
// Node built-ins a browser build must not pull in, and the usual polyfill packages.
const polyfillPackage = /node_modules\/(buffer|process|events|util|assert|stream-browserify|crypto-browserify|path-browserify|readable-stream|browserify-[\w-]+|node-stdlib-browser|vm-browserify)\//;
// No exception for a built-in a browser build stubs: @hpke/common's `import('crypto')` fallback,
// the one there was, is answered at the kit's build (vite.config.ts, issue 27).
// Cryptography in JavaScript that the platform already has: elliptic curves, hashes, and the
// encoders that come with them. The kit uses WebCrypto only; the mock relay (Node, Storybook's
// in-page relay) may use @noble for what only it does (signing with raw private scalars).
// Packages built into dist/vendor/ (@hpke/core, @hpke/common) are looked at there too, and of
// @hpke/common only its WebCrypto path may ship, not its own curves and hashes.
const ellipticLibrary = /(?:node_modules|dist\/vendor)\/((@noble\/curves)|(@noble\/secp256k1)|elliptic|sjcl|node-forge|jsrsasign|@peculiar\/webcrypto|webcrypto-liner|bn\.js|@hpke\/dhkem-[\w-]+|@hpke\/common\/(?:curve|hash))\//;
// One exception: @noble/hashes' SHA-256 for the passkey challenge, which must be computed inside the
// click's call stack (WebAuthn needs the user activation; crypto.subtle.digest is only async).
const javascriptCrypto = /node_modules\/(@noble\/(?!hashes\/)[\w-]+|@scure\/[\w-]+)\//;
const mockScenario = (name) => name.includes('mock-relay');
// A platform's fallback: the P-256 point decompression (@noble/curves' Weierstrass decoder), a lazy
// chunk fetched only where WebCrypto refuses compressed points both raw and as SPKI (WebKitGTK,
// Firefox < 146). It may hold @noble code, and only it; it is reported apart from "all chunks"
// (what a platform with compressed-point WebCrypto can fetch), with its own budget.
const platformFallback = /\/crypto\/p256-point-decompression\.js$/;
const isFallbackChunk = (chunk) => chunk.facadeModuleId !== null && chunk.facadeModuleId !== undefined && platformFallback.test(chunk.facadeModuleId);
const FALLBACK_BUDGET = 10 * KB;
// Development only: the `mockRelay` option's wiring (its checks, the mock relay's keys), fetched only
// by a kit given that option, which it refuses on any page that is not local (localhost, 127.0.0.1,
// [::1]). An app's users never fetch it: not counted in "all chunks" nor "one session" (issue 28).
const devOnlyChunk = /\/config\/mock-relay-wiring\.js$/;
const isDevOnlyChunk = (chunk) => chunk.facadeModuleId !== null && chunk.facadeModuleId !== undefined && devOnlyChunk.test(chunk.facadeModuleId);
// External wallets: secp256k1 recovery and keccak (@noble/curves, @noble/hashes) come with the
// wallet code, in lazy chunks an app fetches only when it offers wallets (the wallet flow's effects,
// linking, the wallet screens). A "wallet chunk" holds such a module, or is only imported by wallet
// chunks (a dependency split out of them, possibly shared with the P-256 fallback: @noble/curves'
// Weierstrass code); @noble code may ride in those, and in no other.
const walletModule = /\/dist\/(core\/(wallets|flows\/wallet)\/|core\/crypto\/wallet-stamp|ui\/screens\/wallet\/|ui\/wallet-screen)/;
function walletChunks(chunks, initial) {
  const wallet = new Set(chunks.filter((chunk) => !initial.has(chunk.fileName) && Object.keys(chunk.modules).some((id) => walletModule.test(id) && !/create-wallet-discovery|wallet-types/.test(id))).map((chunk) => chunk.fileName));
  for (let grown = true; grown; ) {
    grown = false;
    for (const chunk of chunks) {
      if (wallet.has(chunk.fileName) || initial.has(chunk.fileName) || isFallbackChunk(chunk)) continue;
      const importers = chunks.filter((other) => other.imports.includes(chunk.fileName) || other.dynamicImports.includes(chunk.fileName));
      // Shared with the P-256 fallback (@noble/curves' Weierstrass code): fetched for wallets on every engine.
      if (importers.length > 0 && importers.every((other) => wallet.has(other.fileName) || isFallbackChunk(other)) && importers.some((other) => wallet.has(other.fileName))) {
        wallet.add(chunk.fileName);
        grown = true;
      }
    }
  }
  return wallet;
}

// Language packs: one lazy chunk per language and per string table (the modal's `locales/<lang>`,
// the wallets' `locales/wallet/<lang>`, the passkey offer's `locales/passkey-upgrade/<lang>`);
// English is built in. A page fetches the packs of its one language, never the others.
const languagePack = /\/dist\/ui\/locales\/(?:([\w-]+)\/)?([a-z]{2}(?:-[a-z]{2})?)\.js$/;
/**
 * "One session at most": the counted chunks without the language packs a session cannot fetch,
 * keeping for each table its largest pack (so the worst case of any one language, or a little
 * above it where two tables' largest packs are of different languages). Undefined without packs.
 */
function oneLanguage(counted, initial) {
  const tables = new Map();
  for (const chunk of counted) {
    const match = initial.has(chunk.fileName) || !chunk.facadeModuleId ? null : languagePack.exec(chunk.facadeModuleId);
    if (!match) continue;
    const table = match[1] ?? 'modal';
    tables.set(table, [...(tables.get(table) ?? []), { chunk, language: match[2], gzip: measure(chunk.code).gzip }]);
  }
  if (tables.size === 0) return undefined;
  const left = new Set();
  const languagePacks = {};
  for (const [table, packs] of tables) {
    const largest = packs.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    for (const pack of packs) if (pack !== largest) left.add(pack.chunk);
    languagePacks[table] = { packs: packs.length, gzip: packs.reduce((sum, pack) => sum + pack.gzip, 0), largest: { language: largest.language, gzip: largest.gzip } };
  }
  const kept = counted.filter((chunk) => !left.has(chunk));
  return { ...measure(kept.map((chunk) => chunk.code).join('\n')), chunks: kept.length, packsLeftOut: left.size, languagePacks };
}

function checkPolyfills(name, chunks) {
  const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
  for (const id of modules.filter((module) => polyfillPackage.test(module))) problems.push(`${name}: Node polyfill in the output: ${relative(id)}`);
  for (const chunk of chunks) {
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
      if (nodeBuiltin(imported)) problems.push(`${name}: imports the Node built-in '${imported}'`);
    }
    if (!Object.keys(chunk.modules).some((id) => id.includes('__vite-browser-external'))) continue;
    const importers = chunks.filter((other) => other.dynamicImports.includes(chunk.fileName) || other.imports.includes(chunk.fileName));
    problems.push(`${name}: a Node built-in is stubbed for the browser (imported by ${importers.map((other) => other.name).join(', ')})`);
  }
  // Node globals left in the code (after Vite's production `process.env.NODE_ENV` replacement):
  // none in loginkit's own modules; a dependency's, those built into dist/vendor/ too, are recorded
  // for review (no polyfill ships for them: pvtsutils, under the mock relay, reads `Buffer` only
  // where `btoa` is missing).
  for (const chunk of chunks) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      const globals = [...new Set(info.code?.match(/\b(?:Buffer\.(?:from|alloc|isBuffer)|process\.(?:env|nextTick|versions)|require\()/g) ?? [])];
      if (globals.length === 0) continue;
      if (id.startsWith(dist('')) && !id.startsWith(dist('vendor/'))) problems.push(`${name}: ${relative(id)} uses Node globals: ${globals.join(', ')}`);
      else (findings.dependencyNodeGlobals ??= {})[relative(id)] = globals;
    }
  }
}

const ellipticModules = new Map();
function collectElliptic(name, chunks, wallet) {
  for (const id of chunks.filter((chunk) => !isFallbackChunk(chunk) && !wallet.has(chunk.fileName)).flatMap((chunk) => Object.keys(chunk.modules))) {
    if (!mockScenario(name) && javascriptCrypto.test(id)) problems.push(`${name}: ships @noble/@scure code, which WebCrypto and atob/btoa replace in the kit: ${relative(id)}`);
    const match = ellipticLibrary.exec(id);
    if (!match) continue;
    const packageRoot = id.slice(0, match.index + match[0].length);
    const entry = ellipticModules.get(packageRoot) ?? new Map();
    entry.set(name, [...(entry.get(name) ?? []), relative(id)]);
    ellipticModules.set(packageRoot, entry);
  }
}

// ---- builds ------------------------------------------------------------------------------------
const rows = [];
for (const [index, scenario] of scenarios.entries()) {
  const chunks = await buildApp(index, scenario.source, scenario.node);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Initial JS: the entry chunk and everything it imports statically; lazy chunks apart.
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const fallback = chunks.filter((chunk) => !initial.has(chunk.fileName) && isFallbackChunk(chunk));
  const wallet = walletChunks(chunks, initial);
  // A row that leaves methods out counts what the app can still load: the chunks reached from the
  // initial JS without passing through a left-out one (so a chunk shared only by left-out chunks,
  // e.g. @noble/hashes' SHA-2 of the passkey and wallet code, is left out too).
  const excluded = (chunk) => scenario.excludeChunks?.test(chunk.facadeModuleId ?? chunk.name) || (scenario.excludeWallets === true && wallet.has(chunk.fileName));
  const reachable = new Set(initial);
  if (scenario.excludeChunks || scenario.excludeWallets) {
    for (const pending = [...initial]; pending.length > 0; ) {
      const chunk = byName.get(pending.pop());
      for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        const target = byName.get(next);
        if (!target || reachable.has(next) || excluded(target)) continue;
        reachable.add(next);
        pending.push(next);
      }
    }
  } else for (const chunk of chunks) reachable.add(chunk.fileName);
  const counted = chunks.filter((chunk) => initial.has(chunk.fileName) || (!fallback.includes(chunk) && !isDevOnlyChunk(chunk) && reachable.has(chunk.fileName)));
  const initialCode = [...initial].map((fileName) => byName.get(fileName)?.code ?? '').join('\n');
  const allCode = counted.map((chunk) => chunk.code).join('\n');
  const oneSession = oneLanguage(counted, initial);
  const lazy = chunks
    .filter((chunk) => !initial.has(chunk.fileName))
    .map((chunk) => ({ name: chunk.name, module: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : '(shared)', gzip: measure(chunk.code).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  rows.push({
    name: scenario.name,
    initial: measure(initialCode),
    all: measure(allCode),
    chunks: counted.length,
    ...(oneSession ? { oneSession } : {}),
    ...(fallback.length > 0 ? { platformFallback: measure(fallback.map((chunk) => chunk.code).join('\n')) } : {}),
    ...(wallet.size > 0 ? { walletChunks: { ...measure(chunks.filter((chunk) => wallet.has(chunk.fileName)).map((chunk) => chunk.code).join('\n')), chunks: wallet.size } } : {}),
    ...(budgets[scenario.name] ? { budgetGzip: budgets[scenario.name] } : {}),
    lazyChunks: lazy,
    listChunks: scenario.listChunks === true,
  });
  if (!scenario.node) {
    checkPolyfills(scenario.name, chunks);
    collectElliptic(scenario.name, chunks, wallet);
  }
  if (process.argv.includes('--modules')) {
    const modules = chunks.flatMap((chunk) => Object.entries(chunk.modules)).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
    console.log(`\n${scenario.name}: largest modules (minified bytes before compression)`);
    for (const [id, info] of modules.slice(0, Number(process.env.SIZE_TOP ?? 25))) console.log(`  ${String(info.renderedLength).padStart(7)}  ${relative(id)}`);
  }
}
const css = measure(readFileSync(dist('styles.css'), 'utf8'));
rows.push({ name: 'entry: loginkit/styles.css', initial: css, all: css, chunks: 1, lazyChunks: [] });

// Tree-shaking: `import 'loginkit/x'` alone must leave no JS; `sideEffects` names CSS only.
const treeShaking = [];
for (const [index, specifier] of emptyImports.entries()) {
  const chunks = await buildApp(`empty-${index}`, `import '${specifier}';`);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.code.trim().length, 0);
  treeShaking.push({ import: specifier, bytes });
  if (bytes > 0) problems.push(`import '${specifier}' alone leaves ${bytes} bytes of JS (a module with side effects)`);
}
const sideEffects = pkg.sideEffects;
if (!Array.isArray(sideEffects) || sideEffects.length === 0 || !sideEffects.every((pattern) => pattern.endsWith('.css'))) {
  problems.push(`package.json sideEffects must list CSS files only (is ${JSON.stringify(sideEffects)})`);
}

// One P-256 implementation path: WebCrypto. No JavaScript elliptic-curve library in what the kit
// ships (the mock relay's entries aside), no second library or second copy anywhere.
const p256Paths = [...ellipticModules.entries()].map(([packageRoot, byScenario]) => ({
  package: relative(packageRoot).replace(/\/$/, ''),
  modules: [...new Set([...byScenario.values()].flat())].sort(),
  modulesByScenario: Object.fromEntries([...byScenario].map(([name, modules]) => [name, modules.sort()])),
}));
const others = p256Paths.filter((path) => path.package !== '@noble/curves');
if (others.length > 0) problems.push(`a second elliptic-curve implementation ships: ${others.map((path) => path.package).join(', ')}`);
if (new Set([...ellipticModules.keys()].filter((key) => key.includes('@noble/curves'))).size > 1) problems.push('two copies of @noble/curves ship');
const kitScenarios = rows.filter((row) => !mockScenario(row.name) && !row.name.endsWith('.css')).map((row) => row.name);
findings.p256 = {
  webCrypto: 'every ECDSA sign/verify (P-256, P-384), ECDH (HPKE via @hpke/core), digests, point decompression',
  javascriptInKit: p256Paths.flatMap((path) => Object.keys(path.modulesByScenario).filter((name) => kitScenarios.includes(name)).map((name) => `${path.package} in ${name}`)),
  javascriptInMockRelay: p256Paths.filter((path) => Object.keys(path.modulesByScenario).some(mockScenario)).map((path) => path.package),
};

// ---- budgets, report ---------------------------------------------------------------------------
for (const row of rows) {
  const over = (what, bytes, budget) => problems.push(`${row.name}: ${what} ${(bytes / KB).toFixed(1)} KB gzip, over the budget of ${(budget / KB).toFixed(1)} KB`);
  const initialOver = row.budgetGzip?.initial !== undefined && row.initial.gzip > row.budgetGzip.initial;
  const allOver = row.budgetGzip?.all !== undefined && row.all.gzip > row.budgetGzip.all;
  if (initialOver) over('initial JS', row.initial.gzip, row.budgetGzip.initial);
  if (allOver) over('all chunks together', row.all.gzip, row.budgetGzip.all);
  if (row.budgetGzip?.oneSession !== undefined && row.oneSession === undefined) problems.push(`${row.name}: no language pack found for the "one session at most" figure (are the packs still lazy, under dist/ui/locales?)`);
  const sessionOver = row.budgetGzip?.oneSession !== undefined && row.oneSession !== undefined && row.oneSession.gzip > row.budgetGzip.oneSession;
  if (sessionOver) over('one session at most (one language\'s packs)', row.oneSession.gzip, row.budgetGzip.oneSession);
  const fallbackOver = row.platformFallback !== undefined && row.platformFallback.gzip > FALLBACK_BUDGET;
  if (fallbackOver) over('P-256 decompression fallback', row.platformFallback.gzip, FALLBACK_BUDGET);
  row.overBudget = initialOver || allOver || sessionOver || fallbackOver;
}
// The fallback is the decompression and nothing else: no kit module rides in its chunk.
if (!rows.some((row) => row.platformFallback !== undefined)) problems.push('no scenario has the P-256 decompression fallback chunk (is it still lazy?)');
if (!rows.some((row) => row.name === FULL_MODAL && row.walletChunks)) problems.push(`${FULL_MODAL}: no wallet chunk (is the wallet code still lazy?)`);
// ---- the same quick start in every bundler (issue 27) ------------------------------------------
// Nothing the modal loads lazily may be reachable statically from the entries the quick start
// imports: esbuild and Turbopack put such files on the initial path, used or not.
const quickStartEntries = ['ui.js', 'react.js'];
const lazyReached = lazyReachedFromEntries(dist(''), quickStartEntries, ['react/login-kit-provider.js', 'react/use-session.js', 'ui/login-modal/login-modal.js']);
for (const { entry, file, via } of lazyReached) problems.push(`loginkit/${entry.replace('.js', '')} reaches ${file}, which the modal loads lazily, through static imports: ${via.join(' → ')}`);
findings.lazyReachedFromEntries = lazyReached;

/**
 * Budgets of the bundler table: loginkit's initial JS (gzip, React Query counted, React, ReactDOM
 * and the framework's runtime subtracted) and the initial JS requests of the whole page. Issue 27's
 * target: every bundler within 1 KB of Vite's figure and esbuild at 12 requests at most; until then
 * each holds what it measured when the table came in (2026-11-29, ui/react entries split), rounded
 * up, so it cannot grow unnoticed. The target, from this run's Vite row, is printed beside. esbuild since the lazy files name
 * the shared files loaded before them (scripts/build/lazy-chunk-anchors.ts): 44.2 KB in 6 requests
 * (was 48.8 KB in 34), within the request target, 0.7 KB over the size target. Then 43.5 KB in 4
 * (44,515 B; Vite 42.8 KB, 43,807 B: target met): the chunks esbuild kept apart were code that a
 * lazy file reached and that itself reached an `import()` (the modal's dialog, captcha scope and
 * strings, through the step-up dialog's chunk; the session manager, through its lifecycle's).
 */
// With issue 28's events, theme and config checks (+0.9 KB in each, as in the full-modal scenario):
// measured Vite 43.7 KB (44,706 B) / 7, esbuild 44.4 KB (45,456 B) / 4, webpack 42.8 KB (43,818 B) / 1,
// Turbopack 43.6 KB (44,641 B) / 9, Next --webpack 42.2 KB (43,207 B) / 7; every bundler within Vite + 1 KB.
// With issue 28's mock relay option, signed requests and session cookie (+0.8 KB in each): measured
// Vite 44.5 KB (45,553 B) / 7, esbuild 45.1 KB (46,224 B) / 4, webpack 43.4 KB (44,439 B) / 1,
// Turbopack 44.2 KB (45,258 B) / 10, Next --webpack 42.8 KB (43,867 B) / 7. With the provider's
// appearance: Vite 44.7, esbuild 45.4, webpack 43.6, Turbopack 44.4 KB.
const bundlerBudgets = {
  vite: { initial: 44.8 * KB, requests: 8 },
  esbuild: { initial: 45.6 * KB, requests: 4 },
  webpack: { initial: 43.7 * KB, requests: 1 },
  'next-turbopack': { initial: 44.5 * KB, requests: 10 },
  'next-webpack': { initial: 43.1 * KB, requests: 7 },
};
const bundlersIndex = process.argv.indexOf('--bundlers');
const onlyBundlers = bundlersIndex === -1 ? Object.keys(bundlers) : process.argv[bundlersIndex + 1].split(',');
const bundlerWork = `${root}.tmp/size-bundlers`;
rmSync(bundlerWork, { recursive: true, force: true });
installTarball(root, bundlerWork);
const bundlerRows = await measureBundlers({ root, work: bundlerWork, only: onlyBundlers });
/** Issue 27's target for a bundler: Vite's figure of this run + 1 KB; esbuild also 12 requests at most. */
const viteRow = bundlerRows.find((row) => row.bundler === 'vite');
const targetOf = (bundler) =>
  bundler === 'vite' || viteRow === undefined ? undefined : { initial: viteRow.initialGzip + KB, ...(bundler === 'esbuild' ? { requests: 12 } : {}) };
for (const row of bundlerRows) {
  const budget = bundlerBudgets[row.bundler];
  row.budget = budget;
  const target = targetOf(row.bundler);
  if (target !== undefined) row.target = { ...target, met: row.initialGzip <= target.initial && (target.requests === undefined || row.requests <= target.requests) };
  if (row.initialGzip > budget.initial) problems.push(`${row.label}: the quick start's initial JS from loginkit ${(row.initialGzip / KB).toFixed(1)} KB gzip, over the budget of ${(budget.initial / KB).toFixed(1)} KB`);
  if (row.requests > budget.requests) problems.push(`${row.label}: ${row.requests} initial JS requests, over the budget of ${budget.requests}`);
  for (const warning of row.warnings) problems.push(`${row.label}: the build warns about loginkit or its dependencies: ${warning.split('\n')[0]}`);
}

mkdirSync(`${root}reports`, { recursive: true });
const report = {
  generatedAt: new Date().toISOString(),
  externals: ['react', 'react-dom', '@tanstack/react-query'],
  rows: rows.map(({ listChunks: _listChunks, overBudget: _overBudget, ...row }) => row),
  bundlers: bundlerRows,
  checks: { treeShaking, sideEffects, ...findings, problems },
};
writeFileSync(`${root}reports/size.json`, `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const budgetText = (budget) => (budget === undefined ? '' : kb(budget));
console.log(`${'what'.padEnd(38)} ${'initial gzip'.padStart(13)} ${'initial br'.padStart(11)} ${'1 session'.padStart(10)} ${'all gzip'.padStart(10)} ${'chunks'.padStart(7)} ${'budget (initial / 1 session / all)'.padStart(35)}`);
for (const row of rows) {
  const budget = row.budgetGzip ? `${budgetText(row.budgetGzip.initial)} / ${budgetText(row.budgetGzip.oneSession) || '-'} / ${budgetText(row.budgetGzip.all) || '-'}` : '';
  console.log(
    `${row.name.padEnd(38)} ${kb(row.initial.gzip).padStart(13)} ${kb(row.initial.brotli).padStart(11)} ${(row.oneSession ? kb(row.oneSession.gzip) : '-').padStart(10)} ${kb(row.all.gzip).padStart(10)} ${String(row.chunks).padStart(7)} ${budget.padStart(35)}${row.overBudget ? '  OVER BUDGET' : ''}`,
  );
}
console.log('"1 session": all chunks less the language packs of the languages not in use (each table\'s largest pack kept: the worst single language)');
for (const row of rows.filter((candidate) => candidate.listChunks)) {
  console.log(`\nlazy chunks of "${row.name}" (gzip each):`);
  for (const chunk of row.lazyChunks) console.log(`  ${kb(chunk.gzip).padStart(8)}  ${chunk.name.padEnd(30)} ${chunk.module}`);
}
const withWallets = rows.find((row) => row.name === FULL_MODAL && row.walletChunks);
if (withWallets) {
  console.log(`\nexternal wallets (lazy, fetched only where the configuration offers wallets; included in "all"): ${kb(withWallets.walletChunks.gzip)} gzip in ${withWallets.walletChunks.chunks} chunk(s)`);
}
const withPacks = rows.find((row) => row.name === FULL_MODAL && row.oneSession);
if (withPacks) {
  const tables = Object.entries(withPacks.oneSession.languagePacks).map(([table, packs]) => `${table} ${packs.packs} packs ${kb(packs.gzip)} (largest ${packs.largest.language} ${kb(packs.largest.gzip)})`);
  console.log(`\nlanguage packs (lazy; a page fetches its one language's; English is built in): ${tables.join(', ')}. "1 session" leaves out ${withPacks.oneSession.packsLeftOut} of them: ${kb(withPacks.oneSession.gzip)} of ${kb(withPacks.all.gzip)}`);
}
const withFallback = rows.find((row) => row.name === FULL_MODAL && row.platformFallback);
if (withFallback) {
  console.log(
    `\nP-256 decompression fallback (fetched only where WebCrypto refuses compressed points: WebKitGTK, Firefox < 146): ${kb(withFallback.platformFallback.gzip)} gzip, budget ${kb(FALLBACK_BUDGET)}; not in "all" above: the full modal on such a platform fetches at most ${kb(withFallback.all.gzip + withFallback.platformFallback.gzip)}`,
  );
}
console.log(`\ntree-shaking: ${treeShaking.map((entry) => `import '${entry.import}' → ${entry.bytes} B`).join('; ')}; sideEffects ${JSON.stringify(sideEffects)}`);
console.log(`P-256: WebCrypto only in the kit${findings.p256.javascriptInKit.length > 0 ? ` (and JavaScript: ${findings.p256.javascriptInKit.join(', ')})` : ''}; the mock relay's entries: ${findings.p256.javascriptInMockRelay.join(', ') || 'none'}`);
if (findings.dependencyNodeGlobals) console.log(`note: dependencies naming Node globals (no polyfill shipped; review): ${Object.entries(findings.dependencyNodeGlobals).map(([id, globals]) => `${id} (${globals.join(', ')})`).join('; ')}`);
console.log(`\nthe quick start (provider + <LoginModal>) from the packed tarball, per bundler: loginkit's initial JS (gzip, React Query in; React, ReactDOM, framework runtime out) and the page's initial JS requests`);
console.log(`${'bundler'.padEnd(22)} ${'initial gzip'.padStart(13)} ${'requests'.padStart(9)} ${'budget'.padStart(16)} ${'issue 27 target'.padStart(22)}`);
for (const row of bundlerRows) {
  const { budget } = row;
  const over = row.initialGzip > budget.initial || row.requests > budget.requests;
  const target = row.target === undefined ? '' : `${kb(row.target.initial)}${row.target.requests === undefined ? '' : ` / ${row.target.requests}`} ${row.target.met ? 'met' : 'missed'}`;
  console.log(`${row.label.padEnd(22)} ${kb(row.initialGzip).padStart(13)} ${String(row.requests).padStart(9)} ${`${kb(budget.initial)} / ${budget.requests}`.padStart(16)} ${target.padStart(22)}${over ? '  OVER BUDGET' : ''}${row.warnings.length > 0 ? `  ${row.warnings.length} warning(s)` : ''}`);
}
for (const problem of problems) console.error(`FAIL  ${problem}`);
console.log('report: reports/size.json');
if (check && problems.length > 0) {
  console.error(`${problems.length} size check(s) failed`);
  process.exit(1);
}
