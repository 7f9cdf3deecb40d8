// The README's quick start (provider + <LoginModal>, every default method) built from the packed
// tarball by each bundler apps use, as an app builds it: Vite, esbuild (--splitting), webpack, and
// Next.js with Turbopack (its default) and with webpack. Per bundler: the initial JS loginkit adds
// (the app's initial JS, gzip per file, less the same app's without loginkit: React, ReactDOM and
// the framework's runtime subtracted, React Query counted) and the number of initial JS requests
// (the files the page fetches before it runs: entry, its static imports, Next's page scripts).
// Warnings a build prints that name loginkit or its dependencies are collected.
//   measureBundlers({ root, tarball, only }) → { rows, warnings }
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = (code) => gzipSync(code, { level: 9 }).length;

// The app in plain JavaScript (no JSX: no loader differences between bundlers). The kit's CSS is
// measured on its own (`entry: loginkit/styles.css`), so it is not imported here.
const quickStart = `import { createElement as h, useRef } from 'react';
import { LoginKitProvider, useSession } from 'loginkit/react';
import { LoginModal } from 'loginkit/ui';

const options = { authProxyUrl: 'https://authproxy.turnkey.com', authProxyConfigId: '00000000-0000-4000-8000-000000000000' };

function Account() {
  const { session, logout } = useSession();
  const logOut = useRef(null);
  return h('div', null,
    h(LoginModal, { trigger: session ? null : undefined, finalFocus: logOut, onSuccess: (s) => console.log('logged in', s.userId) }),
    session ? h('button', { ref: logOut, onClick: logout }, 'Log out ', session.contact) : null);
}

export default function App() {
  return h(LoginKitProvider, { options }, h(Account));
}
`;
const baseline = `import { createElement as h, useState } from 'react';

export default function App() {
  const [count, setCount] = useState(0);
  return h('div', null, h('button', { onClick: () => setCount(count + 1) }, 'Log in ', count));
}
`;
const mainJs = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app.js';

createRoot(document.getElementById('root')).render(h(App));
`;
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>size</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n`;

/** What a bundler's output says the page fetches first: [{ file, bytes(gzip) }]. */
const filesOf = (dir, names) => names.map((name) => ({ file: name, gzip: gzip(readFileSync(join(dir, name))) }));

function writeApp(dir, app) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Its own package scope: `loginkit` must resolve to the tarball in node_modules, not to this
  // repository's package by self-reference.
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'size-app', private: true, type: 'module' })}\n`);
  // Its own tsconfig: webpack reads the nearest one's `paths`, and this repository's map loginkit to src/.
  writeFileSync(join(dir, 'tsconfig.json'), '{ "compilerOptions": {} }\n');
  writeFileSync(join(dir, 'app.js'), app);
  writeFileSync(join(dir, 'main.js'), mainJs);
  writeFileSync(join(dir, 'index.html'), indexHtml);
}

const warningFrom = /loginkit|@hpke|@noble|@simplewebauthn|cborg/;

async function viteBuild(dir) {
  const { build, createLogger } = await import('vite');
  // As `npm create vite` (react-ts) sets it up: with @vitejs/plugin-react, which also silences the
  // "use client" directive notices of React libraries.
  const { default: react } = await import('@vitejs/plugin-react');
  // The warnings Vite prints to an app developer (its own filters applied), kept instead of printed.
  const warnings = [];
  const logger = createLogger('warn', { allowClearScreen: false });
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  await build({ configFile: false, root: dir, mode: 'production', logLevel: 'warn', customLogger: logger, plugins: [react()], build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
  const names = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  return { files: filesOf(join(dir, 'dist'), [...new Set(names)]), warnings };
}

async function esbuildBuild(dir) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['main.js'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    target: 'es2022',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint === 'main.js');
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imported of outputs[name].imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return { files: filesOf(dir, [...initial]), warnings: result.warnings.map((warning) => `${warning.location?.file ?? ''}: ${warning.text}`) };
}

async function webpackBuild(dir, root) {
  const require = createRequire(join(root, 'package.json'));
  const webpack = require('webpack');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './main.js',
    output: { path: join(dir, 'out'), clean: true, publicPath: '/' },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))));
  const json = stats.toJson({ all: false, entrypoints: true, warnings: true, errors: true });
  if (json.errors.length > 0) throw new Error(`webpack: ${json.errors.map((error) => error.message).join('\n')}`);
  const names = json.entrypoints.main.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  return { files: filesOf(join(dir, 'out'), names), warnings: json.warnings.map((warning) => `${warning.moduleName ?? ''}: ${warning.message.split('\n')[0]}`) };
}

/**
 * One Next.js app with both variants as pages (`/` the quick start, `/baseline` the app without
 * loginkit): one build per bundler, the framework's chunks are the same files in both pages.
 */
function nextApp(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app/baseline'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'size-next-app', private: true })}\n`);
  writeFileSync(join(dir, 'jsconfig.json'), '{ "compilerOptions": {} }\n');
  writeFileSync(join(dir, 'app/layout.js'), `export const metadata = { title: 'size' };\n\nexport default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`);
  for (const [page, source] of [['app', quickStart], ['app/baseline', baseline]]) {
    writeFileSync(join(dir, page, 'client-app.js'), `'use client';\n${source}`);
    writeFileSync(join(dir, page, 'page.js'), `import App from './client-app.js';\n\nexport default function Page() {\n  return <App />;\n}\n`);
  }
}

