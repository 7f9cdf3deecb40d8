#!/usr/bin/env node
// tsc emits declaration files with the sources' extensionless relative imports ('./client').
// Node's ESM resolution (moduleResolution node16/nodenext in consumers) needs full paths, so
// rewrite each relative specifier in dist/types to the file it means ('./client.js', './dir/index.js').
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist/types');
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

const rewrite = (file, spec) => {
  if (/\.(js|mjs|cjs|json|css)$/.test(spec)) return spec;
  const base = resolve(dirname(file), spec);
  if (existsSync(`${base}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`${file}: cannot resolve ${spec}`);
};

let changed = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.d.ts')) {
      const before = readFileSync(path, 'utf8');
      const after = before.replace(specifier, (_, lead, quote, spec) => `${lead}${quote}${rewrite(path, spec)}${quote}`);
      if (after !== before) {
        writeFileSync(path, after);
        changed += 1;
      }
    }
  }
};
walk(root);
console.log(`declaration imports made explicit in ${changed} files`);
