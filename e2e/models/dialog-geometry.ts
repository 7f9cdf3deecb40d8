import { expect, type Page } from '@playwright/test';
import { measureDialogInPage, type ScreenGeometry } from './dialog-in-page';

export type { ScreenGeometry } from './dialog-in-page';

/** The phone the issue measured on: 390×844 CSS px, touch, DPR 2. */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } as const;

/** Records every layout shift from the page's start (the Layout Instability API), with what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; recentInput: boolean; at: number; sources: string[]; kit: boolean }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const name = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${name}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node | null }[] }[]) {
        // The kit's: something in one of its roots moved (the dialog, a panel); the host page's own content is the host's.
        const kit = entry.sources.some(({ node }) => node instanceof Element && node.closest('.loginkit') !== null);
        shifts.push({ value: entry.value, recentInput: entry.hadRecentInput, at: Math.round(entry.startTime), sources: entry.sources.map((source) => describe(source.node)), kit });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** How many shifts were recorded so far: a journey counts those after this mark. */
export async function shiftMark(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts.length, undefined);
}

/**
 * The kit's cumulative layout shift since `mark`: every shift not within 500 ms of the person's
 * input in this page (the ones CLS counts) that moved something of the kit's (in a `.loginkit`
 * root: the dialog, a panel), summed (at least the CLS of its worst session window), with the
 * shifts themselves to say what moved. The host page's own shifts (its content changing as the
 * session arrives) are left out: they are the host's.
 */
export async function layoutShiftSince(page: Page, mark: number): Promise<{ score: number; shifts: string[] }> {
  // A new frame first, so the observer has had the last screen's shifts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), undefined);
  const shifts = await page.evaluate((from) => (window as unknown as { __layoutShifts: { value: number; recentInput: boolean; at: number; sources: string[]; kit: boolean }[] }).__layoutShifts.slice(from), mark);
  const counted = shifts.filter((shift) => !shift.recentInput && shift.kit);
  return { score: counted.reduce((sum, shift) => sum + shift.value, 0), shifts: counted.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`) };
}

/** Waits until every finite animation in the page has finished (the dialog's opening, a height change). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  }, undefined);
}

/** Measures the open dialog (after its animations have ended). */
export async function measureDialog(page: Page, screen: string): Promise<ScreenGeometry> {
  await animationsSettled(page);
  const measured = await page.evaluate(measureDialogInPage, screen);
  if (typeof measured === 'string') throw new Error(measured);
  return measured;
}

/**
 * The journey's screens held still: a sheet's bottom edge or a card's top edge at one place on
 * every screen, the header in view and no control under the pointer's minimum on any of them.
 */
export function expectStill(screens: ScreenGeometry[]): void {
  expect(screens.length).toBeGreaterThan(1);
  const layout = screens[0]!.layout;
  const anchored = screens.map((screen) => `${screen.screen}: ${layout === 'sheet' ? screen.bottom : screen.top}`);
  const first = layout === 'sheet' ? screens[0]!.bottom : screens[0]!.top;
  expect(anchored, `the ${layout === 'sheet' ? "sheet's bottom" : "card's top"} edge on every screen`).toEqual(screens.map((screen) => `${screen.screen}: ${first}`));
  expect(screens.filter((screen) => !screen.headerVisible).map((screen) => screen.screen), 'screens whose title or close button is out of view').toEqual([]);
  expect(screens.flatMap((screen) => screen.smallTargets.map((target) => `${screen.screen}: ${target}`)), 'controls under the minimum size').toEqual([]);
}
