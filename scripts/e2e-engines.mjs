#!/usr/bin/env node
// The e2e flows of e2e/engines/ in three engines: Chromium (Playwright), Firefox (Puppeteer over
// WebDriver BiDi) and WebKit (webdriverio against WebKitWebDriver and MiniBrowser, under Xvfb).
//   node scripts/e2e-engines.mjs [--engine chromium|firefox|webkit ...] [--flow PATTERN ...] [--repeat N]
// --flow runs only the flows whose name matches one of the patterns (case-insensitive regular
// expressions); --repeat runs each of them N times in a row (a flake hunt: run it beside a load).
// Starts what the flows need on its own ports (the demo and mock relays, the strict-CSP demo, the
// Next.js example when scripts/start-next-example.mjs exists, Xvfb for WebKit, whose flows start a
// WebKitWebDriver per page),
// runs the flows (vitest, e2e/engines/vitest.config.ts; JSON report in reports/engines.json), stops
// everything it started (also on failure and Ctrl-C), and exits non-zero on any failure.
// Ports follow e2e/models/ports.ts: LOGINKIT_E2E_RELAY_PORT (8787, and the two above it),
// LOGINKIT_E2E_DEMO_PORT (5173), LOGINKIT_E2E_CSP_PORT (demo + 2), LOGINKIT_E2E_NEXT_PORT (demo + 4),
// LOGINKIT_E2E_NEXT_RELAY_PORT (relay + 4), LOGINKIT_E2E_CAPTCHA_RELAY_PORT (relay + 5).
import { spawn } from 'node:child_process';
import { untilAnswers } from './until-answers.mjs';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { engineExecutables, findWebKit } from './find-browsers.mjs';

const allEngines = ['chromium', 'firefox', 'webkit'];
const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true }, flow: { type: 'string', multiple: true }, repeat: { type: 'string' } } });
const engines = (values.engine ?? allEngines).flatMap((value) => value.split(','));
for (const engine of engines) {
  if (!allEngines.includes(engine)) {
    console.error(`[e2e-engines] unknown engine "${engine}": choose from ${allEngines.join(', ')}`);
    process.exit(2);
  }
}

const repeat = Number(values.repeat ?? 1);
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error(`[e2e-engines] --repeat takes a whole number of runs, not "${values.repeat}"`);
  process.exit(2);
}
for (const pattern of values.flow ?? []) {
  try {
    new RegExp(pattern, 'i');
  } catch (error) {
    console.error(`[e2e-engines] --flow "${pattern}": ${error.message}`);
    process.exit(2);
  }
}

const env = process.env;
const relayPort = Number(env.LOGINKIT_E2E_RELAY_PORT ?? 8787);
const demoPort = Number(env.LOGINKIT_E2E_DEMO_PORT ?? 5173);
const cspPort = Number(env.LOGINKIT_E2E_CSP_PORT ?? demoPort + 2);
const nextPort = Number(env.LOGINKIT_E2E_NEXT_PORT ?? demoPort + 4);
const nextRelayPort = Number(env.LOGINKIT_E2E_NEXT_RELAY_PORT ?? relayPort + 4);
const nextScript = 'scripts/start-next-example.mjs';

/** Marks every process this run starts (browsers included), so that none outlives it. */
const runId = randomUUID();
const childEnv = { ...env, LOGINKIT_ENGINES_RUN: runId };
const log = (line) => console.log(`[e2e-engines] ${line}`);

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const started = [];
let stopping;

/** Starts a long-running process in its own process group (so that stopping it stops its children). */
function start(name, command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: childEnv, ...options });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const entry = { name, child, stderr: () => stderr };
  started.push(entry);
  child.on('exit', (code, signal) => {
    if (!stopping && (code !== 0 || signal !== null)) log(`${name} exited (${signal ?? code})${stderr ? `:\n${stderr}` : ''}`);
  });
  return entry;
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Stops every process group it started (SIGTERM, then SIGKILL), then any process left with this run's mark. */
async function stopAll() {
  stopping ??= (async () => {
    await Promise.all(
      started.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          return;
        }
        const done = await Promise.race([exited(child).then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 8000))]);
        if (!done) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }),
    );
    killMarkedLeftovers();
  })();
  return stopping;
}

