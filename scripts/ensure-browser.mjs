#!/usr/bin/env node
// Makes sure the e2e browsers exist, and installs what is missing when it can:
//   Chromium (Playwright e2e, Storybook axe, engines harness), Firefox, and WebKit's
//   WebKitWebDriver + MiniBrowser + Xvfb (scripts/e2e-engines.mjs).
// As root on Debian/Ubuntu: apt-get installs the missing packages (chromium, firefox-esr,
// webkit2gtk-driver, xvfb). Elsewhere Chromium comes from Playwright's installer, and for the
// others it says what is missing and how to point at an existing one (environment variables, see
// scripts/find-browsers.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { engineExecutables } from './find-browsers.mjs';

const run = (command, args) => {
  console.log(`[ensure-browser] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
};
const missing = () => engineExecutables().filter((entry) => entry.path === undefined);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');

let absent = missing();
if (absent.length > 0) {
  const packages = [...new Set(absent.map((entry) => entry.debianPackage))];
  if (isRoot && hasApt) {
    if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } else if (absent.some((entry) => entry.engine === 'chromium')) {
    run('npx', ['playwright', 'install', 'chromium']);
  }
  absent = missing();
}

for (const entry of engineExecutables()) if (entry.path !== undefined) console.log(`[ensure-browser] ${entry.engine.padEnd(8)} ${entry.what}: ${entry.path}`);
if (absent.length > 0) {
  const packages = [...new Set(absent.map((entry) => entry.debianPackage))];
  console.error('[ensure-browser] missing, and not installable here:');
  for (const entry of absent) console.error(`  ${entry.engine.padEnd(8)} ${entry.what}: install it (Debian: ${entry.debianPackage}) or set ${entry.envName} to its path`);
  console.error(`  On Debian/Ubuntu: sudo apt-get install --no-install-recommends ${packages.join(' ')}`);
  process.exit(1);
}
