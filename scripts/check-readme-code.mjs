#!/usr/bin/env node
// Type-checks every ```ts / ```tsx / ```typescript block of README.md and docs/**/*.md (the globs in
// `documents` below) as a user's app would compile it: strict, as `npm create vite` (react-ts) sets
// it up (jsx react-jsx, moduleResolution bundler, lib ES2022 + DOM, verbatimModuleSyntax,
// noUncheckedSideEffectImports, vite/client types; unused locals allowed, since examples show
// things they do not use), against the BUILT package: run it after `npm run build`.
//
// How the package is resolved: each block is written to reports/readme-code/<doc>-<line>.ts(x),
// next to node_modules/loginkit, a symlink to this repository. `loginkit/react` therefore goes
// through package.json's `exports` to dist/types/..., exactly as in an app that installed the
// package; the check fails if any file of src/ ends up in the program (and says where each
// subpath resolved), and if a block imports a `loginkit/...` subpath `exports` does not have
// (stylesheets included, which TypeScript itself lets through as `*.css` modules).
//
// Blocks are compiled one module each (so each must be complete: its imports and declarations),
// all in one TypeScript program. Conventions, written as an HTML comment on the line(s) before a
// block (invisible on GitHub):
//   <!-- compile: with previous -->  the block continues the previous compiled block of the same
//                                    document: they are compiled as one module, in order.
//   <!-- compile: skip -->           the block is not compiled: the one opt-out, for code that is
//   <!-- compile: skip: <reason> -->   not ours to compile (a Turnkey snippet in the migration
//                                    guide). Use it sparingly; the summary line counts them.
// sh, css, json and unlabelled blocks are never compiled.
//
// A failing block is reported as `docs/guide.md:LINE:COLUMN TSxxxx message` (the document's line).
//
// Links: every relative link of those documents (`[text](path)`, `[text](path#anchor)`,
// `[text](#anchor)`, outside code) must name an existing file or folder, and its anchor a heading of
// the target Markdown file, slugged as GitHub does (lower case, punctuation dropped, spaces to
// hyphens, `-1`, `-2`… for repeats). A broken one is reported as `README.md:LINE: …`. External
// links (http:, https:, mailto:) are not fetched.
//
// Exit code 1 on any error. Usage: node scripts/check-readme-code.mjs [--keep] [--links-only]
// (--keep leaves the generated files in reports/readme-code for inspection, they are always
// rewritten on the next run; --links-only checks the links alone, without the built package).
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const started = Date.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const documents = ['README.md', 'docs/**/*.md'];
const languages = new Map([
  ['ts', '.ts'],
  ['typescript', '.ts'],
  ['tsx', '.tsx'],
]);
const out = join(root, 'reports', 'readme-code');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const linksOnly = process.argv.includes('--links-only');
if (!linksOnly && !existsSync(join(root, 'dist', 'types'))) {
  console.error('check-readme-code: dist/types is missing: run `npm run build` first');
  process.exit(1);
}

/** The documents the globs match, repository-relative, sorted. */
function documentFiles() {
  const files = ts.sys.readDirectory(root, ['.md'], ['node_modules', 'dist', 'reports', 'storybook-static', '.tmp'], documents);
  return files.map((file) => relative(root, file).split(sep).join('/')).sort();
}

/**
 * The compiled blocks of one Markdown document: { lines: [{ text, line }], start } each, where
 * `line` is the 1-based document line of each code line (a block continued by "with previous"
 * carries the lines of both).
 */
