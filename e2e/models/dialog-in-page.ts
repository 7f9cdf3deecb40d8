// The open dialog's geometry as the page sees it: one synchronous function, run in the page by the
// Playwright geometry suite (e2e/models/dialog-geometry.ts) and the engines' flows alike. No imports:
// it is serialized into the page.

/** One screen of a journey as measured: where the dialog's edges are, and what is wrong on it. */
export interface ScreenGeometry {
  screen: string;
  layout: 'sheet' | 'card';
  top: number;
  bottom: number;
  left: number;
  width: number;
  viewportWidth: number;
  viewportHeight: number;
  /** Title and close button inside the visible part of the dialog. */
  headerVisible: boolean;
  /** Controls smaller than 44×44 px (touch) or 24×24 px (mouse): "name w×h". */
  smallTargets: string[];
  /** The dialog scrolls inside (its content is taller than it). */
  scrolls: boolean;
}

/** Runs in the page: the open dialog measured on `screen`, or what is missing. */
export function measureDialogInPage(screen: string): ScreenGeometry | string {
  const dialog = document.querySelector<HTMLElement>('dialog[open]');
  if (dialog === null) return `no open dialog on "${screen}"`;
  const box = dialog.getBoundingClientRect();
  const inside = (element: Element | null) => {
    if (element === null) return false;
    const rect = element.getBoundingClientRect();
    return rect.height > 0 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5 && rect.top >= -0.5 && rect.bottom <= window.innerHeight + 0.5;
  };
  const minimum = matchMedia('(pointer: coarse)').matches ? 44 : 24;
  // What a finger or a pointer aims at: buttons, links, fields, and the labels of visually hidden radios.
  const targets = [...dialog.querySelectorAll<HTMLElement>('button, a[href], input:not([type="radio"]):not([type="hidden"]), select, textarea, label:has(> input[type="radio"])')];
  const smallTargets = targets
    .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
    .flatMap((element) => {
      const rect = element.getBoundingClientRect();
      // Half a pixel of rounding (rem sizes at a non-integer zoom).
      if (rect.width >= minimum - 0.5 && rect.height >= minimum - 0.5) return [];
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('type') ?? '').trim().slice(0, 30);
      return [`${element.tagName.toLowerCase()} "${label}" ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`];
    });
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    screen,
    layout: getComputedStyle(dialog).getPropertyValue('--loginkit-dialog-layout').trim() === 'sheet' ? 'sheet' : 'card',
    top: round(box.top),
    bottom: round(box.bottom),
    left: round(box.left),
    width: round(box.width),
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    headerVisible: inside(dialog.querySelector('h2')) && inside(dialog.querySelector('.loginkit-close')),
    smallTargets,
    scrolls: dialog.scrollHeight > dialog.clientHeight + 1,
  };
}
