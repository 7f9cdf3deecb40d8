// Finds a Chromium for Playwright: $PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own cache, or the system one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** @returns {string | undefined} an existing Chromium executable, or undefined */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE=${fromEnv} does not exist`);
  }
  try {
    const { chromium } = require('playwright-core');
    const cached = chromium.executablePath();
    if (cached && existsSync(cached)) return cached;
  } catch {
    // playwright-core not resolvable or no cached browser: fall through to the system one
  }
  return systemCandidates.find((path) => existsSync(path));
}

/** Chromium launch options shared by the Playwright configs: the found executable and flags for headless CI boxes. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}