function blocksOf(document) {
  const lines = readFileSync(join(root, document), 'utf8').split(/\r?\n/);
  const blocks = [];
  let directive;
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[index]);
    if (!open) {
      const comment = /^\s*<!--\s*compile:\s*(.*?)\s*-->\s*$/.exec(lines[index]);
      if (comment) {
        // `skip` may carry its reason: `compile: skip: Turnkey's API`.
        const name = /^skip\b/.test(comment[1]) ? 'skip' : comment[1];
        if (!['with previous', 'skip'].includes(name)) fail(`${document}:${index + 1}: unknown directive "compile: ${comment[1]}" (known: with previous, skip[: reason])`);
        directive = name;
      } else if (lines[index].trim() !== '') directive = undefined;
      continue;
    }
    const [, indent, fence, info] = open;
    const body = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).exec(lines[end]);
      if (close) break;
      body.push({ text: lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart(), line: end + 1, column: indent.length });
    }
    const extension = languages.get(info.toLowerCase());
    if (extension !== undefined && directive === 'skip') skipped.push(`${document}:${index + 1}`);
    if (extension !== undefined && directive !== 'skip') {
      const previous = blocks.at(-1);
      if (directive === 'with previous') {
        if (previous === undefined) fail(`${document}:${index}: "compile: with previous" but no compiled block before it`);
        previous.lines.push(...body);
        if (extension === '.tsx') previous.extension = '.tsx';
      } else blocks.push({ document, start: index + 1, extension, lines: body });
    }
    directive = undefined;
    index = end;
  }
  return blocks;
}

function fail(message) {
  console.error(`check-readme-code: ${message}`);
  process.exit(1);
}

