import { findFirefox } from '../../scripts/find-browsers.mjs';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { actionTimeoutMs, describeTarget, untilStill, waitUntil, type EngineBrowser, type EnginePage, type KeyName, type Target } from './driver';
import { findElement, pageQuery } from './find-element';
import { boxOf, dispatchPaste, fillField } from './page-scripts';

/** Firefox (Debian's ESR) through Puppeteer over WebDriver BiDi, headless. */
export async function launchFirefox(): Promise<EngineBrowser> {
  const executablePath = findFirefox();
  if (executablePath === undefined) throw new Error('no Firefox: install Debian\'s firefox-esr or set LOGINKIT_FIREFOX_EXECUTABLE');
  // The same viewport as the other engines' (Playwright's 1280×720), not Puppeteer's 800×600.
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, protocolTimeout: 60_000, defaultViewport: { width: 1280, height: 720 } });
  return {
    engine: 'firefox',
    version: async () => (await browser.version()).replace(/^firefox\//i, 'Firefox '),
    async newPage() {
      // Its own user context: storage starts empty, as in a new Playwright context.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(actionTimeoutMs);
      return new PuppeteerPage(page, context);
    },
    close: () => browser.close(),
  };
}

class PuppeteerPage implements EnginePage {
  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly isPopup = false,
  ) {}

  private async element(target: Target): Promise<ElementHandle<Element>> {
    try {
      const handle = await this.page.waitForFunction(findElement, { polling: 50, timeout: actionTimeoutMs }, pageQuery(target));
      const element = handle.asElement();
      if (element === null) throw new Error('not an element');
      return element as ElementHandle<Element>;
    } catch (error) {
      throw new Error(`no visible ${describeTarget(target)} in ${this.page.url()}`, { cause: error });
    }
  }

  async goto(url: string) {
    await this.page.goto(url);
  }
  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
    return this.page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  }
  async reload() {
    await this.page.reload();
  }
  async url() {
    return this.page.url();
  }
  async click(target: Target) {
    let element = await this.element(target);
    // Aimed at the element's centre: wait until it stops moving (Playwright's own click does this itself).
    // Found again each time: a re-render may replace the node (a detached one is never "still").
    const query = pageQuery(target);
    await untilStill(describeTarget(target), async () => {
      const found = (await this.page.evaluateHandle(findElement, query)).asElement() as ElementHandle<Element> | null;
      if (found === null) return 'covered';
      element = found;
      return element.evaluate(boxOf);
    });
    await element.click();
  }
  async fill(target: Target, value: string) {
    // The value at once, as Playwright's fill does (key by key is `type`); into the field as it is
    // now, should it have been replaced since it was found.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (await (await this.element(target)).evaluate(fillField, value)) return;
    }
    throw new Error(`fill: ${JSON.stringify(target)} kept being replaced`);
  }
  async type(target: Target, text: string) {
    await (await this.element(target)).focus();
    await this.page.keyboard.type(text, { delay: 0 });
  }
  async press(key: KeyName) {
    await this.page.keyboard.press(key);
  }
  async paste(target: Target, text: string) {
    await (await this.element(target)).evaluate(dispatchPaste, text);
  }
  async text(target: Target) {
    const element = (await this.page.evaluateHandle(findElement, pageQuery(target))).asElement();
    return element === null ? undefined : ((await element.evaluate((node) => node.textContent)) ?? '').trim();
  }
  async isVisible(target: Target) {
    return (await this.page.evaluateHandle(findElement, pageQuery(target))).asElement() !== null;
  }
  async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return (await this.page.evaluate(fn as (arg: unknown) => unknown, arg as unknown)) as R;
  }
  async popupFrom(action: () => Promise<void>) {
    const before = new Set(await this.context.pages());
    await action();
    const popup = await waitUntil('a new window', async () => (await this.context.pages()).find((page) => !before.has(page))).catch((error: unknown) => {
      throw new Error(`no window opened; this one is at ${this.page.url()}`, { cause: error });
    });
    popup.setDefaultTimeout(actionTimeoutMs);
    return new PuppeteerPage(popup, this.context, true);
  }
  async isClosed() {
    return this.page.isClosed();
  }
  async close() {
    if (this.isPopup) await this.page.close();
    else await this.context.close();
  }
}
