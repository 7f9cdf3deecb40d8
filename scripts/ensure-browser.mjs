#!/usr/bin/env node
// Makes sure the e2e browsers exist, and installs what is missing when it can:
//   Chromium (Playwright e2e, Storybook axe, engines harness), Firefox, and WebKit's
//   WebKitWebDriver + MiniBrowser + Xvfb (scripts/e2e-engines.mjs).
// As root on Debian/Ubuntu: apt-get installs the missing packages (chromium, firefox-esr,
// webkit2gtk-driver, xvfb). Elsewhere Chromium comes from Playwright's installer, and for the
// others it says what is missing and how to point at an existing one (environment variables, see
// scripts/find-browsers.mjs).
//
// Two runs side by side (two `npm test` on a fresh machine) meet at apt's locks: the second waits
// for the first's install rather than giving up, and then uses what it installed. It waits
//   - before looking: while apt or dpkg holds a lock, a package may be half unpacked (its
//     executable there, its libraries not yet), so nothing is trusted until the lock is free;
//   - in apt-get install: -o DPkg::Lock::Timeout (apt waits for dpkg's frontend lock itself);
//   - around apt-get update: apt 2.6 does not apply that timeout to the lists lock
//     (/var/lib/apt/lists/lock), so this script waits for the lock and tries again;
// and looks again at what is present after every apt step, failed or not.
// LOGINKIT_APT_LOCK_TIMEOUT (seconds, default 900) bounds the whole wait.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { engineExecutables } from './find-browsers.mjs';

const lockTimeoutSeconds = Number(process.env.LOGINKIT_APT_LOCK_TIMEOUT ?? 900);
const deadline = Date.now() + lockTimeoutSeconds * 1000;
const secondsLeft = () => Math.max(1, Math.ceil((deadline - Date.now()) / 1000));
const log = (line) => console.log(`[ensure-browser] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const run = (command, args) => {
  log(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
};
const missing = () => engineExecutables().filter((entry) => entry.path === undefined);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');

/** The locks apt and dpkg take (fcntl locks on these files) while they update lists or install. */
const aptLockFiles = ['/var/lib/dpkg/lock-frontend', '/var/lib/dpkg/lock', '/var/lib/apt/lists/lock', '/var/cache/apt/archives/lock'];

/** The apt/dpkg lock files some process holds now, read from /proc/locks (no tool needed). */
function heldAptLocks() {
  let table;
  try {
    table = readFileSync('/proc/locks', 'utf8');
  } catch {
    return [];
  }
  // "1: POSIX  ADVISORY  WRITE 9953 fe:00:399286 0 EOF": major:minor (hex) and inode (decimal).
  const held = new Set();
  for (const line of table.split('\n')) {
    const match = / (\d+) ([0-9a-f]+):([0-9a-f]+):(\d+) /.exec(line);
    if (match) held.add(`${parseInt(match[2], 16)}:${parseInt(match[3], 16)}:${match[4]}`);
  }
  return aptLockFiles.filter((path) => {
    try {
      const { dev, ino } = statSync(path);
      const major = Number((BigInt(dev) >> 8n) & 0xfffn);
      const minor = Number((BigInt(dev) & 0xffn) | ((BigInt(dev) >> 12n) & 0xfff00n));
      return held.has(`${major}:${minor}:${ino}`);
    } catch {
      return false;
    }
  });
}

/** Waits while another apt or dpkg (another run's install) holds a lock; false when the wait ran out. */
async function aptIdle() {
  let said = false;
  for (;;) {
    const held = heldAptLocks();
    if (held.length === 0) return true;
    if (Date.now() > deadline) {
      console.error(`[ensure-browser] apt is still busy after ${lockTimeoutSeconds} s (held: ${held.join(', ')})`);
      return false;
    }
    if (!said) log(`apt or dpkg is busy (another install?), waiting for ${held.join(', ')}`);
    said = true;
    await sleep(1000);
  }
}

/** apt-get `args`, waiting for apt's locks (its own timeout for dpkg's, a retry for the lists lock). */
async function aptGet(args) {
  for (;;) {
    await aptIdle();
    const full = ['-o', `DPkg::Lock::Timeout=${secondsLeft()}`, ...args];
    log(`apt-get ${full.join(' ')}`);
    const result = spawnSync('apt-get', full, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.stderr) process.stderr.write(result.stderr);
    if (result.status === 0) return true;
    const lockedOut = /Could not get lock|Unable to lock|Unable to acquire/i.test(result.stderr ?? '');
    if (!lockedOut || Date.now() > deadline) return false;
    log('apt-get met a lock held by another apt: waiting, then trying again');
    await sleep(1000);
  }
}

/** Our packages that dpkg has begun but not finished installing (unpacked, not configured: not to be used yet). */
function halfInstalled() {
  const packages = [...new Set(engineExecutables().map((entry) => entry.debianPackage))];
  const result = spawnSync('dpkg-query', ['-W', '-f=${Package} ${db:Status-Abbrev}\\n', ...packages], { encoding: 'utf8' });
  return (result.stdout ?? '')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    // Status-Abbrev: wanted then current state; U, F, H: unpacked, half-configured, half-installed; "in": chosen, not yet unpacked.
    .filter(([name, status]) => name && status && ('UFH'.includes(status[1]) || status.startsWith('in')))
    .map(([name]) => name);
}

let absent = missing();
// Another run may be installing these very packages: let it finish, then look again.
if (isRoot && hasApt && heldAptLocks().length > 0 && (absent.length > 0 || halfInstalled().length > 0)) {
  await aptIdle();
  absent = missing();
}
if (absent.length > 0) {
  const packages = [...new Set(absent.map((entry) => entry.debianPackage))];
  if (isRoot && hasApt) {
    if (await aptGet(['update', '-qq'])) await aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
    else log('apt-get update failed; looking again at what is installed');
    // Whatever apt said: another run may have installed them meanwhile.
    await aptIdle();
  } else if (absent.some((entry) => entry.engine === 'chromium')) {
    run('npx', ['playwright', 'install', 'chromium']);
  }
  absent = missing();
}

for (const entry of engineExecutables()) if (entry.path !== undefined) log(`${entry.engine.padEnd(8)} ${entry.what}: ${entry.path}`);
if (absent.length > 0) {
  const packages = [...new Set(absent.map((entry) => entry.debianPackage))];
  console.error('[ensure-browser] missing, and not installable here:');
  for (const entry of absent) console.error(`  ${entry.engine.padEnd(8)} ${entry.what}: install it (Debian: ${entry.debianPackage}) or set ${entry.envName} to its path`);
  console.error(`  On Debian/Ubuntu: sudo apt-get install --no-install-recommends ${packages.join(' ')}`);
  process.exit(1);
}
