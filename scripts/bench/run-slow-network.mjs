// The slow-network part of `npm run bench` (issue 27): logins on the production bench page in
// Chromium throttled through CDP (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower),
// against the mock relay over real HTTP. For each method (email code, passkey, wallet) a new user
// signs up, logs out, and comes back as a returning user in the same browser profile (the page
// loaded again, its hashed files from the browser's cache). Per login: navigation → "Log in" shown,
// opening → first field usable, send → code screen (email), and the trigger (last digit, passkey
// click, wallet click) → session, with every request between the trigger and the session (relay
// calls, JS chunks, dependency depth: slow-network-trace.mjs). Times are the page's own
// (performance.now()); the runner waits on page state, never on fixed sleeps, and asserts nothing.
/* global window, document, navigator, performance, Element, HTMLInputElement, MutationObserver */
import { median } from './run-browser.mjs';
import { recordRequests, slowNetworkConditions, throttle, waterfall } from './slow-network-trace.mjs';

/** Waits on page state are bounded only against a hang: a loaded CI machine is slow, not wrong. */
const timeout = 120_000;

/**
 * Installed in every page (an init script): marks, in the page's clock, "Log in" shown, the code
 * screen after the send, the session, and the one step the runner arms before it acts (a click, a
 * form's submit, the code's last digit) in a capture listener; and records each
 * `navigator.credentials.get` with its mediation and outcome (the passkey autofill's state).
 */
function slowPageRecorder() {
  const marks = {};
  const credentialRequests = [];
  const bench = { marks, credentialRequests, armed: undefined };
  window.benchSlow = bench;
  const fire = (kind, event) => {
    const { armed } = bench;
    if (armed === undefined || armed.kind !== kind) return;
    if (kind === 'click' && !(event.target instanceof Element && event.target.closest(armed.selector))) return;
    if (kind === 'input' && !(event.target instanceof HTMLInputElement && event.target.autocomplete === 'one-time-code' && event.target.value.length >= armed.length)) return;
    marks[armed.name] = performance.now();
    bench.armed = undefined;
  };
  for (const kind of ['click', 'submit', 'input']) window.addEventListener(kind, (event) => fire(kind, event), true);
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.loginShownAt === undefined && document.querySelector('[data-bench-trigger]')) marks.loginShownAt = now;
    if (marks.codeScreenAt === undefined && marks.sendAt !== undefined && document.querySelector('dialog input[autocomplete="one-time-code"]')) marks.codeScreenAt = now;
    if (marks.sessionAt === undefined && document.querySelector('[data-testid="bench-session"]')?.textContent?.startsWith('session')) marks.sessionAt = now;
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const get = navigator.credentials?.get?.bind(navigator.credentials);
  if (get !== undefined) {
    navigator.credentials.get = (options) => {
      const entry = { mediation: options?.mediation ?? 'optional', outcome: 'pending' };
      credentialRequests.push(entry);
      const answer = get(options);
      answer.then(
        () => (entry.outcome = 'resolved'),
        (error) => (entry.outcome = error?.name ?? 'rejected'),
      );
      return answer;
    };
  }
}

/** The next step the page marks as `name`: a click inside `selector`, a submit, or the code's last digit. */
const arm = (page, armed) => page.evaluate((value) => (window.benchSlow.armed = value), armed);
const waitForMark = (page, name) => page.waitForFunction((key) => window.benchSlow.marks[key] !== undefined, name, { timeout });

async function mailboxCount(relayUrl, contact) {
  const response = await globalThis.fetch(`${relayUrl}/__mock/mailbox?contact=${encodeURIComponent(contact)}`);
  return (await response.json()).messages;
}

