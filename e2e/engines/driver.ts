// The one interface every flow is written against: a tab (or popup window) of some browser engine,
// driven by CSS selectors narrowed by accessible text. The adapters (playwright-driver.ts,
// puppeteer-driver.ts, webdriver-driver.ts) map it onto their protocol; none of them sleeps.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element: the first visible one matching `css` whose accessible name matches `name` (when given). */
export interface Target {
  css: string;
  name?: string | RegExp;
}

/** Keys a flow presses by name. */
export type KeyName = 'Tab' | 'Enter' | 'Escape';

/** One tab or window. Every action waits for its target (up to the driver's timeout) before acting. */
export interface EnginePage {
  goto(url: string): Promise<void>;
  /**
   * Sizes the page's viewport (window.innerWidth × innerHeight, CSS px): a phone's, say. Resolves
   * with the size it got: as asked, or as near as the engine's window allows (WebKitGTK's
   * MiniBrowser is never narrower than its toolbar, 447 px).
   */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** A real pointer click at the element. */
  click(target: Target): Promise<void>;
  /** Replaces the field's value by typing `value` into it. */
  fill(target: Target, value: string): Promise<void>;
  /** Focuses the field and types `text` at full speed: one key down/up per character, no delay in between. */
  type(target: Target, text: string): Promise<void>;
  /** A key press sent to whatever has focus. */
  press(key: KeyName): Promise<void>;
  /** Pastes `text` into the field: a `paste` event carrying it as clipboard data, as the browser fires on Ctrl+V. */
  paste(target: Target, text: string): Promise<void>;
  /** The element's text content, trimmed; undefined when no such element is visible. */
  text(target: Target): Promise<string | undefined>;
  /** Whether such an element is visible now (no waiting). */
  isVisible(target: Target): Promise<boolean>;
  /** Runs `fn(arg)` in the page (synchronous functions only: the result is returned as JSON). */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Runs `action` (a click that opens a window) and returns the window it opened. */
  popupFrom(action: () => Promise<void>): Promise<EnginePage>;
  /** Whether this window has been closed (by the page itself or the user). */
  isClosed(): Promise<boolean>;
  close(): Promise<void>;
}

/** A running browser: each `newPage` starts with empty storage (its own context or session). */
export interface EngineBrowser {
  readonly engine: EngineName;
  /** The browser's own name and version (known once a page was opened, for WebDriver). */
  version(): Promise<string | undefined>;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

/** How long an action waits for its target, and `waitUntil` for its condition: generous, for a busy 2-core CI box. */
export const actionTimeoutMs = 20_000;

/** Polls `condition` until it returns a value other than undefined/false, or fails naming `what`. */
export async function waitUntil<T>(what: string, condition: () => Promise<T | undefined | false>, timeoutMs = actionTimeoutMs): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once `box()` reads the same twice in a row: what a click is aimed at has stopped moving. */
export async function untilStill(what: string, box: () => Promise<string>): Promise<void> {
  let last = await box();
  await waitUntil(`${what} to stop moving`, async () => {
    const now = await box();
    const still = now === last && now !== 'covered';
    last = now;
    return still;
  });
}

/** `{ css, name }`: a button (or link, tab, radio) by its accessible name. */
export function button(name: string | RegExp, scope = ''): Target {
  return { css: ['button', '[role="button"]', 'a[href]', '[role="tab"]', '[role="radio"]'].map((part) => `${scope} ${part}`.trim()).join(', '), name };
}

/** Describes a target for error messages. */
export function describeTarget(target: Target): string {
  return target.name === undefined ? target.css : `${target.css} named ${String(target.name)}`;
}
