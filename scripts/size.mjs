#!/usr/bin/env node
// `npm run size`: gzip and brotli bytes of every public entry and of app scenarios, built with
// Vite in production mode from the built package (dist/). React, react-dom and
// @tanstack/react-query are the host app's (peer dependencies) and stay external.
// Writes reports/size.json; with --check, fails when a scenario is over its budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (file) => `${root}dist/${file}`;
const check = process.argv.includes('--check');
const KB = 1024;

/** Budgets in gzip bytes of initial JS (issue #2). */
const budgets = { 'scenario: modal with OTP': 45 * KB, 'scenario: headless OTP': 30 * KB };

const scenarios = [
  ['entry: loginkit/core', `export * from 'loginkit/core';`],
  ['entry: loginkit/react', `export * from 'loginkit/react';`],
  ['entry: loginkit/ui', `export * from 'loginkit/ui';`],
  ['entry: loginkit/mock-relay', `export * from 'loginkit/mock-relay';`],
  ['scenario: headless OTP', `export { LoginKitProvider, useOtpLogin, useSession } from 'loginkit/react';`],
  ['scenario: modal with OTP', `export { LoginKitProvider, useSession } from 'loginkit/react';\nexport { LoginModal } from 'loginkit/ui';`],
];

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
const measure = (code) => ({
  raw: code.length,
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const rows = [];
for (const [index, [name, source]] of scenarios.entries()) {
  const entry = `${work}/scenario-${index}.js`;
  writeFileSync(entry, source);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: work,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'app' },
      rolldownOptions: { external: (id) => peers.some((pattern) => pattern.test(id)) },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Initial JS: the entry chunk and everything it imports statically; lazy chunks apart.
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const initialCode = [...initial].map((fileName) => byName.get(fileName)?.code ?? '').join('\n');
  const allCode = chunks.map((chunk) => chunk.code).join('\n');
  rows.push({ name, initial: measure(initialCode), all: measure(allCode), chunks: chunks.length, budgetGzip: budgets[name] });
  if (process.argv.includes('--modules')) {
    const modules = chunks.flatMap((chunk) => Object.entries(chunk.modules)).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
    console.log(`\n${name}: largest modules (minified bytes before compression)`);
    for (const [id, info] of modules.slice(0, 25)) console.log(`  ${String(info.renderedLength).padStart(7)}  ${id.replace(root, '')}`);
  }
}
const css = measure(readFileSync(dist('styles.css'), 'utf8'));
rows.push({ name: 'styles.css', initial: css, all: css, chunks: 1 });

mkdirSync(`${root}reports`, { recursive: true });
writeFileSync(`${root}reports/size.json`, `${JSON.stringify({ generatedAt: new Date().toISOString(), externals: ['react', 'react-dom', '@tanstack/react-query'], rows }, null, 2)}\n`);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log(`${'what'.padEnd(30)} ${'initial gzip'.padStart(13)} ${'initial br'.padStart(11)} ${'all gzip'.padStart(10)} ${'budget'.padStart(9)}`);
let over = 0;
for (const row of rows) {
  const budget = row.budgetGzip === undefined ? '' : kb(row.budgetGzip);
  const flag = row.budgetGzip !== undefined && row.initial.gzip > row.budgetGzip ? '  OVER BUDGET' : '';
  if (flag) over += 1;
  console.log(`${row.name.padEnd(30)} ${kb(row.initial.gzip).padStart(13)} ${kb(row.initial.brotli).padStart(11)} ${kb(row.all.gzip).padStart(10)} ${budget.padStart(9)}${flag}`);
}
console.log('report: reports/size.json');
if (check && over > 0) {
  console.error(`${over} scenario(s) over budget`);
  process.exit(1);
}
