// Finds the browsers of the three-engine e2e harness (scripts/e2e-engines.mjs). Each can be pointed
// at with an environment variable; the defaults are Debian's packages.
//   chromium  $PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's cache, /usr/bin/chromium (find-chromium.mjs)
//   firefox   $LOGINKIT_FIREFOX_EXECUTABLE      or /usr/bin/firefox-esr            (Debian: firefox-esr)
//   webkit    $LOGINKIT_WEBKIT_DRIVER            or /usr/bin/WebKitWebDriver        (Debian: webkit2gtk-driver)
//             $LOGINKIT_WEBKIT_BROWSER           or webkit2gtk-4.1's MiniBrowser    (Debian: webkit2gtk-driver)
//             $LOGINKIT_XVFB                     or /usr/bin/Xvfb                   (Debian: xvfb)
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const miniBrowserCandidates = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
];

/** An executable: the environment variable's (which must exist), else the first existing candidate. */
function pick(envName, candidates) {
  const fromEnv = process.env[envName];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`${envName}=${fromEnv} does not exist`);
  }
  return candidates.find((path) => existsSync(path));
}

/**
 * What each engine needs, found or not.
 * @returns {{ engine: 'chromium' | 'firefox' | 'webkit', what: string, envName: string, debianPackage: string, path: string | undefined }[]}
 */
export function engineExecutables() {
  return [
    { engine: 'chromium', what: 'Chromium', envName: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE', debianPackage: 'chromium', path: findChromium() },
    { engine: 'firefox', what: 'Firefox', envName: 'LOGINKIT_FIREFOX_EXECUTABLE', debianPackage: 'firefox-esr', path: pick('LOGINKIT_FIREFOX_EXECUTABLE', ['/usr/bin/firefox-esr', '/usr/bin/firefox']) },
    { engine: 'webkit', what: 'WebKitWebDriver', envName: 'LOGINKIT_WEBKIT_DRIVER', debianPackage: 'webkit2gtk-driver', path: pick('LOGINKIT_WEBKIT_DRIVER', ['/usr/bin/WebKitWebDriver']) },
    { engine: 'webkit', what: 'MiniBrowser (WebKitGTK)', envName: 'LOGINKIT_WEBKIT_BROWSER', debianPackage: 'webkit2gtk-driver', path: pick('LOGINKIT_WEBKIT_BROWSER', miniBrowserCandidates) },
    { engine: 'webkit', what: 'Xvfb (MiniBrowser has no headless mode)', envName: 'LOGINKIT_XVFB', debianPackage: 'xvfb', path: pick('LOGINKIT_XVFB', ['/usr/bin/Xvfb']) },
  ];
}

/** The Firefox executable, or undefined. */
export function findFirefox() {
  return engineExecutables().find((entry) => entry.engine === 'firefox')?.path;
}

/** WebKitWebDriver, MiniBrowser and Xvfb, or undefined for each one missing. */
export function findWebKit() {
  const [, , driver, browser, xvfb] = engineExecutables();
  return { driver: driver?.path, browser: browser?.path, xvfb: xvfb?.path };
}
