import { readFileSync } from 'node:fs';
import { devices, expect, type Browser, type BrowserContextOptions, type Page, type Request } from '@playwright/test';

export type StoryTheme = 'light' | 'dark';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  /**
   * Tagged `fresh-page` (its play checks where the focus lands as it mounts): shown with a page load
   * of its own. A story switch through the channel can leave the focus where the previous story's
   * teardown put it, after the new story's `autoFocus`.
   */
  freshPage: boolean;
}

interface IndexJson {
  entries: Record<string, { id: string; title: string; name: string; tags?: string[]; type: 'story' | 'docs' }>;
}

/** The stories of the built Storybook (`storybook-static/index.json`), docs pages left out. */
export function builtStories(staticDir = new URL('../../storybook-static/', import.meta.url)): StoryEntry[] {
  let index: IndexJson;
  try {
    index = JSON.parse(readFileSync(new URL('index.json', staticDir), 'utf8')) as IndexJson;
  } catch (error) {
    throw new Error(`no built Storybook at ${staticDir.pathname}: run \`npx storybook build --quiet -o storybook-static\` first`, { cause: error });
  }
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, freshPage: tags?.includes('fresh-page') === true }));
}

/** What the preview says about the story it shows. */
export interface RenderedStory {
  /** The `theme` global the story rendered with. */
  theme: string | undefined;
  /** The theme the story pins for itself (`globals: { theme }` in the story), whatever the toolbar says. */
  pinnedTheme: string | undefined;
  /** The `data-theme` of every `.loginkit` root on the page (the modal's portal included). */
  roots: string[];
  /** Still `aria-busy` after the grace period: a loading state the story shows on purpose. */
  busy: boolean;
}

/** How long a story may take to finish loading its data (the story kits answer after 300 ms). */
const busyGraceMs = 750;

/** The few fields of Storybook's preview (`window.__STORYBOOK_PREVIEW__`) and channel read here. */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string; phase?: string; story?: { storyGlobals?: Record<string, unknown> } };
    storyStoreValue?: { getStoryContext(story: object): { globals: Record<string, unknown> } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, ...args: unknown[]): void };
  /** The render this model last saw finish (to tell the next one from it). */
  __loginkitLastRender?: object;
  /** What went wrong since the story was selected (see `recordStoryErrors`). */
  __loginkitStoryErrors?: string[];
  /** How many renders have finished in this page, re-renders included (see `recordStoryErrors`). */
  __loginkitFinishedRenders?: number;
}

/**
 * Runs in the page before Storybook: records the errors the preview reports on its channel (a
 * story that threw, a play function that failed). A failing play function does not stop the
 * render, so without this a story would be checked in a state its author did not mean.
 */
function recordStoryErrors(): void {
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const sb = window as unknown as { __loginkitStoryErrors: string[] };
  sb.__loginkitStoryErrors = [];
  // The first paragraph of each message (Testing Library's go on with the whole DOM).
  const message = (payload: unknown): string => {
    if (Array.isArray(payload)) return payload.map(message).join('; ');
    let text = String(payload);
    if (typeof payload === 'object' && payload !== null) {
      const { message: error, title, description } = payload as { message?: unknown; title?: unknown; description?: unknown };
      text = [error, title, description].filter((part) => typeof part === 'string').join(': ') || JSON.stringify(payload);
    }
    return text.split('\n\n')[0] ?? text;
  };
  const events = ['storyThrewException', 'storyErrored', 'storyMissing', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying'];
  const counted = window as unknown as { __loginkitFinishedRenders: number };
  counted.__loginkitFinishedRenders = 0;
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel | undefined) {
      if (next !== channel && next != null) {
        for (const event of events) next.on(event, (payload) => sb.__loginkitStoryErrors.push(`${event}: ${message(payload)}`));
        next.on('storyFinished', () => void (counted.__loginkitFinishedRenders += 1));
      }
      channel = next ?? undefined;
    },
  });
}

/**
 * The Storybook preview (`iframe.html`) in one page reused from story to story. A theme starts
 * with a navigation to `iframe.html?id=<story>&viewMode=story&globals=theme:<theme>` (the
 * Storybook global `theme`, which the toolbar's switch sets and the preview's decorator applies);
 * the next stories in that theme are selected through the preview's channel, as the Storybook UI
 * does, without reloading the bundle. `prefers-color-scheme` follows the theme, so a `system`
 * theme resolves the same way.
 */
