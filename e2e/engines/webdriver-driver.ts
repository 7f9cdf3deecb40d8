import { Key, remote } from 'webdriverio';
import { findWebKit } from '../../scripts/find-browsers.mjs';
import { actionTimeoutMs, describeTarget, untilStill, waitUntil, type EngineBrowser, type EnginePage, type KeyName, type Target } from './driver';
import { findElement, pageQuery, type PageQuery } from './find-element';
import { boxOf, dispatchPaste, fillField } from './page-scripts';

type Session = WebdriverIO.Browser;
type Element = WebdriverIO.Element;

/** Set by scripts/e2e-engines.mjs: the WebKitWebDriver it started (under its Xvfb). */
const driverUrl = process.env.LOGINKIT_WEBKIT_DRIVER_URL;

const keys: Record<KeyName, string> = { Tab: Key.Tab, Enter: Key.Enter, Escape: Key.Escape };

/**
 * WebKit (WebKitGTK's MiniBrowser) through WebDriver classic: webdriverio against the
 * WebKitWebDriver scripts/e2e-engines.mjs started. Each page is its own session (its own
 * MiniBrowser, with ephemeral storage): WebDriver classic has no browser contexts.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  if (driverUrl === undefined) throw new Error('LOGINKIT_WEBKIT_DRIVER_URL is not set: run the engines through `node scripts/e2e-engines.mjs`');
  const { browser: binary } = findWebKit();
  if (binary === undefined) throw new Error('no MiniBrowser: install Debian\'s webkit2gtk-driver or set LOGINKIT_WEBKIT_BROWSER');
  const { hostname, port } = new URL(driverUrl);
  const sessions = new Set<Session>();
  let version: string | undefined;
  return {
    engine: 'webkit',
    version: async () => version,
    async newPage() {
      // WebKitWebDriver runs one session at a time: end any a failed flow left behind.
      await Promise.allSettled([...sessions].map((old) => old.deleteSession()));
      sessions.clear();
      const session = await remote({
        hostname,
        port: Number(port),
        path: '/',
        logLevel: 'error',
        connectionRetryTimeout: 60_000,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      sessions.add(session);
      version = `WebKitGTK ${String((session.capabilities as WebdriverIO.Capabilities).browserVersion)} (${String((session.capabilities as WebdriverIO.Capabilities).browserName)})`;
      await session.setTimeout({ pageLoad: 60_000, script: actionTimeoutMs });
      const windows = { current: await session.getWindowHandle() };
      return new WebDriverPage(session, windows.current, windows, async () => {
        sessions.delete(session);
        await session.deleteSession();
      });
    },
    async close() {
      await Promise.allSettled([...sessions].map((session) => session.deleteSession()));
    },
  };
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
    const element = await this.element(target);
    // The value at once, as Playwright's fill does (key by key is `type`).
    await this.session.execute(fillField, element, value);
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
