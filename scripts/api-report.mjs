#!/usr/bin/env node
// The public API under review: an API Extractor report (api/<entry>.api.md) of every export of every
// entry of package.json `exports`, from the built declarations (dist/types; run after the build).
//
//   node scripts/api-report.mjs            check: fails, printing the diff, when the public API
//                                          differs from the checked-in reports (npm test runs this)
//   node scripts/api-report.mjs --update   rewrites the reports
//   --types <dir>                          reads the declarations from <dir> instead of dist/types:
//                                          `npm run api:update` emits them incrementally into
//                                          .tmp/api-types (no library build, dist/ untouched)
//
// The reports are deterministic: API Extractor sorts the declarations, prints them from the
// .d.ts text with its own pinned TypeScript, and the compiler options are fixed here (not read from
// the repository's tsconfig). The reports show the API only: doc comments, API Extractor's
// "// @public" and "(undocumented)" notes and its forgotten-export warnings are left out, so
// editing a doc comment does not change a report.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const root = resolve(import.meta.dirname, '..');
const typesIndex = process.argv.indexOf('--types');
const typesDir = typesIndex === -1 ? undefined : process.argv[typesIndex + 1];
const reportFolder = join(root, 'api');
const tempFolder = join(root, '.tmp', 'api');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Every exports entry with types: './mock-relay/server' → report 'mock-relay-server'.
const entries = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => ({
    subpath,
    types: join(root, typesDir === undefined ? target.types : target.types.replace(/^\.\/dist\/types\//, `${typesDir}/`)),
    report: subpath.slice(2).replaceAll('/', '-'),
  }));

/**
 * Drops what is not API: doc comments (API Extractor keeps those inside type literals and unions),
 * and its `// @public` and `(undocumented)` notes.
 */
function apiOnly(report) {
  let inComment = false;
  return report
    .split('\n')
    .filter((line) => {
      const starts = !inComment && /^\s*\/\*\*?(\s|$)/.test(line);
      if (starts || inComment) {
        inComment = !/\*\/\s*$/.test(line);
        return false;
      }
      return true;
    })
    .filter((line) => !/^\s*\/\/ (@public )?\(undocumented\)$|^\s*\/\/ @public$/.test(line))
    .map((line) => line.replace(/^(\s*\/\/ @\w+.*?) \(undocumented\)$/, '$1').replace(/^(\s*\/\/) @public (@\w+)/, '$1 $2'))
    .join('\n');
}

const silent = { logLevel: 'none', addToApiReportFile: false };
mkdirSync(reportFolder, { recursive: true });
rmSync(tempFolder, { recursive: true, force: true });
mkdirSync(tempFolder, { recursive: true });

const changed = [];
let failed = false;
for (const entry of entries) {
  if (!existsSync(entry.types)) {
    console.error(`${entry.types} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(root, 'api-extractor.json'), // virtual: every path below is absolute
    packageJsonFullPath: join(root, 'package.json'),
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: entry.types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            types: ['node'],
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
          },
          files: [entry.types],
        },
      },
      // API Extractor writes its report to .tmp/api; the comparison with api/ is done below.
      apiReport: { enabled: true, reportFileName: entry.report, reportFolder: tempFolder, reportTempFolder: join(tempFolder, 'temp') },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: { default: silent, 'ae-forgotten-export': silent, 'ae-undocumented': silent, 'ae-missing-release-tag': silent },
        tsdocMessageReporting: { default: silent },
      },
    },
  });
  const messages = [];
  const result = Extractor.invoke(config, {
    localBuild: true,
    messageCallback: (message) => {
      // The "report changed / created" notes are printed below, with the diff.
      if (message.logLevel === 'warning' || message.logLevel === 'error') {
        if (!/^ae-api-report/.test(message.messageId ?? '') && !/API report/i.test(message.text)) messages.push(message.formatMessageWithLocation(root));
      }
      message.handled = true;
    },
  });
  for (const text of messages) console.error(`${entry.subpath}: ${text}`);
  if (messages.length > 0 || !result.succeeded) failed = true;
  const built = join(tempFolder, `${entry.report}.api.md`);
  const checkedIn = join(reportFolder, `${entry.report}.api.md`);
  writeFileSync(built, apiOnly(readFileSync(built, 'utf8')));
  const differs = !existsSync(checkedIn) || readFileSync(checkedIn, 'utf8') !== readFileSync(built, 'utf8');
  if (differs && update) copyFileSync(built, checkedIn);
  if (differs) changed.push(entry);
  console.log(`${entry.subpath.padEnd(22)} api/${entry.report}.api.md ${differs ? (update ? 'updated' : 'CHANGED') : 'unchanged'}`);
}

if (!update && changed.length > 0) {
  for (const entry of changed) {
    const checkedIn = `api/${entry.report}.api.md`;
    const built = `.tmp/api/${entry.report}.api.md`;
    spawnSync('git', ['--no-pager', 'diff', '--no-index', '--', existsSync(join(root, checkedIn)) ? checkedIn : '/dev/null', built], { cwd: root, stdio: 'inherit' });
  }
  console.error(
    `\nThe public API of ${changed.map((entry) => `loginkit${entry.subpath.slice(1)}`).join(', ')} differs from api/*.api.md (diff above).\n` +
      'If the change is meant, run `npm run api:update` and commit api/ with it (and say it in CHANGELOG.md).',
  );
  process.exit(1);
}
if (failed) process.exit(1);
console.log(update ? 'API reports written (api/)' : 'public API matches api/*.api.md');
