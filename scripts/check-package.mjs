#!/usr/bin/env node
// Checks the package as published: publint (exports, files, types) and are-the-types-wrong
// (every subpath resolves with types for ESM consumers), both on the packed tarball; files the
// tarball must hold that no export names (dist/test-wallet.js); and the
// "use client" directives of the built entries (scripts/check-client-directives.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const run = (command, args) => {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const out = '.tmp/pack';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
run('npm', ['pack', '--silent', '--pack-destination', out]);
const tarball = readdirSync(out).find((name) => name.endsWith('.tgz'));
if (!tarball) {
  console.error('npm pack produced no tarball');
  process.exit(1);
}
// Files no `exports` entry names, which publint and attw therefore do not see: the test wallet's
// standalone installer, read by `testWalletScript()` (loginkit/mock-relay/server).
const packed = spawnSync('tar', ['-tzf', join(out, tarball)], { encoding: 'utf8' }).stdout.split('\n');
for (const file of ['package/dist/test-wallet.js']) {
  if (!packed.includes(file)) {
    console.error(`the packed tarball lacks ${file.slice('package/'.length)} (run \`npm run build\` first)`);
    process.exit(1);
  }
}
run('npx', ['publint', '--strict', '--pack', 'npm']);
// ESM-only package: node10 and CommonJS consumers are out of scope by design.
// styles.css is a stylesheet: it has no types to resolve.
run('npx', ['attw', join(out, tarball), '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css']);
run('node', ['scripts/check-client-directives.mjs']);
console.log('package checks passed');