/** The document's lines with code masked: fenced blocks emptied, inline code spans blanked. */
function proseLines(document) {
  const lines = readFileSync(join(root, document), 'utf8').split(/\r?\n/);
  let fence;
  return lines.map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && open) {
      fence = open[1];
      return '';
    }
    if (fence !== undefined) {
      if (new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = undefined;
      return '';
    }
    return line.replace(/(`+)(?:(?!\1).)+?\1/g, (span) => ' '.repeat(span.length));
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, ''); // inline HTML tags
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorsOf = new Map(); // repository-relative Markdown file -> Set of anchors
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const seen = new Map();
    const set = new Set();
    const raw = readFileSync(join(root, file), 'utf8').split(/\r?\n/);
    for (const [index, line] of proseLines(file).entries()) {
      // Outside code blocks; the slug is made from the raw heading, code spans included.
      if (!/^\s{0,3}#{1,6}\s/.test(line)) continue;
      const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(raw[index]);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      set.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorsOf.set(file, set);
  }
  return anchorsOf.get(file);
}

/** Broken relative links of the documents, as `document:line: message`. */
function brokenLinks(documentList) {
  const broken = [];
  for (const document of documentList) {
    proseLines(document).forEach((line, index) => {
      for (const match of line.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = match[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http:, mailto:…
        const [path, anchor] = target.split('#', 2);
        const file = path === '' ? document : relative(root, resolve(root, dirname(document), decodeURIComponent(path))).split(sep).join('/');
        const where = `${document}:${index + 1}`;
        if (file.startsWith('..')) {
          broken.push(`${where}: link "${target}" leaves the repository`);
          continue;
        }
        if (!existsSync(join(root, file))) {
          broken.push(`${where}: link "${target}": no file ${file}`);
          continue;
        }
        if (anchor === undefined || anchor === '') continue;
        if (!file.endsWith('.md')) {
          broken.push(`${where}: link "${target}": an anchor into ${file}, which is not Markdown`);
          continue;
        }
        if (!anchors(file).has(anchor)) broken.push(`${where}: link "${target}": no heading "#${anchor}" in ${file}`);
      }
    });
  }
  return broken;
}

const skipped = []; // `document:line` of each block opted out with `compile: skip`
const linkProblems = brokenLinks(documentFiles());
if (linksOnly) {
  for (const problem of linkProblems) console.error(problem);
  const count = documentFiles().length;
  if (linkProblems.length > 0) {
    console.error(`check-readme-code: ${linkProblems.length} broken link(s) in ${count} documents`);
    process.exit(1);
  }
  console.log(`check-readme-code: the relative links of ${count} documents resolve`);
  process.exit(0);
}

// The folder an app would have: its sources, and node_modules/loginkit as installed (a link).
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'node_modules'), { recursive: true });
symlinkSync(relative(join(out, 'node_modules'), root), join(out, 'node_modules', 'loginkit'), 'dir');

const files = new Map(); // generated file -> block
const problems = [...linkProblems];
for (const document of documentFiles()) {
  for (const block of blocksOf(document)) {
    const name = `${document.replace(/[^\w.-]+/g, '_').replace(/\.md$/, '')}-${block.start}${block.extension}`;
    const file = join(out, name);
    writeFileSync(file, `${block.lines.map((entry) => entry.text).join('\n')}\n`);
    files.set(file, block);
    // Subpaths `exports` lacks (TypeScript would take a missing `loginkit/x.css` as any `*.css`).
    block.lines.forEach((entry) => {
      for (const match of entry.text.matchAll(/(?:from\s+|import\s*\(?\s*)['"]loginkit(\/[^'"]*)?['"]/g)) {
        const subpath = `.${match[1] ?? ''}`;
        if (!(subpath in pkg.exports)) problems.push(`${document}:${entry.line}:${match.index + 1 + entry.column} loginkit${match[1] ?? ''} is not an export of the package (package.json "exports")`);
      }
    });
  }
}
if (files.size === 0) fail(`no ts/tsx blocks found in ${documents.join(', ')}`);

// As `npm create vite` (react-ts) configures an app, minus noUnusedLocals/noUnusedParameters.
const options = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  verbatimModuleSyntax: true,
  noUncheckedSideEffectImports: true,
  noFallthroughCasesInSwitch: true,
  skipLibCheck: true,
  types: ['vite/client'],
  noEmit: true,
};
const host = ts.createCompilerHost(options);
const program = ts.createProgram([...files.keys()], options, host);

// Where the package resolved: dist's declarations, never the sources.
const resolvedTo = new Map();
for (const file of files.keys()) {
  const source = program.getSourceFile(file);
  for (const specifier of source.imports ?? []) {
    if (!/^loginkit(\/|$)/.test(specifier.text) || specifier.text.endsWith('.css')) continue;
    const resolution = ts.resolveModuleName(specifier.text, file, options, host).resolvedModule;
    if (resolution !== undefined) resolvedTo.set(specifier.text, relative(root, resolution.resolvedFileName));
  }
}
const fromSources = program.getSourceFiles().filter((source) => source.fileName.startsWith(`${join(root, 'src')}/`));
if (fromSources.length > 0) problems.push(`the program includes the package's sources, not dist: ${fromSources.slice(0, 3).map((source) => relative(root, source.fileName)).join(', ')}`);
for (const [specifier, target] of resolvedTo) {
  if (!target.startsWith('dist/types/')) problems.push(`${specifier} resolved to ${target}, not to dist/types/`);
}

for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
  const block = diagnostic.file && files.get(resolve(diagnostic.file.fileName));
  if (diagnostic.file === undefined || diagnostic.start === undefined || block === undefined) {
    const where = diagnostic.file ? `${relative(root, diagnostic.file.fileName)}: ` : '';
    problems.push(`${where}TS${diagnostic.code} ${message}`);
    continue;
  }
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const entry = block.lines[line] ?? block.lines.at(-1);
  problems.push(`${block.document}:${entry.line}:${character + 1 + entry.column} TS${diagnostic.code} ${message}  (block at line ${block.start})`);
}

if (!process.argv.includes('--keep') && problems.length === 0) rmSync(out, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const resolved = [...resolvedTo].sort().map(([specifier, target]) => `${specifier} -> ${target}`).join(', ');
if (problems.length > 0) {
  const order = (problem) => /^(.*?):(\d+):/.exec(problem)?.slice(1) ?? ['', '0'];
  problems.sort((a, b) => order(a)[0].localeCompare(order(b)[0]) || Number(order(a)[1]) - Number(order(b)[1]));
  for (const problem of problems) console.error(problem);
  console.error(`check-readme-code: ${problems.length} problem(s) in ${files.size} code blocks (${seconds} s); generated files kept in ${relative(root, out)}/`);
  process.exit(1);
}
const optedOut = skipped.length === 0 ? '' : `; ${skipped.length} opted out with "compile: skip": ${skipped.join(', ')}`;
console.log(`check-readme-code: ${files.size} code blocks of ${[...new Set([...files.values()].map((block) => block.document))].join(', ')} compile, and their relative links resolve (${seconds} s; ${resolved}${optedOut})`);
