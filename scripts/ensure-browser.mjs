#!/usr/bin/env node
// Makes sure a Chromium exists for the e2e tests; installs one when none does:
// Debian's package via apt-get when running as root on Debian/Ubuntu, Playwright's installer elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const run = (command, args) => {
  console.log(`[ensure-browser] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
};

let found = findChromium();
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
  if (isRoot && hasApt) {
    if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  } else {
    run('npx', ['playwright', 'install', 'chromium']);
  }
  found = findChromium();
}
if (!found) {
  console.error('[ensure-browser] no Chromium found or installable; set PLAYWRIGHT_CHROMIUM_EXECUTABLE');
  process.exit(1);
}
console.log(`[ensure-browser] using ${found}`);
