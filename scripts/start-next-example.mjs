#!/usr/bin/env node
// The Next.js App Router example (examples/next) in production mode against its own mock relay:
//   node scripts/start-next-example.mjs --relay-port 8789 --app-port 5177
// 1. The mock relay from the built package (dist/; `npm run build` first when there is none) on
//    127.0.0.1:<relay-port>, allowing the app's origins (localhost and 127.0.0.1 at <app-port>).
// 2. `next build` of the example with that relay baked in (NEXT_PUBLIC_LOGINKIT_*), unless an
//    up-to-date build exists. Each relay gets its own build, in .tmp/next-example/relay-<port>/ (a
//    copy of examples/next's files), so runs against different relays neither rebuild each
//    other's nor pull files from under a running `next start`. Up to date means: same example
//    files, dist/, Next.js version, relay settings and this script.
// 3. `next start` on 127.0.0.1:<app-port> (http://localhost:<app-port>/ for passkeys); ready when
//    http://127.0.0.1:<app-port>/ answers. SIGINT/SIGTERM stop the children and the relay.
// Next's telemetry is off; nothing here reaches the network beyond 127.0.0.1.
/* global fetch */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const host = '127.0.0.1';
const relayPort = Number(argValue('--relay-port', '8789'));
const appPort = Number(argValue('--app-port', '5177'));
const relayUrl = `http://${host}:${relayPort}`;
const configId = 'next-example';

const root = fileURLToPath(new URL('..', import.meta.url));
const exampleDir = join(root, 'examples/next');
const buildDir = join(root, '.tmp/next-example', `relay-${relayPort}`);
const stampFile = join(buildDir, '.next/loginkit-build-stamp');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Children still running, stopped on exit. */
const children = new Set();
let relay;
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await relay?.close().catch(() => {});
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const run = (args, extraEnv, label) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} ended with ${signal ?? `exit code ${code}`}`));
    });
  });

// 1. The package as an app gets it: the example imports loginkit's built entries, and the relay comes from there too.
const distFiles = ['dist/core.js', 'dist/react.js', 'dist/ui.js', 'dist/styles.css', 'dist/mock-relay-server.js', 'dist/types/react/index.d.ts'];
if (!distFiles.every((file) => existsSync(join(root, file)))) {
  console.log('[next-example] no built package in dist/: npm run build');
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Fixed enclave keys (derived from fixed seeds): the build pins the relay's public keys, and a
// reused build must still match the relay of a later run on that port.
const seedKey = (role) => createHash('sha256').update(`loginkit examples/next mock enclave ${role}`).digest('hex');
const { startMockRelayServer } = await import(pathToFileURL(join(root, 'dist/mock-relay-server.js')).href);
try {
  relay = await startMockRelayServer({
    host,
    port: relayPort,
    config: {
      configId,
      appName: 'loginkit Next.js example',
      enabledProviders: ['email', 'sms', 'passkey', 'google'],
      allowedOrigins: [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`],
    },
    enclaveKeys: { tlsFetcher: seedKey('tlsFetcher'), notarizer: seedKey('notarizer'), signer: seedKey('signer') },
    idpAccounts: [{ id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' }],
    // Every test client comes from 127.0.0.1: the per-address limits are raised (the per-contact ones stay).
    rateLimits: { otpInitPerAddress: { limit: 100_000 }, otpVerifyPerAddress: { limit: 100_000 } },
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(`[next-example] the mock relay could not start on ${relayUrl}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const trustedKeys = JSON.stringify(await (await fetch(`${relayUrl}/__mock/keys`)).json());

// 2. The build, unless this relay's build is up to date.
const buildEnv = { NEXT_PUBLIC_LOGINKIT_RELAY_URL: relayUrl, NEXT_PUBLIC_LOGINKIT_CONFIG_ID: configId, NEXT_PUBLIC_LOGINKIT_TRUSTED_KEYS: trustedKeys };
const exampleFiles = ['app', 'next.config.ts', 'tsconfig.json'];
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
const stamp = (() => {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ buildEnv, next: createRequire(import.meta.url)('next/package.json').version }));
  const sources = exampleFiles.flatMap((name) => (name.includes('.') ? [join(exampleDir, name)] : filesUnder(join(exampleDir, name))));
  for (const file of [fileURLToPath(import.meta.url), ...sources, ...filesUnder(join(root, 'dist'))]) hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
})();
const upToDate = existsSync(join(buildDir, '.next/BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (upToDate) {
  console.log(`[next-example] the build in ${relative(root, buildDir)} is up to date`);
} else {
  // A fresh copy of the example's files; Next's own cache (.next/cache) is kept.
  mkdirSync(buildDir, { recursive: true });
  for (const name of exampleFiles) {
    rmSync(join(buildDir, name), { recursive: true, force: true });
    cpSync(join(exampleDir, name), join(buildDir, name), { recursive: true });
  }
  rmSync(stampFile, { force: true });
  const started = Date.now();
  console.log(`[next-example] next build (relay ${relayUrl}) in ${relative(root, buildDir)}`);
  try {
    await run(['build', buildDir], buildEnv, 'next build');
  } catch (error) {
    console.error(`[next-example] ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
  writeFileSync(stampFile, stamp);
  console.log(`[next-example] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// 3. The app.
const app = spawn(process.execPath, [nextBin, 'start', buildDir, '--hostname', host, '--port', String(appPort)], { cwd: root, env, stdio: 'inherit' });
children.add(app);
app.on('exit', (code, signal) => {
  children.delete(app);
  if (!stopping) {
    console.error(`[next-example] next start ended with ${signal ?? `exit code ${code}`}`);
    void stop(code || 1);
  }
});
for (let attempt = 0; attempt < 600 && !stopping; attempt += 1) {
  const answered = await fetch(`http://${host}:${appPort}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

console.log(`
  Next.js example  http://localhost:${appPort}/  (passkeys need a domain name: use localhost, not 127.0.0.1)
  mock relay       ${relayUrl}/v1/  (mailbox ${relayUrl}/__mock/mailbox)
  Codes the mock relay "sends" are printed here.
`);
