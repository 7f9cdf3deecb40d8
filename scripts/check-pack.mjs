#!/usr/bin/env node
// Checks what `npm publish` would put in the tarball (`npm pack --dry-run --json`; run it after
// `npm run build`): the documents (LICENSE, README.md, CHANGELOG.md, the docs/ guides README.md links to), the `types` and `default`
// file of every `exports` entry, the `bin` files, the LICENSE of every package built into
// dist/vendor/ (vite.config.ts), and nothing of the tests (`*.test.*`, `*.spec.*`,
// stories, fixtures, e2e, test-utils, test helpers) or of source maps. Prints the packed size, the
// unpacked size and the file count, and writes them to reports/pack.json (with the largest folders).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';

const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (result.status !== 0) {
  console.error(result.stderr);
  console.error('npm pack --dry-run failed');
  process.exit(1);
}
// npm prints the JSON on stdout; anything a lifecycle script might print would come before it.
const [pack] = JSON.parse(result.stdout.slice(result.stdout.indexOf('[')));
const files = new Set(pack.files.map((file) => file.path));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const problems = [];

for (const document of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']) {
  if (!files.has(document)) problems.push(`${document} is not in the tarball (package.json "files")`);
}

// The guides README.md links to (docs/*.md) come with it: its relative links work in node_modules too.
for (const [, target] of readFileSync('README.md', 'utf8').matchAll(/\]\(((?:\.\/)?docs\/[^)#\s]+)/g)) {
  const file = posix.normalize(target);
  if (!files.has(file)) problems.push(`README.md links to ${file}, which is not in the tarball (package.json "files")`);
}

// Every file an `exports` condition or `bin` names.
const named = [];
const collect = (subpath, target) => {
  if (typeof target === 'string') named.push([subpath, target]);
  else if (target && typeof target === 'object') for (const [condition, inner] of Object.entries(target)) collect(`${subpath} (${condition})`, inner);
};
for (const [subpath, target] of Object.entries(pkg.exports)) {
  collect(subpath, target);
  if (typeof target === 'object' && !subpath.endsWith('.json') && !subpath.endsWith('.css')) {
    for (const condition of ['types', 'default']) if (!(condition in target)) problems.push(`exports["${subpath}"] has no "${condition}"`);
  }
}
for (const [name, path] of Object.entries(typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : pkg.bin ?? {})) named.push([`bin ${name}`, path]);
for (const [what, path] of named) {
  const file = posix.normalize(path);
  if (!files.has(file)) problems.push(`${what}: ${file} is not in the tarball (run \`npm run build\` first?)`);
}

// Another package's code built into dist/vendor/<package>/ (@hpke/core, @hpke/common) ships with
// that package's licence beside it.
const vendored = new Set([...files].map((file) => /^dist\/vendor\/((?:@[^/]+\/)?[^/]+)\/.+\.js$/.exec(file)?.[1]).filter((name) => name !== undefined));
for (const name of vendored) {
  if (!files.has(`dist/vendor/${name}/LICENSE`)) problems.push(`dist/vendor/${name}/ ships ${name}'s code without its LICENSE`);
}

// What a user of the package never needs.
const unwanted = [
  [/\.(test|spec)\.[cm]?[jt]sx?$|\.test\.d\.ts$/, 'a test file'],
  [/\.stories\.|(^|\/)stories\//, 'a story'],
  [/(^|\/)(__)?fixtures?(__)?\//, 'a fixture'],
  [/(^|\/)e2e\//, 'an e2e file'],
  [/(^|\/)test-utils\/|-test-helpers\./, 'a test helper'],
  [/\.map$/, 'a source map'],
  [/(^|\/)(src|examples|scripts|test|coverage|reports|storybook-static)\//, 'a repository folder'],
];
for (const file of files) {
  const hit = unwanted.find(([pattern]) => pattern.test(file));
  if (hit) problems.push(`${file} is ${hit[1]}: leave it out of the tarball`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const folders = new Map();
for (const file of pack.files) {
  const folder = file.path.split('/').slice(0, file.path.startsWith('dist/types/') ? 3 : 2).join('/');
  folders.set(folder, (folders.get(folder) ?? 0) + file.size);
}
const largest = [...folders].sort((a, b) => b[1] - a[1]).slice(0, 10);
const report = {
  name: pack.name,
  version: pack.version,
  packedBytes: pack.size,
  unpackedBytes: pack.unpackedSize,
  files: pack.entryCount,
  largest: Object.fromEntries(largest),
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/pack.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`tarball ${pack.filename}: ${kb(pack.size)} packed, ${kb(pack.unpackedSize)} unpacked, ${pack.entryCount} files (reports/pack.json)`);
for (const [folder, bytes] of largest) console.log(`  ${folder.padEnd(32)} ${kb(bytes).padStart(10)}`);

if (problems.length > 0) {
  console.error(`\nthe packed tarball has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('pack check passed');