/** The preview's `globals` query parameter for a set of globals. */
function globalsQuery(globals: Record<string, string>): string {
  return Object.entries(globals)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

export class StorybookStoryModel {
  /** The globals the page shows stories in (theme and the others): another set loads it again. */
  private globals: Record<string, string> | undefined;

  /** The page's requests not answered yet (a chunk a screen fetched as it mounted). */
  private readonly inFlight = new Set<Request>();

  /** Requests the page made since the story was selected. */
  private requestsSinceShow = 0;

  private constructor(readonly page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.requestsSinceShow += 1;
    });
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
  }

  /**
   * A page for the preview. Its user agent names the Storybook test runner, so the preview pauses
   * CSS animations at their end state instead of waiting for them; reduced motion is asked for too.
   */
  static async open(browser: Browser, baseURL: string, device: Partial<Pick<BrowserContextOptions, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'>> = {}): Promise<StorybookStoryModel> {
    const { defaultBrowserType: _type, userAgent, ...desktop } = devices['Desktop Chrome'];
    const page = await browser.newPage({ ...desktop, ...device, baseURL, userAgent: `${userAgent} StorybookTestRunner`, reducedMotion: 'reduce' });
    await page.addInitScript(recordStoryErrors);
    return new StorybookStoryModel(page);
  }

  async close(): Promise<void> {
    await this.page.close();
  }

  /**
   * Shows a story in a theme (and other globals: `locale`, `frame`) and waits until it has
   * rendered, played and loaded its data.
   */
  async show(storyId: string, theme: StoryTheme, globals: Record<string, string> = {}, { freshPage = false } = {}): Promise<RenderedStory> {
    const wanted = { theme, ...globals };
    const query = globalsQuery(wanted);
    this.requestsSinceShow = 0;
    if (this.globals === undefined || query !== globalsQuery(this.globals) || freshPage) {
      await this.page.emulateMedia({ colorScheme: theme });
      await this.page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${query}`, { waitUntil: 'commit' });
      this.globals = wanted;
    } else {
      await this.page.evaluate((id) => {
        const sb = window as unknown as StorybookWindow;
        if (sb.__STORYBOOK_ADDONS_CHANNEL__ === undefined) throw new Error('no Storybook preview channel in the page');
        sb.__loginkitStoryErrors = [];
        sb.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    }
    try {
      await this.waitForRender(storyId);
    } catch (error) {
      this.globals = undefined; // the next story starts over with a fresh page load
      throw error;
    }
    return this.rendered(busyGraceMs);
  }

  /** The theme the page shows stories in now (undefined before the first story). */
  get theme(): StoryTheme | undefined {
    return this.globals?.theme as StoryTheme | undefined;
  }

  /**
   * Switches the story on screen to another theme as the toolbar does (Storybook's `updateGlobals`):
   * the story renders again in place, keeping the state its play function left (which does not run
   * again), and the next stories are selected in that theme. `prefers-color-scheme` follows.
   */
  async switchTheme(theme: StoryTheme, { wasBusy = false } = {}): Promise<RenderedStory> {
    if (this.globals === undefined) throw new Error('switchTheme: show a story first');
    this.requestsSinceShow = 0;
    await this.page.emulateMedia({ colorScheme: theme });
    const before = await this.page.evaluate((next) => {
      const sb = window as unknown as StorybookWindow;
      if (sb.__STORYBOOK_ADDONS_CHANNEL__ === undefined) throw new Error('no Storybook preview channel in the page');
      sb.__loginkitStoryErrors = [];
      const finished = sb.__loginkitFinishedRenders ?? 0;
      sb.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme: next } });
      return finished;
    }, theme);
    this.globals = { ...this.globals, theme };
    const handle = await this.page.waitForFunction(
      (finished) => {
        const sb = window as unknown as StorybookWindow;
        const errors = sb.__loginkitStoryErrors ?? [];
        if (errors.length > 0) return { error: errors.join('\n') };
        return (sb.__loginkitFinishedRenders ?? 0) > finished && sb.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished' ? { error: undefined } : false;
      },
      before,
      { polling: 20 },
    );
    const { error } = (await handle.jsonValue()) as { error: string | undefined };
    if (error !== undefined) {
      this.globals = undefined;
      throw new Error(`the story did not render again in the ${theme} theme:\n${error}`);
    }
    // A story that shows a loading state on purpose had its grace period in the first theme.
    return this.rendered(wasBusy ? 0 : busyGraceMs);
  }

  /** What the preview says about the story on screen, once it is no longer busy (or `graceMs` has passed). */
  private async rendered(graceMs: number): Promise<RenderedStory> {
    const busy = !(await this.page
      .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: Math.max(graceMs, 1), polling: 50 })
      .then(() => true)
      .catch(() => false));
    const rendered = await this.page.evaluate(() => {
      const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
      const story = preview?.currentRender?.story;
      const globals = story === undefined ? undefined : preview?.storyStoreValue?.getStoryContext(story).globals;
      const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
      return {
        theme: text(globals?.theme),
        pinnedTheme: text(story?.storyGlobals?.theme),
        roots: [...document.querySelectorAll<HTMLElement>('.loginkit')].map((root) => root.dataset.theme ?? '(none)'),
      };
    });
    return { ...rendered, busy };
  }

  /**
   * Waits until the story's screen holds still: every request the page made is answered (the
   * chunks a screen fetches as it mounts: the wallet group, the provider marks), and then, when the
   * story made any, nothing in the page has changed for `quietMs` (React reveals a suspended part up
   * to ~300 ms after its chunk is in). Playwright's `networkidle` load state cannot tell this: it
   * fires once per navigation, and a story selected through the channel is none, so it returns at once.
   */
  async settled(quietMs = 400): Promise<void> {
    if (this.requestsSinceShow === 0 && this.inFlight.size === 0) return;
    for (;;) {
      await expect.poll(() => this.inFlight.size, { message: 'the page still waits for a response', timeout: 20_000, intervals: [20] }).toBe(0);
      const quiet = await this.page.evaluate(
        (ms) =>
          new Promise<boolean>((resolve) => {
            const started = performance.now();
            let changed = started;
            const observer = new MutationObserver(() => void (changed = performance.now()));
            observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
            const tick = (): void => {
              const now = performance.now();
              if (now - changed >= ms) {
                observer.disconnect();
                resolve(true);
              } else if (now - started > 10_000) {
                observer.disconnect();
                resolve(false);
              } else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
        quietMs,
      );
      if (!quiet) throw new Error('the story kept changing for 10 s');
      if (this.inFlight.size === 0) return;
    }
  }

  /**
   * Draws `selector` (the open dialog) afresh: hidden for one layout, then shown again. Chromium's
   * raster of a screen otherwise depends on the stories shown before it in the same page (the same
   * layout, glyphs 1 px apart: 56 to 254 px of text against a baseline taken after other stories).
   */
  async repaint(selector: string): Promise<void> {
    await this.page.evaluate((css) => {
      const element = document.querySelector<HTMLElement>(css);
      if (element === null) return;
      element.style.setProperty('display', 'none');
      void element.offsetHeight;
      element.style.removeProperty('display');
    }, selector);
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  /** Waits until the preview has rendered this story (a new render of it) and its play function, if any, has finished. */
  private async waitForRender(storyId: string): Promise<void> {
    const handle = await this.page.waitForFunction(
      (id) => {
        const sb = window as unknown as StorybookWindow;
        const render = sb.__STORYBOOK_PREVIEW__?.currentRender;
        const errors = sb.__loginkitStoryErrors ?? [];
        if (document.body?.classList.contains('sb-show-errordisplay') && errors.length === 0) {
          errors.push(document.querySelector('#error-message')?.textContent ?? 'the story failed to render');
        }
        if (errors.length > 0 && render?.phase !== 'playing') return { error: errors.join('\n') };
        if (render === undefined || render === sb.__loginkitLastRender || render.id !== id || render.phase !== 'finished') return false;
        if ((document.querySelector('#storybook-root')?.childElementCount ?? 0) === 0) return false;
        sb.__loginkitLastRender = render;
        return { error: undefined };
      },
      storyId,
      { polling: 20 },
    );
    const { error } = (await handle.jsonValue()) as { error: string | undefined };
    if (error !== undefined) throw new Error(`story ${storyId} did not render or play as written:\n${error}`);
  }
}