/** Browsers launched by the flows that escaped their group (a killed vitest worker): found by this run's mark, by pid. */
function killMarkedLeftovers() {
  const mark = `LOGINKIT_ENGINES_RUN=${runId}`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(mark)) {
        process.kill(Number(entry), 'SIGKILL');
        log(`stopped leftover process ${entry}`);
      }
    } catch {
      // gone, or not ours to read
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping everything it started`);
    void stopAll().then(() => process.exit(130));
  });
}

/** Resolves when `url` answers (any HTTP status), rejects when `entry` exits first or after `timeoutMs`. */
function ready(entry, url, timeoutMs = 120_000) {
  return untilAnswers(entry.child, url, { name: entry.name, timeoutMs, stderr: entry.stderr });
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Xvfb on a display it picks itself (-displayfd): resolves with ":N". */
function startXvfb(xvfb) {
  const entry = start('Xvfb', xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    entry.child.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    entry.child.once('exit', () => reject(new Error(`Xvfb exited:\n${entry.stderr()}`)));
  });
}

/** WebKit's display: an Xvfb of its own. The flows start a WebKitWebDriver per page on it (e2e/engines/webdriver-driver.ts). */
async function startWebKitDisplay() {
  const { driver, browser, xvfb } = findWebKit();
  const missing = [!driver && 'WebKitWebDriver', !browser && 'MiniBrowser', !xvfb && 'Xvfb'].filter(Boolean);
  if (missing.length > 0) throw new Error(`WebKit needs ${missing.join(', ')}: run node scripts/ensure-browser.mjs`);
  const display = await startXvfb(xvfb);
  log(`Xvfb on display ${display} for WebKit`);
  return display;
}

let exitCode = 1;
const began = Date.now();
try {
  for (const entry of engineExecutables()) {
    if (engines.includes(entry.engine) && entry.path === undefined) {
      throw new Error(`${entry.engine} needs ${entry.what}: install Debian's ${entry.debianPackage} (node scripts/ensure-browser.mjs does, as root) or set ${entry.envName}`);
    }
  }
  const captchaRelayPort = Number(env.LOGINKIT_E2E_CAPTCHA_RELAY_PORT ?? relayPort + 5);
  const ports = [relayPort, relayPort + 1, relayPort + 2, captchaRelayPort, demoPort, cspPort, nextPort, nextRelayPort];
  const busy = [];
  for (const port of ports) if (!(await portFree(port))) busy.push(port);
  if (busy.length > 0) {
    throw new Error(`port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} in use: stop what runs there, or move the harness with LOGINKIT_E2E_RELAY_PORT / LOGINKIT_E2E_DEMO_PORT`);
  }

  const relayUrl = `http://127.0.0.1:${relayPort}`;
  const demo = start('demo and mock relays (scripts/start.mjs)', process.execPath, ['scripts/start.mjs', '--e2e', '--built', '--relay-port', String(relayPort), '--demo-port', String(demoPort)]);
  const csp = start('strict-CSP demo (scripts/serve-demo-csp.mjs)', process.execPath, ['scripts/serve-demo-csp.mjs', '--port', String(cspPort), '--relay-url', relayUrl]);
  const next = start('Next.js example (scripts/start-next-example.mjs)', process.execPath, [nextScript, '--relay-port', String(nextRelayPort), '--app-port', String(nextPort)]);
  const [, , nextStatus, webkitDisplay] = await Promise.all([
    ready(demo, `${relayUrl}/__mock/health`).then(() => ready(demo, `http://127.0.0.1:${demoPort}/`)),
    ready(csp, `http://127.0.0.1:${cspPort}/`),
    // The Next.js example's failure to start fails its flow (not the others').
    ready(next, `http://127.0.0.1:${nextPort}/`, 240_000).then(
      () => 'started',
      (error) => `failed to start: ${error.message}`,
    ),
    engines.includes('webkit') ? startWebKitDisplay() : undefined,
  ]);
  log(`servers up in ${((Date.now() - began) / 1000).toFixed(1)} s`);

  mkdirSync('reports', { recursive: true });
  rmSync('reports/engines.json', { force: true });
  const require = createRequire(import.meta.url);
  const vitestBin = require.resolve('vitest/package.json').replace(/package\.json$/, 'vitest.mjs');
  const files = engines.map((engine) => `e2e/engines/${engine}.engine.ts`);
  const vitest = start('vitest', process.execPath, [vitestBin, 'run', '-c', 'e2e/engines/vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=reports/engines.json', ...files], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...childEnv,
      LOGINKIT_E2E_RELAY_PORT: String(relayPort),
      LOGINKIT_E2E_DEMO_PORT: String(demoPort),
      LOGINKIT_E2E_CSP_PORT: String(cspPort),
      LOGINKIT_E2E_NEXT_PORT: String(nextPort),
      LOGINKIT_E2E_NEXT_RELAY_PORT: String(nextRelayPort),
      LOGINKIT_E2E_NEXT: nextStatus,
      LOGINKIT_ENGINES_REPEAT: String(repeat),
      ...(values.flow ? { LOGINKIT_ENGINES_FLOWS: JSON.stringify(values.flow) } : {}),
      ...(webkitDisplay ? { LOGINKIT_WEBKIT_DISPLAY: webkitDisplay } : {}),
    },
  });
  await exited(vitest.child);
  exitCode = vitest.child.exitCode ?? 1;
  summarize();
} catch (error) {
  console.error(`[e2e-engines] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
}
log(`done in ${((Date.now() - began) / 1000).toFixed(1)} s, exit ${exitCode}`);
process.exit(exitCode);

/** Per engine: passed, failed, skipped and time, from the JSON report. */
function summarize() {
  if (!existsSync('reports/engines.json')) return;
  const report = JSON.parse(readFileSync('reports/engines.json', 'utf8'));
  for (const file of report.testResults) {
    const engine = file.name.match(/(\w+)\.engine\.ts$/)?.[1] ?? file.name;
    const count = (status) => file.assertionResults.filter((result) => result.status === status).length;
    const seconds = ((file.endTime - file.startTime) / 1000).toFixed(1);
    log(`${engine.padEnd(8)} ${count('passed')} passed, ${count('failed')} failed, ${count('skipped') + count('pending') + count('todo')} skipped, ${seconds} s`);
  }
}
