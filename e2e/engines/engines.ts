import type { EngineBrowser, EngineName } from './driver';

/** How each engine is started. Loaded lazily: a run narrowed to one engine loads only its driver. */
export const launchers: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: async () => (await import('./playwright-driver')).launchChromium(),
  firefox: async () => (await import('./puppeteer-driver')).launchFirefox(),
  webkit: async () => (await import('./webdriver-driver')).launchWebKit(),
};
