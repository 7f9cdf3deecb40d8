import { chromium, type Browser, type BrowserContext, type ElementHandle, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/find-chromium.mjs';
import { actionTimeoutMs, describeTarget, type EngineBrowser, type EnginePage, type KeyName, type Target } from './driver';
import { findElement, pageQuery } from './find-element';
import { dispatchPaste } from './page-scripts';

/** Chromium through Playwright (CDP), with the executable and flags of the Playwright e2e suite. */
export async function launchChromium(): Promise<EngineBrowser> {
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  return {
    engine: 'chromium',
    version: async () => `Chromium ${browser.version()}`,
    async newPage() {
      const context = await browser.newContext();
      context.setDefaultTimeout(actionTimeoutMs);
      return new PlaywrightPage(await context.newPage(), context);
    },
    close: () => browser.close(),
  };
}

class PlaywrightPage implements EnginePage {
  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly isPopup = false,
  ) {}

  private async element(target: Target): Promise<ElementHandle<Element>> {
    try {
      const handle = await this.page.waitForFunction(findElement, pageQuery(target), { polling: 50, timeout: actionTimeoutMs });
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
    await this.page.setViewportSize({ width, height });
    return this.page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  }
  async reload() {
    await this.page.reload();
  }
  async url() {
    return this.page.url();
  }
  async click(target: Target) {
    await (await this.element(target)).click();
  }
  async fill(target: Target, value: string) {
    await (await this.element(target)).fill(value);
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
    return element === null ? undefined : ((await element.textContent()) ?? '').trim();
  }
  async isVisible(target: Target) {
    return (await this.page.evaluateHandle(findElement, pageQuery(target))).asElement() !== null;
  }
  async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return (await this.page.evaluate(fn as (arg: unknown) => unknown, arg as unknown)) as R;
  }
  async popupFrom(action: () => Promise<void>) {
    const opened = this.context.waitForEvent('page', { timeout: actionTimeoutMs });
    await action();
    const popup = await opened;
    popup.setDefaultTimeout(actionTimeoutMs);
    return new PlaywrightPage(popup, this.context, true);
  }
  async isClosed() {
    return this.page.isClosed();
  }
  async close() {
    if (this.isPopup) await this.page.close();
    else await this.context.close();
  }
}
