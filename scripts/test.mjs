#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
// Ends with one line "tests: N passed, N failed, N skipped" summing the unit, Storybook accessibility and e2e test counts (Playwright's, and Firefox's and WebKit's).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests (React 19 and 18)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']],
  ['library build', 'npm', ['run', '--silent', 'build']],
  ['README and docs/ code blocks type-check against the built package; their links resolve', 'node', ['scripts/check-readme-code.mjs']],
  ['package checks (publint, are-the-types-wrong)', 'node', ['scripts/check-package.mjs']],
  ['packed tarball (documents, every export\'s files, no tests; its size)', 'node', ['scripts/check-pack.mjs']],
  ['public API matches api/*.api.md (else: npm run api:update)', 'node', ['scripts/api-report.mjs']],
  ['API reference docs/reference matches the declarations (else: npm run api:update)', 'node', ['scripts/api-reference.mjs']],
  ['built verifyAppProofs: the production proof pairs verify, one flipped byte fails each', 'node', ['scripts/check-built-proofs.mjs']],
  // The bundlers the guides name (Vite, esbuild, webpack, Next.js with Turbopack, its default);
  // `npm run size` measures Next.js --webpack too (a minute more on 2 cores).
  ['size budgets', 'node', ['scripts/size.mjs', '--check', '--bundlers', 'vite,esbuild,webpack,next-turbopack']],
  // The browser comes before the steps that drive it (the Storybook accessibility check and e2e).
  ['browser', 'node', ['scripts/ensure-browser.mjs']],
  ['storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['storybook: axe (light and dark) and visual baselines', 'npx', ['playwright', 'test', '-c', 'playwright.storybook.config.ts'], 'reports/storybook-a11y.json'],
  ['e2e (Playwright, Chromium)', 'npx', ['playwright', 'test'], 'reports/e2e.json'],
  // The main user flows, written once against engine-neutral page models, in Firefox and WebKit.
  // Chromium runs every one of them in the Playwright e2e above; running them a second time there
  // cost the step a third of its CPU on 2 cores (`npm run e2e:engines` still runs all three).
  ['e2e in Firefox and WebKit (the engine-neutral flows)', 'node', ['scripts/e2e-engines.mjs', '--engine', 'firefox,webkit']],
  // The benchmark pipeline end to end in short runs, so a change that breaks `npm run bench` shows
  // here; its figures are not meaningful and nothing is asserted about them.
  ['benchmark pipeline (npm run bench -- --quick; figures not meaningful)', 'node', ['scripts/bench/run.mjs', '--quick']],
];

import { rmSync } from 'node:fs';
import { pickPorts } from './pick-ports.mjs';
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
// The steps whose servers listen on ports: where another `npm test` on this machine holds the
// default ones, each takes a free block, chosen as it starts (another run may start meanwhile).
const serving = new Set(['storybook: axe (light and dark) and visual baselines', 'e2e (Playwright, Chromium)', 'e2e in Firefox and WebKit (the engine-neutral flows)']);
const timings = [];
let failedStep;
/** @type {{ env: Record<string, string>, release: () => void } | undefined} */
let portClaim;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  // One block for every serving step (claimed at the first, kept to the end): the e2e steps then
  // share the Next.js example's build, which is made per relay port.
  if (serving.has(name) && portClaim === undefined) {
    portClaim = await pickPorts();
    const chosen = Object.entries(portClaim.env);
    if (chosen.length > 0) console.log(`[test] the default ports are in use: the servers use ${chosen.map(([key, port]) => `${key}=${port}`).join(', ')}`);
  }
  const ports = serving.has(name) ? portClaim.env : {};
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...ports, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

portClaim?.release();

const counts = { passed: 0, failed: 0, skipped: 0 };
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
// vitest's JSON: the unit tests, and the Firefox and WebKit e2e (scripts/e2e-engines.mjs).
for (const path of ['reports/vitest.json', 'reports/engines.json']) {
  const vitest = readJson(path);
  if (!vitest) continue;
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
// The Playwright steps' JSON reports (4th field of a step), for the steps that ran.
for (const [name, , , reportPath] of steps) {
  const report = reportPath !== undefined && timings.some(([ran]) => ran === name) ? readJson(reportPath) : undefined;
  if (!report) continue;
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
}

console.log('\n=== summary ===');
for (const [name, seconds] of timings) console.log(`${name.padEnd(48)} ${seconds.padStart(7)} s`);
if (failedStep) console.log(`FAILED at: ${failedStep}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed + (failedStep && counts.failed === 0 ? 1 : 0)} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
