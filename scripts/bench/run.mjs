#!/usr/bin/env node
// `npm run bench`: loginkit's speed, measured side by side in one run, printed as one table of
// medians and ratios and written to reports/bench.json. A report, never a test: nothing here
// asserts a timing. See PERFORMANCE.md for the method.
//   --quick           short runs (a smoke run of the whole pipeline, figures not meaningful)
//   --only a,b        parts to run: crypto-node, crypto-browser, modal, login, wallet, slow, load
// Ports: each server takes a free one (the system's choice), so two runs on one machine (CI beside
// another `npm test`) never collide.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { buildBenchPage } from './build-page.mjs';
import { root } from './bundle.mjs';
import { emailOnlyConfig, fullConfig, loadRelayModule } from './relays.mjs';
import { cryptoInBrowser, modalOpen, otpLogins, walletLogins, withBrowser } from './run-browser.mjs';
import { relayUnderLoad } from './run-load.mjs';
import { slowNetworkLogins } from './run-slow-network.mjs';
import { serveStatic } from './static-server.mjs';
import { findChromium } from '../find-chromium.mjs';

const quick = process.argv.includes('--quick');
const onlyIndex = process.argv.indexOf('--only');
const parts = new Set(onlyIndex === -1 ? ['crypto-node', 'crypto-browser', 'modal', 'login', 'wallet', 'slow', 'load'] : process.argv[onlyIndex + 1].split(','));
const settings = quick
  ? { cryptoTime: 100, opens: 1, logins: 1, walletLogins: 1, slowLogins: 1, loadMs: 1000 }
  : { cryptoTime: 2500, opens: 30, logins: 10, walletLogins: 10, slowLogins: 10, loadMs: 20000 };
const ports = { page: 0, full: 0, emailOnly: 0, load: 0 };

const chromiumPath = findChromium();
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  node: process.version,
  chromium: chromiumPath ? execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() : 'not found',
  loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
};
const report = { generatedAt: new Date().toISOString(), machine, settings, quick };
const log = (line) => console.error(`[bench] ${line}`);

if (parts.has('crypto-node')) {
  log('crypto in Node (tinybench)');
  // A child process: the Node figures are not disturbed by the browser parts' servers.
  const output = execFileSync(process.execPath, [`${root}scripts/bench/run-crypto-node.mjs`, '--time', String(settings.cryptoTime)], { encoding: 'utf8' });
  report.cryptoNode = JSON.parse(output.trim().split('\n').at(-1));
}

if (['crypto-browser', 'modal', 'login', 'wallet', 'slow'].some((part) => parts.has(part))) {
  log('building the bench pages (Vite, production)');
  const page = await buildBenchPage();
  const server = await serveStatic(page.dir, ports.page);
  // The slow-network part's pages as an app's host serves them (gzip, hashed files cached for good).
  const productionServer = await serveStatic(page.dir, ports.page, '127.0.0.1', { production: true });
  const relayModule = await loadRelayModule();
  const relays = [
    await relayModule.startMockRelayServer({ port: ports.full, config: fullConfig, rateLimits: false }),
    await relayModule.startMockRelayServer({ port: ports.emailOnly, config: emailOnlyConfig, rateLimits: false }),
  ];
  const [full, emailOnly] = relays.map((relay) => relay.url);
  try {
    await withBrowser(async (browser) => {
      if (parts.has('crypto-browser')) {
        log('crypto in Chromium (tinybench in the page)');
        report.cryptoBrowser = await cryptoInBrowser(browser, server.url, settings.cryptoTime);
      }
      if (parts.has('modal')) {
        log('modal: click → first interactive screen');
        report.modalOpen = {
          everyMethod: await modalOpen(browser, { pageUrl: server.url, pageDir: page.dir, relayUrl: full, configId: fullConfig.configId, runs: settings.opens }),
          emailOnly: await modalOpen(browser, { pageUrl: server.url, pageDir: page.dir, relayUrl: emailOnly, configId: emailOnlyConfig.configId, runs: settings.opens }),
        };
      }
      if (parts.has('login')) {
        log('modal: full OTP logins (StrictMode on, then off)');
        report.otpLogin = {
          strictMode: await otpLogins(browser, { pageUrl: server.url, relayUrl: full, runs: settings.logins, strict: true, tag: 'strict' }),
          noStrictMode: await otpLogins(browser, { pageUrl: server.url, relayUrl: full, runs: settings.logins, strict: false, tag: 'plain' }),
        };
      }
      if (parts.has('wallet')) {
        log('modal: wallet logins with the test wallet (manual approval), cold and warm, Ethereum and Solana');
        const startedAt = Date.now();
        report.walletLogin = await walletLogins(browser, {
          pageUrl: server.url,
          pageDir: page.dir,
          relayUrl: full,
          configId: fullConfig.configId,
          runs: settings.walletLogins,
          walletScript: relayModule.testWalletScript,
        });
        log(`wallet logins: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      }
      if (parts.has('slow')) {
        log('slow network: new and returning logins (email code, passkey, wallet), CDP-throttled Chromium');
        const startedAt = Date.now();
        report.slowNetwork = await slowNetworkLogins(browser, {
          // localhost, not 127.0.0.1: WebAuthn needs a domain as its relying party id.
          pageUrl: `http://localhost:${productionServer.port}`,
          relayUrl: full,
          runs: settings.slowLogins,
          walletScript: () => relayModule.testWalletScript({ approval: 'approve' }),
        });
        report.slowNetwork.seconds = Number(((Date.now() - startedAt) / 1000).toFixed(1));
        log(`slow network: ${report.slowNetwork.seconds} s`);
      }
    });
  } finally {
    await Promise.allSettled([...relays.map((relay) => relay.close()), server.close(), productionServer.close()]);
    await relayModule.close();
  }
}

if (parts.has('load')) {
  log(`mock relay under load: 50 clients, ${settings.loadMs / 1000} s`);
  report.load = await relayUnderLoad({ port: ports.load, concurrency: 50, durationMs: settings.loadMs });
}
if (parts.has('wallet')) {
  // The wallet chunks' size is `npm run size`'s (reports/size.json), not measured again here.
  try {
    const size = JSON.parse(readFileSync(`${root}reports/size.json`, 'utf8'));
    const row = size.rows.find((entry) => entry.name === 'scenario: full modal, every method' && entry.walletChunks);
    report.walletChunks = row ? { ...row.walletChunks, sizeReportGeneratedAt: size.generatedAt } : { missing: 'reports/size.json has no walletChunks for the full modal: run `npm run size`' };
  } catch {
    report.walletChunks = { missing: 'no reports/size.json: run `npm run size`' };
  }
}
machine.loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));

// The protocol's minimum for an email login of a new user (protocol.md §5, §11): the
// configuration once per page, then otp_init_v2, otp_verify_v2, account, signup_v2, otp_login_v2
// (issue 27: the account lookup is the documented way to tell a new user from a returning one; only
// a browser that remembers the contact as returning skips it, and a new user is never remembered).
report.protocolMinimum = { newUser: { wallet_kit_config: 1, otp_init_v2: 1, otp_verify_v2: 1, account: 1, signup_v2: 1, otp_login_v2: 1 }, total: 6 };

mkdirSync(`${root}reports`, { recursive: true });
writeFileSync(`${root}reports/bench.json`, `${JSON.stringify(report, null, 2)}\n`);
const { printReport } = await import('./print-report.mjs');
console.log(printReport(report, JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version));
