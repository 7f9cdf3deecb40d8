// Node only: exported from `loginkit/mock-relay/server`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fixedTestWalletOptions } from './test-wallet-options';
import type { TestWalletOptions } from './test-wallet-types';

/**
 * Where the standalone installer is: `<package>/dist/test-wallet.js`. This module is
 * `src/mock-relay/test-wallet/` in the sources and `dist/mock-relay/test-wallet/` when built, so
 * the same relative path reaches it from both.
 */
const installerPath = '../../../dist/test-wallet.js';
// Through a variable: Vite would take `new URL('literal', import.meta.url)` for an asset of the
// build and inline the file (a stale one) into this module.
export const testWalletScriptUrl = new URL(installerPath, import.meta.url);

/**
 * JavaScript that installs the test wallet with `options` on the page that runs it, for
 * Playwright's `page.addInitScript({ content })` (every page and frame of the context then has it,
 * as `window.loginkitTestWallet`). The options are checked here (a bad one throws naming it), and
 * keys not given are drawn now, once: every page the script runs in has the same accounts.
 */
export function testWalletScript(options?: TestWalletOptions): string {
  return testWalletScriptFrom(testWalletScriptUrl, options);
}

/** `testWalletScript` with the standalone installer read from `scriptUrl` (tests build their own). */
export function testWalletScriptFrom(scriptUrl: URL, options?: TestWalletOptions): string {
  const fixed = fixedTestWalletOptions(options);
  let installer: string;
  try {
    installer = readFileSync(scriptUrl, 'utf8');
  } catch (error) {
    throw new Error(`testWalletScript: cannot read the test wallet installer ${fileURLToPath(scriptUrl)}: run \`npm run build\` (it builds dist/test-wallet.js)`, { cause: error });
  }
  return `${installer}\n;if (typeof window !== 'undefined' && window.loginkitTestWallet === undefined) globalThis.loginkitInstallTestWallet(window, ${JSON.stringify(fixed)});\n`;
}