/** The code sent after `before` messages (the runner reads the mailbox; outside every timed span). */
async function nextCode(relayUrl, contact, before) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const messages = await mailboxCount(relayUrl, contact);
    if (messages.length > before) return messages.at(-1).code;
    if (Date.now() > deadline) throw new Error(`slow network bench: no code was sent to ${contact}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Loads the page, clicks "Log in" as soon as it is there, waits for the first field. */
async function loadAndOpen(page, url) {
  await page.goto(url, { timeout });
  await page.locator('[data-bench-trigger]').click({ timeout });
  await page.waitForFunction(() => window.benchMarks.opens.length > 0, undefined, { timeout });
  return page.getByRole('dialog');
}

/** Each method's login, from the open dialog to the armed trigger's action (the session is awaited by the caller). */
const logins = {
  async email({ page, dialog, net, relayUrl, email }) {
    const field = dialog.getByRole('textbox').first();
    await field.fill(email, { timeout });
    const before = (await mailboxCount(relayUrl, email)).length;
    await net.quiet();
    await arm(page, { name: 'sendAt', kind: 'submit' });
    await field.press('Enter');
    await waitForMark(page, 'codeScreenAt');
    const code = await nextCode(relayUrl, email, before);
    const codeInput = dialog.locator('input[autocomplete="one-time-code"]');
    await codeInput.fill(code.slice(0, -1), { timeout });
    await net.quiet();
    await arm(page, { name: 'triggerAt', kind: 'input', length: code.length });
    await codeInput.press(code.at(-1));
  },
  async passkey({ page, dialog, net, authenticator, user }) {
    if (user === 'new') {
      await dialog.getByRole('button', { name: /create an account with a passkey/i }).click({ timeout });
      await dialog.locator('input[name="username"]').fill(`Slow Ada ${Date.now().toString(36)}`, { timeout });
      await net.quiet();
      await arm(page, { name: 'triggerAt', kind: 'click', selector: 'dialog button' });
      await dialog.getByRole('button', { name: /^create passkey$/i }).click({ timeout });
      return;
    }
    // The returning user's passkey is offered in the email field's autofill as the modal opens;
    // the authenticator holds that request (no presence) until the button is clicked, as a person
    // who does not pick it there (e2e/passkey-autofill.spec.ts does the same).
    await dialog.getByRole('textbox').first().click({ timeout });
    await page.waitForFunction(() => window.benchSlow.credentialRequests.some((entry) => entry.mediation === 'conditional' && entry.outcome === 'pending'), undefined, { timeout });
    await net.quiet();
    await authenticator.presence(true);
    await arm(page, { name: 'triggerAt', kind: 'click', selector: 'dialog button' });
    await dialog.getByRole('button', { name: /continue with a passkey/i }).click({ timeout });
  },
  async wallet({ page, dialog, net }) {
    // The compact list puts the wallets behind "Continue with a wallet"; the last used method may lead with them.
    const entry = dialog.locator('.loginkit-wallet-entry button');
    const button = dialog.locator('.loginkit-wallet-list__button').filter({ hasText: 'Ethereum' });
    await entry.or(button).first().waitFor({ timeout });
    if (!(await button.isVisible())) await entry.click({ timeout });
    await button.waitFor({ timeout });
    await net.quiet();
    await arm(page, { name: 'triggerAt', kind: 'click', selector: '.loginkit-wallet-list__button' });
    await button.click({ timeout });
  },
};

/** The CDP virtual authenticator of e2e/models/virtual-authenticator.ts (a platform authenticator with resident keys). */
async function addAuthenticator(cdp) {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { presence: (enabled) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }) };
}

/** One browser profile: a new user's login, logout, the page loaded again, the returning user's login. */
async function loginPair(browser, { method, pageUrl, relayUrl, walletScript, run, keepTimeline }) {
  const context = await browser.newContext();
  try {
    if (method === 'wallet') await context.addInitScript({ content: walletScript });
    await context.addInitScript(slowPageRecorder);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const net = recordRequests(cdp);
    await throttle(cdp);
    const authenticator = method === 'passkey' ? await addAuthenticator(cdp) : undefined;
    const email = `slow-${run}-${Date.now().toString(36)}@example.com`;
    const url = `${pageUrl}/modal.html?relay=${encodeURIComponent(relayUrl)}`;
    const results = {};
    for (const user of ['new', 'returning']) {
      if (user === 'returning') {
        await page.evaluate(() => window.benchLogout());
        await page.getByTestId('bench-session').filter({ hasText: 'signed out' }).waitFor({ timeout });
        await authenticator?.presence(false);
      }
      const dialog = await loadAndOpen(page, url);
      await logins[method]({ page, dialog, net, relayUrl, email, authenticator, user });
      await waitForMark(page, 'sessionAt');
      const { marks, timeOrigin, opens } = await page.evaluate(() => ({ marks: window.benchSlow.marks, timeOrigin: performance.timeOrigin, opens: window.benchMarks.opens }));
      const relayOrigin = new URL(relayUrl).origin;
      const [from, to] = [marks.triggerAt, marks.sessionAt].map((mark) => net.fromWall(timeOrigin + mark));
      // What the page still fetches once the session shows (the success screen's), until its network is quiet.
      await net.quiet();
      const later = waterfall(net.all(), { from: to + 0.001, to: Infinity, relayOrigin });
      const trace = { ...waterfall(net.all(), { from, to, relayOrigin }), afterSession: { relayCalls: later.relayCalls, chunks: later.chunks } };
      if (!keepTimeline) delete trace.timeline;
      results[user] = {
        navigationToLoginMs: marks.loginShownAt,
        openToFieldMs: opens[0].painted,
        ...(marks.sendAt === undefined ? {} : { sendToCodeScreenMs: marks.codeScreenAt - marks.sendAt }),
        triggerToSessionMs: marks.sessionAt - marks.triggerAt,
        afterTrigger: trace,
      };
    }
    return results;
  } catch (error) {
    throw new Error(`slow network bench: ${method} login (run ${run + 1}) failed: ${error.message}`, { cause: error });
  } finally {
    await context.close();
  }
}

/**
 * What the issue asks of each row (issue 27); reported, never asserted. Rows it sets nothing for have
 * none. The email returning user logs in in the profile of the new user's login, which remembers the
 * contact (a returning-contact digest): 2 calls. On a browser that does not, it is 3 (the lookup).
 */
const budgets = {
  'email new': { relayCalls: 4, chunks: 0, text: '4 relay calls, no JS chunk after the last digit' },
  'email returning': { relayCalls: 2, chunks: 0, text: '2 relay calls, no JS chunk after the last digit' },
  'passkey returning': { sessionMs: 1000, text: 'session within 1 s of the click' },
};
const triggers = { email: 'last digit', passkey: 'passkey click', wallet: 'wallet click' };

/** Whether every run's requests and the median time are within the row's budget (undefined: none set). */
function withinBudget(budget, samples, sessionMedian) {
  if (budget === undefined) return undefined;
  const calls = budget.relayCalls === undefined || samples.every((sample) => sample.afterTrigger.relayCalls.length <= budget.relayCalls);
  const chunks = budget.chunks === undefined || samples.every((sample) => sample.afterTrigger.chunks.length <= budget.chunks);
  const time = budget.sessionMs === undefined || sessionMedian <= budget.sessionMs;
  return calls && chunks && time;
}

/**
 * `runs` new and returning logins per method, interleaved (run by run, each method in turn, so a
 * change of the machine's load falls on every row alike). `walletScript()` makes a test wallet
 * init script (new keys each); where it cannot (no `npm run build`), the wallet rows say so.
 */
export async function slowNetworkLogins(browser, { pageUrl, relayUrl, runs, walletScript }) {
  const methods = ['email', 'passkey', 'wallet'];
  let walletMissing;
  try {
    walletScript();
  } catch (error) {
    walletMissing = error.message;
  }
  const samples = Object.fromEntries(methods.flatMap((method) => ['new', 'returning'].map((user) => [`${method} ${user}`, []])));
  for (let run = 0; run < runs; run += 1) {
    for (const method of methods) {
      if (method === 'wallet' && walletMissing !== undefined) continue;
      const pair = await loginPair(browser, { method, pageUrl, relayUrl, run, keepTimeline: run === 0, walletScript: method === 'wallet' ? walletScript() : undefined });
      for (const [user, result] of Object.entries(pair)) samples[`${method} ${user}`].push(result);
    }
  }
  const rows = Object.entries(samples).map(([name, list]) => {
    const [method, user] = name.split(' ');
    const base = { method, user, trigger: triggers[method], budget: budgets[name]?.text };
    if (list.length === 0) return { ...base, missing: walletMissing };
    const medianOf = (key) => median(list.map((sample) => sample[key]).filter((value) => value !== undefined));
    const sessionMedian = medianOf('triggerToSessionMs');
    const distinct = (pick) => [...new Set(list.map((sample) => JSON.stringify(pick(sample.afterTrigger))))].map((text) => JSON.parse(text));
    return {
      ...base,
      runs: list.length,
      navigationToLoginMedianMs: medianOf('navigationToLoginMs'),
      openToFieldMedianMs: medianOf('openToFieldMs'),
      sendToCodeScreenMedianMs: medianOf('sendToCodeScreenMs'),
      triggerToSessionMedianMs: sessionMedian,
      // What the runs fetched after the trigger (the distinct patterns: all runs alike gives one).
      relayCalls: distinct((trace) => trace.relayCalls),
      chunks: distinct((trace) => trace.chunks),
      preflights: distinct((trace) => trace.preflights),
      depth: distinct((trace) => trace.depth),
      rounds: distinct((trace) => trace.rounds),
      afterSession: distinct((trace) => trace.afterSession),
      withinBudget: withinBudget(budgets[name], list, sessionMedian),
      firstRunWaterfall: list[0].afterTrigger.timeline,
      samples: list.map(({ afterTrigger, ...times }) => ({ ...times, relayCalls: afterTrigger.relayCalls.length, chunks: afterTrigger.chunks.length, depth: afterTrigger.depth })),
    };
  });
  return { conditions: slowNetworkConditions, runs, rows };
}
