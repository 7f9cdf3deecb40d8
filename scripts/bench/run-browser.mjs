// The Chromium part of `npm run bench` (Playwright, the Chromium scripts/find-chromium.mjs finds):
//   crypto      the crypto cases (crypto-cases.mjs) in the page
//   open        click on the trigger → first interactive screen, per relay configuration, and the
//               JavaScript fetched at page load and when the modal opens (lazy chunks prefetched)
//   otpLogin    full email OTP logins of new users: submit → code screen, code → session, and the
//               relay requests made per login by endpoint (React StrictMode on and off)
/* global window, document, MutationObserver, performance -- used in page.evaluate / waitForFunction callbacks, which run in the page */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../find-chromium.mjs';

const median = (values) => {
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
