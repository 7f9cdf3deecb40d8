import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Key, remote } from 'webdriverio';
import { findWebKit } from '../../scripts/find-browsers.mjs';
import { untilAnswers } from '../../scripts/until-answers.mjs';
import { actionTimeoutMs, describeTarget, untilStill, waitUntil, type EngineBrowser, type EnginePage, type KeyName, type Target } from './driver';
import { findElement, pageQuery, type PageQuery } from './find-element';
import { boxOf, dispatchPaste, fillField } from './page-scripts';

type Session = WebdriverIO.Browser;
type Element = WebdriverIO.Element;

/** Set by scripts/e2e-engines.mjs: the X display (its Xvfb) the browsers draw on. */
const display = process.env.LOGINKIT_WEBKIT_DISPLAY;

/**
 * How long a new session may take to start. It takes well under a second on an idle machine and a
 * few on a busy one. WebKitWebDriver hands MiniBrowser a port it found free and then connects to
 * it until it answers, with no limit: when another process takes that port first (any
 * connection on the machine can), it waits forever.
 */
const sessionStartMs = 30_000;
/** Tries at starting a session, each with a new WebKitWebDriver and MiniBrowser. */
const sessionStartTries = 3;

const keys: Record<KeyName, string> = { Tab: Key.Tab, Enter: Key.Enter, Escape: Key.Escape };

/**
 * WebKit (WebKitGTK's MiniBrowser) through WebDriver classic: webdriverio against a
 * WebKitWebDriver per page, on scripts/e2e-engines.mjs's Xvfb. Each page is its own session (its
 * own MiniBrowser, with ephemeral storage): WebDriver classic has no browser contexts.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  if (display === undefined) throw new Error('LOGINKIT_WEBKIT_DISPLAY is not set: run the engines through `node scripts/e2e-engines.mjs`');
  const { driver, browser: binary } = findWebKit();
  if (driver === undefined || binary === undefined) throw new Error("no WebKitWebDriver or MiniBrowser: install Debian's webkit2gtk-driver or set LOGINKIT_WEBKIT_BROWSER");
  const drivers = new Set<WebKitDriver>();
  let version: string | undefined;
  return {
    engine: 'webkit',
    version: async () => version,
    async newPage() {
      const { session, stop } = await startSession(driver, binary, display, drivers);
      version = `WebKitGTK ${String((session.capabilities as WebdriverIO.Capabilities).browserVersion)} (${String((session.capabilities as WebdriverIO.Capabilities).browserName)})`;
      await session.setTimeout({ pageLoad: 60_000, script: actionTimeoutMs });
      const windows = { current: await session.getWindowHandle() };
      return new WebDriverPage(session, windows.current, windows, async () => {
        await session.deleteSession().catch(() => undefined);
        await stop();
      });
    },
    async close() {
      await Promise.allSettled([...drivers].map((running) => running.stop()));
    },
  };
}

interface WebKitDriver {
  port: number;
  /** Ends the driver and every browser it started (its process group). */
  stop(): Promise<void>;
}

