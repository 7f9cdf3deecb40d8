#!/usr/bin/env node
// `npm run fuzz`: the property-based suite (test/fuzz) as a soak. Each property runs
// LOGINKIT_FUZZ_RUNS times its CI count (default here 10; CI runs 1x inside `npm test`).
// Ends with one line: "fuzz: N inputs (Mx) in S s", the tally of reports/fuzz.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const multiplier = process.env.LOGINKIT_FUZZ_RUNS ?? '10';
if (!/^\d+(\.\d+)?$/.test(multiplier) || Number(multiplier) <= 0) {
  console.error(`LOGINKIT_FUZZ_RUNS must be a positive number (got ${multiplier})`);
  process.exit(2);
}
rmSync('reports/fuzz', { recursive: true, force: true });
rmSync('reports/fuzz.json', { force: true });

const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'test/fuzz', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, LOGINKIT_FUZZ_RUNS: multiplier },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const report = existsSync('reports/fuzz.json') ? JSON.parse(readFileSync('reports/fuzz.json', 'utf8')) : undefined;
console.log(`fuzz: ${report?.inputs ?? 0} inputs (${multiplier}x) in ${seconds} s${result.status === 0 ? '' : ' — FAILED'}`);
process.exit(result.status ?? 1);
