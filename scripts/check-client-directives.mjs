#!/usr/bin/env node
// Checks the built entries' "use client" directives (run by scripts/check-package.mjs after the build):
// the entries of `loginkit/react` and `loginkit/ui` start with it, so a React Server Components
// framework (Next.js App Router) treats them as client boundaries; every other entry
// (`loginkit/core`, the mock relay) and every module behind them is free of it, so it stays
// importable on a server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const clientSubpaths = new Set(['./react', './ui', './ui/otp', './ui/account', './ui/passkey', './ui/oauth', './ui/wallet', './ui/step-up', './react/wallet', './react/passkey', './react/step-up', './react/captcha']);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** The module's directive prologue: its leading string-literal statements, after a hashbang and comments. */
export function directives(code) {
  let rest = code.replace(/^#![^\n]*\n/, '');
  const found = [];
  for (;;) {
    rest = rest.replace(/^(?:\s+|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');
    const match = /^(["'])([^"'\n]*)\1\s*;?/.exec(rest);
    if (!match) return found;
    found.push(match[2]);
    rest = rest.slice(match[0].length);
  }
}

const problems = [];
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) =>
  typeof target === 'object' && typeof target.default === 'string' && target.default.endsWith('.js') ? [[subpath, target.default]] : [],
);
for (const [subpath, file] of entries) {
  const isClient = directives(readFileSync(file, 'utf8')).includes('use client');
  if (clientSubpaths.has(subpath) && !isClient) problems.push(`${file} (loginkit${subpath.slice(1)}) does not start with "use client"`);
  if (!clientSubpaths.has(subpath) && isClient) problems.push(`${file} (loginkit${subpath.slice(1)}) starts with "use client": it must stay importable on a server`);
}
for (const missing of clientSubpaths) {
  if (!entries.some(([subpath]) => subpath === missing)) problems.push(`package.json exports no ${missing} entry`);
}
// The modules behind the entries: the directive belongs on the two entry files only.
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
for (const file of walk('dist').filter((path) => path.endsWith('.js'))) {
  if (entries.some(([, entryFile]) => join(entryFile) === file)) continue;
  if (directives(readFileSync(file, 'utf8')).includes('use client')) problems.push(`${file} has "use client" (only the react and ui entries should)`);
}

if (problems.length > 0) {
  console.error(`"use client" check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`"use client": on ${[...clientSubpaths].map((subpath) => `loginkit${subpath.slice(1)}`).join(', ')}; not on ${entries.length - clientSubpaths.size} other entries or any other module`);