/** A session on a WebKitWebDriver of its own: started again (driver and browser) when it does not start in time. */
async function startSession(driver: string, binary: string, display: string, drivers: Set<WebKitDriver>): Promise<{ session: Session; stop: () => Promise<void> }> {
  for (let attempt = 1; ; attempt += 1) {
    const running = await startDriver(driver, display);
    drivers.add(running);
    const stop = async () => {
      drivers.delete(running);
      await running.stop();
    };
    try {
      const session = await remote({
        hostname: '127.0.0.1',
        port: running.port,
        path: '/',
        logLevel: 'silent',
        connectionRetryTimeout: sessionStartMs,
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      return { session, stop };
    } catch (error) {
      await stop();
      if (attempt >= sessionStartTries) throw new Error(`WebKitWebDriver started no session in ${sessionStartTries} tries of ${sessionStartMs / 1000} s`, { cause: error });
      // Said in the log, so that a machine where this happens often is noticed.
      console.warn(`[webkit] WebKitWebDriver started no session in ${sessionStartMs / 1000} s (try ${attempt}): starting it again (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** Starts WebKitWebDriver on a free port, in its own process group; resolves once it answers. */
async function startDriver(driver: string, display: string): Promise<WebKitDriver> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(driver, [`--port=${port}`, '--host=127.0.0.1'], { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DISPLAY: display } });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const stop = () => stopGroup(child);
    try {
      await untilAnswers(child, `http://127.0.0.1:${port}/status`, { name: 'WebKitWebDriver', timeoutMs: 30_000, stderr: () => stderr, intervalMs: 100 });
      return { port, stop };
    } catch (error) {
      await stop();
      // Another process took the port between our look and the driver's bind: another port.
      if (attempt >= 3) throw new Error(`WebKitWebDriver did not start: ${stderr}`, { cause: error });
    }
  }
}

/** SIGTERM to the process group (driver, MiniBrowser, its web processes), SIGKILL if still there after 5 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child.pid, 'SIGTERM');
  const done = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
  // The browser may outlive the driver: its group is ended either way.
  signalGroup(child.pid, done ? 'SIGTERM' : 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

class WebDriverPage implements EnginePage {
  constructor(
    private readonly session: Session,
    private readonly handle: string,
    /** The window the session's commands go to (shared by a page and its popups). */
    private readonly windows: { current: string },
    private readonly end: () => Promise<void>,
  ) {}

  /** Directs the session's commands at this window. */
  private async focus(): Promise<void> {
    if (this.windows.current === this.handle) return;
    await this.session.switchToWindow(this.handle);
    this.windows.current = this.handle;
  }

  private async find(query: PageQuery): Promise<Element | undefined> {
    const found = (await this.session.execute(findElement, query)) as unknown;
    if (found === null || found === undefined) return undefined;
    return this.session.$(found as Parameters<Session['$']>[0]).getElement();
  }

  private async element(target: Target): Promise<Element> {
    await this.focus();
    const query = pageQuery(target);
    try {
      return await waitUntil(describeTarget(target), () => this.find(query));
    } catch (error) {
      throw new Error(`no visible ${describeTarget(target)} in ${await this.session.getUrl()}`, { cause: error });
    }
  }

  async goto(url: string) {
    await this.focus();
    await this.session.url(url);
  }
  /**
   * WebDriver sizes the window, not the page: the window is sized once, its chrome (MiniBrowser's
   * toolbar) measured as the difference, and sized again to leave the page width × height, or as
   * near as the window goes (never narrower than its toolbar).
   */
  async setViewport(width: number, height: number) {
    await this.focus();
    const inner = async () => JSON.stringify(await this.session.execute(() => ({ width: window.innerWidth, height: window.innerHeight })));
    await this.session.setWindowRect(null, null, width, height);
    const first = JSON.parse(await inner()) as { width: number; height: number };
    await this.session.setWindowRect(null, null, 2 * width - first.width, 2 * height - first.height);
    await untilStill('the resized viewport', inner);
    return JSON.parse(await inner()) as { width: number; height: number };
  }
  async reload() {
    await this.focus();
    await this.session.refresh();
  }
  async url() {
    await this.focus();
    return this.session.getUrl();
  }
  async click(target: Target) {
    let element = await this.element(target);
    // Aimed at the element's centre: wait until it stops moving (Playwright's own click does this itself).
    // Found again each time: a re-render may replace the node (a stale reference is never "still").
    const query = pageQuery(target);
    await untilStill(describeTarget(target), async () => {
      const found = await this.find(query);
      if (found === undefined) return 'covered';
      element = found;
      return this.session.execute(boxOf, element);
    });
    await element.click();
  }
  async fill(target: Target, value: string) {
    // The value at once, as Playwright's fill does (key by key is `type`); into the field as it is
    // now, should it have been replaced since it was found: WebKitWebDriver then answers "stale element
    // reference" (the SMS field re-renders as the channel switches), and the field is found again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const filled = await this.session.execute(fillField, await this.element(target), value).catch((error: unknown) => {
        if (error instanceof Error && /stale element reference/i.test(`${error.name} ${error.message}`)) return false;
        throw error;
      });
      if (filled === true) return;
    }
    throw new Error(`fill: ${JSON.stringify(target)} kept being replaced`);
  }
  async type(target: Target, text: string) {
    const element = await this.element(target);
    await this.session.execute((node: HTMLElement) => node.focus(), element);
    await this.typeKeys(text);
  }
  /** One actions request: a key down and up per character, no pause between them. */
  private async typeKeys(text: string): Promise<void> {
    const typing = this.session.action('key');
    for (const character of text) typing.down(character).up(character);
    await typing.perform();
  }
  async press(key: KeyName) {
    await this.focus();
    await this.session.action('key').down(keys[key]).up(keys[key]).perform();
  }
  async paste(target: Target, text: string) {
    const element = await this.element(target);
    await this.session.execute(dispatchPaste, element, text);
  }
  async text(target: Target) {
    await this.focus();
    const element = await this.find(pageQuery(target));
    if (element === undefined) return undefined;
    return ((await this.session.execute((node: HTMLElement) => node.textContent, element)) ?? '').trim();
  }
  async isVisible(target: Target) {
    await this.focus();
    return (await this.find(pageQuery(target))) !== undefined;
  }
  async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    await this.focus();
    return (await this.session.execute(fn as (arg: unknown) => unknown, arg as unknown)) as R;
  }
  async popupFrom(action: () => Promise<void>) {
    await this.focus();
    const before = new Set(await this.session.getWindowHandles());
    await action();
    const handle = await waitUntil('a new window', async () => (await this.session.getWindowHandles()).find((h) => !before.has(h))).catch(async (error: unknown) => {
      throw new Error(`no window opened; this one is at ${await this.session.getUrl()}`, { cause: error });
    });
    return new WebDriverPage(this.session, handle, this.windows, async () => {
      await this.focusOn(handle);
      await this.session.closeWindow();
    });
  }
  private async focusOn(handle: string): Promise<void> {
    await this.session.switchToWindow(handle);
    this.windows.current = handle;
  }
  async isClosed() {
    return !(await this.session.getWindowHandles()).includes(this.handle);
  }
  async close() {
    await this.end();
  }
}