/** `next build` with Turbopack (Next 16's default) or webpack; the pages' script tags say what each fetches first. */
async function nextBuild(dir, root, bundler) {
  const require = createRequire(join(root, 'package.json'));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} };\n`);
  const args = [require.resolve('next/dist/bin/next'), 'build', ...(bundler === 'webpack' ? ['--webpack'] : ['--turbopack']), dir];
  const child = spawn(process.execPath, args, { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`next build (${bundler}) failed:\n${output}`);
  const result = { stdout: output, stderr: '' };
  const scriptsOf = (page) => {
    const html = readFileSync(join(dir, '.next/server/app', `${page}.html`), 'utf8');
    return filesOf(join(dir, '.next'), [...new Set([...html.matchAll(/<script[^>]*\ssrc="\/_next\/(static\/[^"]+\.js)"/g)].map((match) => match[1]))]);
  };
  const warnings = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => /warn/i.test(line) && warningFrom.test(line));
  return { quickStart: { files: scriptsOf('index'), warnings }, baseline: { files: scriptsOf('baseline'), warnings: [] } };
}

/** Packs the package (npm pack) and unpacks it as node_modules/loginkit under `work`. */
export function installTarball(root, work) {
  mkdirSync(work, { recursive: true });
  const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const tarball = join(work, packed.stdout.trim().split('\n').pop());
  const target = join(work, 'node_modules/loginkit');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  rmSync(tarball);
  return target;
}

export const bundlers = {
  vite: { label: 'Vite', build: (dir) => viteBuild(dir) },
  esbuild: { label: 'esbuild --splitting', build: (dir) => esbuildBuild(dir) },
  webpack: { label: 'webpack 5', build: (dir, root) => webpackBuild(dir, root) },
  'next-turbopack': { label: 'Next.js (Turbopack)', next: true, build: (dir, root) => nextBuild(dir, root, 'turbopack') },
  'next-webpack': { label: 'Next.js --webpack', next: true, build: (dir, root) => nextBuild(dir, root, 'webpack') },
};

/**
 * Builds the quick start and the baseline with each bundler (in `work`, where node_modules/loginkit
 * is the unpacked tarball) and returns a row per bundler.
 */
export async function measureBundlers({ root, work, only = Object.keys(bundlers) }) {
  // The Next.js builds run as child processes, started first, beside the in-process ones.
  const started = Date.now();
  const nextBuilds = new Map(
    only
      .filter((key) => bundlers[key].next)
      .map((key) => {
        const dir = join(work, key);
        nextApp(dir);
        return [key, bundlers[key].build(dir, root)];
      }),
  );
  // Settled at once so that a failure is reported where it is awaited, not as an unhandled rejection.
  for (const build of nextBuilds.values()) build.catch(() => {});
  const rows = [];
  for (const key of only) {
    const bundler = bundlers[key];
    let results = {};
    if (bundler.next) {
      results = await nextBuilds.get(key);
    } else {
      for (const [variant, source] of [['quickStart', quickStart], ['baseline', baseline]]) {
        const dir = join(work, `${key}-${variant}`);
        writeApp(dir, source);
        results[variant] = await bundler.build(dir, root);
      }
    }
    const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
    const kitFiles = results.quickStart.files;
    rows.push({
      bundler: key,
      label: bundler.label,
      initialGzip: sum(kitFiles) - sum(results.baseline.files),
      requests: kitFiles.length,
      baselineRequests: results.baseline.files.length,
      files: kitFiles,
      warnings: [...new Set(results.quickStart.warnings.filter((warning) => warningFrom.test(warning)))],
      secondsSinceStart: (Date.now() - started) / 1000,
    });
  }
  return rows;
}

