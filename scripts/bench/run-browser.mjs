// The Chromium part of `npm run bench` (Playwright, the Chromium scripts/find-chromium.mjs finds):
//   crypto      the crypto cases (crypto-cases.mjs) in the page
//   open        click on the trigger → first interactive screen, per relay configuration, and the
//               JavaScript fetched at page load and when the modal opens (lazy chunks prefetched)
//   otpLogin    full email OTP logins of new users: submit → code screen, code → session, and the
//               relay requests made per login by endpoint (React StrictMode on and off)
//   wallet      wallet logins with the mock relay's test wallet (manual approval): click → connect
//               prompt, connect approved → signature prompt, signature approved → success screen
/* global window, document, Element, MutationObserver, performance -- used in page.evaluate / waitForFunction callbacks, which run in the page */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../find-chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? undefined : sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

export async function withBrowser(run) {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

export async function cryptoInBrowser(browser, pageUrl, time) {
  const page = await browser.newPage();
  await page.goto(`${pageUrl}/crypto.html`);
  await page.waitForFunction(() => window.benchReady === true);
  const rows = await page.evaluate((ms) => window.runCryptoBench({ time: ms }), time);
  await page.close();
  return rows;
}

/** JS files a page requested, with their sizes (raw and gzip -9, from the built files). */
function scriptSizes(urls, pageUrl, pageDir) {
  return urls.map((url) => {
    const file = readFileSync(`${pageDir}${new URL(url).pathname}`);
    return { file: new URL(url).pathname.replace(/^\/assets\//, ''), raw: file.length, gzip: gzipSync(file, { level: 9 }).length };
  });
}

/**
 * Click → first interactive screen, `runs` page loads (React StrictMode); on the first, the JS
 * loaded before and on opening, and the configuration requests after closing and reopening.
 */
export async function modalOpen(browser, { pageUrl, pageDir, relayUrl, configId, runs }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const painted = [];
  const domReady = [];
  let fetched;
  let configRequests;
  for (let run = 0; run < runs; run += 1) {
    const scripts = [];
    const configFetches = [];
    const onRequest = (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url() === `${relayUrl}/v1/wallet_kit_config`) configFetches.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${pageUrl}/modal.html?relay=${encodeURIComponent(relayUrl)}&config=${configId}`);
    const trigger = page.locator('[data-bench-trigger]');
    await trigger.waitFor();
    await page.waitForLoadState('networkidle');
    const atLoad = scripts.length;
    await trigger.click();
    await page.waitForFunction(() => window.benchMarks.opens.length === 1);
    const [mark] = await page.evaluate(() => window.benchMarks.opens);
    painted.push(mark.painted);
    domReady.push(mark.domReady);
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      fetched = { atLoad: scriptSizes(scripts.slice(0, atLoad), pageUrl, pageDir), onOpen: scriptSizes(scripts.slice(atLoad), pageUrl, pageDir) };
      // Closed and opened again: the configuration is not fetched again (one request per page).
      await page.keyboard.press('Escape');
      await page.locator('dialog').waitFor({ state: 'detached' });
      await trigger.click();
      await page.waitForLoadState('networkidle');
      configRequests = configFetches.length;
    }
    page.off('request', onRequest);
  }
  await context.close();
  return { runs, paintedMedianMs: median(painted), paintedP90Ms: percentile(painted, 90), domReadyMedianMs: median(domReady), fetched, configRequestsAfterReopen: configRequests };
}

async function latestCode(relayUrl, contact) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await globalThis.fetch(`${relayUrl}/__mock/mailbox?contact=${encodeURIComponent(contact)}`);
    const { messages } = await response.json();
    if (messages.length > 0) return messages.at(-1).code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code was sent to ${contact}`);
}

/**
 * `runs` new-user email logins, each in a fresh browser profile: the time from submitting the address to
 * the code screen, and from entering the code to the session; the relay requests of each page
 * (config included) by endpoint.
 */
export async function otpLogins(browser, { pageUrl, relayUrl, runs, strict, tag }) {
  const init = [];
  const verify = [];
  const requestsPerLogin = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh browser profile per login: no session restored, nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = {};
    const onRequest = (request) => {
      if (!request.url().startsWith(relayUrl) || request.url().includes('/__mock/')) return;
      // (Chromium makes CORS preflights in its network service: Playwright does not see them.)
      const key = new URL(request.url()).pathname.replace(/^\/v1\//, '');
      requests[key] = (requests[key] ?? 0) + 1;
    };
    page.on('request', onRequest);
    await page.goto(`${pageUrl}/modal.html?relay=${encodeURIComponent(relayUrl)}&strict=${strict ? 1 : 0}`);
    await page.locator('[data-bench-trigger]').click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('textbox').first();
    await field.waitFor();
    const email = `bench-${tag}-${run}-${Date.now()}@example.com`;
    await field.fill(email);
    await page.evaluate(() => {
      const marks = window.benchMarks;
      marks.submitAt = performance.now();
      const observer = new MutationObserver(() => {
        if (marks.codeReadyAt === undefined && document.querySelector('input[autocomplete="one-time-code"]')) marks.codeReadyAt = performance.now();
        if (marks.sessionAt === undefined && document.querySelector('[data-testid="bench-session"]')?.textContent?.startsWith('session')) {
          marks.sessionAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await field.press('Enter');
    const codeInput = dialog.locator('input[autocomplete="one-time-code"]');
    await codeInput.waitFor();
    const code = await latestCode(relayUrl, email);
    await page.evaluate(() => (window.benchMarks.codeAt = performance.now()));
    await codeInput.fill(code);
    await page.waitForFunction(() => window.benchMarks.sessionAt !== undefined, undefined, { timeout: 15000 });
    const marks = await page.evaluate(() => window.benchMarks);
    init.push(marks.codeReadyAt - marks.submitAt);
    verify.push(marks.sessionAt - marks.codeAt);
    await page.waitForLoadState('networkidle');
    requestsPerLogin.push(requests);
    await context.close();
  }
  // The requests of one login (all runs alike, else the distinct patterns are reported).
  const patterns = [...new Set(requestsPerLogin.map((requests) => JSON.stringify(Object.fromEntries(Object.entries(requests).sort()))))].map((text) => JSON.parse(text));
  return { runs, strict, initMedianMs: median(init), verifyMedianMs: median(verify), totalMedianMs: median(init.map((value, index) => value + verify[index])), requests: patterns };
}

/**
 * Installed in the page before the trigger is clicked: records, in the page's own clock, the
 * wallet login's steps, and drives the test wallet (manual approval) as a person would, without a
 * pause: each prompt approved as soon as it opens.
 *   triggerAt      click on the trigger (capture listener, performance.now())
 *   entryAt        "Continue with a wallet" shows (the compact method list's entry; a MutationObserver)
 *   entryClickAt   click on that entry (capture listener)
 *   listAt         the wallet list shows a button per chain (a MutationObserver)
 *   clickAt        click on a wallet button (capture listener, performance.now())
 *   connectAt      the wallet's connect prompt opens (waitForPrompt resolves: a microtask after it opens)
 *   connectOkAt    the connect prompt approved
 *   signAt         the signature prompt opens
 *   signOkAt       the signature approved
 *   successAt      the success screen is in the dialog; sessionAt: useSession reports the session
 */
function walletRecorder() {
  const marks = { prompts: [] };
  window.benchMarks.wallet = marks;
  const wallet = window.loginkitTestWallet;
  if (wallet === undefined) {
    marks.error = 'no test wallet in the page';
    return;
  }
  window.addEventListener(
    'click',
    (event) => {
      const now = performance.now();
      if (!(event.target instanceof Element)) return;
      if (marks.triggerAt === undefined && event.target.closest('[data-bench-trigger]')) marks.triggerAt = now;
      if (marks.entryClickAt === undefined && event.target.closest('.loginkit-wallet-entry')) marks.entryClickAt = now;
      if (marks.clickAt === undefined && event.target.closest('.loginkit-wallet-list__button')) marks.clickAt = now;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const now = performance.now();
    const dialog = document.querySelector('dialog');
    if (marks.entryAt === undefined && dialog?.querySelector('.loginkit-wallet-entry button')) marks.entryAt = now;
    if (marks.listAt === undefined && dialog && dialog.querySelectorAll('.loginkit-wallet-list__button').length >= 2) marks.listAt = now;
    if (marks.successAt === undefined && dialog?.querySelector('.loginkit-success-mark')) marks.successAt = now;
    if (marks.sessionAt === undefined && document.querySelector('[data-testid="bench-session"]')?.textContent?.startsWith('session')) marks.sessionAt = now;
    if (marks.successAt !== undefined && marks.sessionAt !== undefined) observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const approveNext = (at, okAt) =>
    wallet.waitForPrompt().then((prompt) => {
      marks[at] = performance.now();
      marks.prompts.push(`${prompt.chain} ${prompt.kind}`);
      marks[okAt] = performance.now();
      wallet.approve(prompt.id);
    });
  approveNext('connectAt', 'connectOkAt')
    .then(() => approveNext('signAt', 'signOkAt'))
    .catch((error) => (marks.error = String(error)));
}

/**
 * Wallet logins of new users with the mock relay's test wallet (manual approval, one Ethereum and
 * one Solana wallet, installed by `testWalletScript` as an init script), `runs` per chain and per
 * start. Before each, the page is loaded and its network idle (the page-load prefetches in), as in
 * `modalOpen`. `cold` clicks the wallet button as soon as the list shows it after the modal opened
 * (the other methods' chunks the opening prefetches may still be loading); `warm` once the page's
 * network is idle after opening. Each login in a fresh browser profile with a wallet of new keys,
 * so the wallet connects anew and the relay signs a new user up. The times are the page's own
 * (walletRecorder): nothing crosses the CDP boundary while a login is timed.
 */
export async function walletLogins(browser, { pageUrl, pageDir, relayUrl, configId, runs, walletScript }) {
  const kinds = ['cold', 'warm'].flatMap((start) => ['ethereum', 'solana'].map((chain) => ({ start, chain })));
  // Every wallet made first (new keys each: a new user per login), so the logins read dist/test-wallet.js only here.
  const scripts = Array.from({ length: runs }, () => kinds.map(() => walletScript({ approval: 'manual' })));
  const samples = kinds.map(() => []);
  const first = [];
  // Interleaved (run by run, each kind in turn): a change in the machine's load falls on every kind alike.
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { start, chain }] of kinds.entries()) {
      const context = await browser.newContext();
      await context.addInitScript({ content: scripts[run][index] });
      const page = await context.newPage();
      const requests = {};
      const fetched = [];
      const onRequest = (request) => {
        if (request.resourceType() === 'script') fetched.push(request.url());
        if (!request.url().startsWith(relayUrl) || request.url().includes('/__mock/')) return;
        const key = new URL(request.url()).pathname.replace(/^\/v1\//, '');
        requests[key] = (requests[key] ?? 0) + 1;
      };
      page.on('request', onRequest);
      await page.goto(`${pageUrl}/modal.html?relay=${encodeURIComponent(relayUrl)}&config=${configId}`);
      const trigger = page.locator('[data-bench-trigger]');
      await trigger.waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(walletRecorder);
      const atOpen = fetched.length;
      await trigger.click();
      // The compact method list (the default): every wallet behind "Continue with a wallet", which
      // shows at once (while discovery looks). Cold: clicked as soon as it shows; warm: once every
      // chunk the opening fetched is in (no request for 500 ms).
      const entry = page.locator('dialog .loginkit-wallet-entry button');
      await entry.waitFor();
      if (start === 'warm') await page.waitForLoadState('networkidle');
      await entry.click();
      // The wallet's button (its name and chain): in the list step once discovery found the wallet.
      const button = page.locator('dialog .loginkit-wallet-list__button').filter({ hasText: chain === 'ethereum' ? 'Ethereum' : 'Solana' });
      await button.waitFor();
      const atClick = fetched.length;
      await button.click();
      await page.waitForFunction(() => window.benchMarks.wallet.error !== undefined || (window.benchMarks.wallet.successAt !== undefined && window.benchMarks.wallet.sessionAt !== undefined), undefined, { timeout: 15000 });
      const marks = await page.evaluate(() => window.benchMarks.wallet);
      if (marks.error !== undefined) throw new Error(`wallet bench (${chain}, ${start}): ${marks.error}`);
      if (marks.prompts.join() !== `${chain} connect,${chain} sign`) throw new Error(`wallet bench (${chain}, ${start}): prompts ${marks.prompts.join(', ')}, expected connect then sign`);
      samples[index].push({
        entry: marks.entryAt - marks.triggerAt,
        list: marks.listAt - marks.entryClickAt,
        connect: marks.connectAt - marks.clickAt,
        prepare: marks.signAt - marks.connectOkAt,
        complete: marks.successAt - marks.signOkAt,
        session: marks.sessionAt - marks.signOkAt,
        total: marks.successAt - marks.clickAt,
      });
      if (run === 0) {
        // The first login of each kind: the relay requests made (all answered before the session is
        // reported); for the first login of all, the JS fetched, once the network is idle.
        if (index === 0) await page.waitForLoadState('networkidle');
        first[index] = {
          ...(index === 0 ? { fetched: { onOpen: scriptSizes(fetched.slice(atOpen, atClick), pageUrl, pageDir), afterClick: scriptSizes(fetched.slice(atClick), pageUrl, pageDir) } } : {}),
          requests: Object.fromEntries(Object.entries(requests).sort()),
        };
      }
      await context.close();
    }
  }
  const result = { cold: {}, warm: {} };
  for (const [index, { start, chain }] of kinds.entries()) {
    const medianOf = (key) => median(samples[index].map((sample) => sample[key]));
    result[start][chain] = {
      runs,
      entryShownMedianMs: medianOf('entry'),
      listShownMedianMs: medianOf('list'),
      clickToConnectPromptMedianMs: medianOf('connect'),
      connectToSignPromptMedianMs: medianOf('prepare'),
      signToSuccessMedianMs: medianOf('complete'),
      signToSessionMedianMs: medianOf('session'),
      clickToSuccessMedianMs: medianOf('total'),
      samples: samples[index],
      ...first[index],
    };
  }
  return result;
}
