import { useEffect, useMemo, useRef, type RefObject } from 'react';

export interface PendingFocus<Element extends HTMLElement> {
  /** The element the selectors are looked up in (and whose focus is kept). */
  root: RefObject<Element | null>;
  /** Focuses the first match of `selector` inside `root` once a render has put it there (else, soon after, the section's heading). */
  focusSoon(selector: string): void;
  /** Focuses the first match of `selector` inside `root` now (else the section's heading): for effects. */
  focusNow(selector: string): void;
}

const heading = '[data-section-heading]';

/** The heading of the section around `container`. */
const sectionHeading = (container: HTMLElement): HTMLElement | null => container.closest('section')?.querySelector<HTMLElement>(heading) ?? null;

/**
 * Moves focus after an action, once the render that follows it is in the DOM. A state change can
 * take more than one render (a query's update, then the component's own state), so a target not
 * there yet is looked for again after each render; after 100 ms the section's heading holds the
 * focus, and hands it to the target if that still comes (a busy machine renders late) while the
 * focus is still on the heading. When a render removes the element that had focus inside `root`
 * (a list item that went away), focus goes to the section's heading rather than to the page's top.
 */
export function usePendingFocus<Element extends HTMLElement = HTMLDivElement>(): PendingFocus<Element> {
  const root = useRef<Element>(null);
  const pending = useRef<string | null>(null);
  /** A target that had not come when the timer gave the heading the focus: it takes it when it comes, if the focus is still there. */
  const late = useRef<{ selector: string; heading: HTMLElement } | null>(null);
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const container = root.current;
    if (container === null) return;
    const remember = (event: FocusEvent): void => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    container.addEventListener('focusin', remember);
    return () => container.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const container = root.current;
    if (container === null) return;
    const waited = late.current;
    if (waited !== null) {
      const found = container.querySelector<HTMLElement>(waited.selector);
      if (container.ownerDocument.activeElement !== waited.heading) late.current = null; // the person moved on
      else if (found !== null) {
        late.current = null;
        found.focus();
        return;
      }
    }
    const selector = pending.current;
    if (selector !== null) {
      const found = container.querySelector<HTMLElement>(selector);
      if (found === null) return; // not rendered yet: the next render (or the timer) settles it
      pending.current = null;
      found.focus();
      return;
    }
    const last = lastFocused.current;
    const active = container.ownerDocument.activeElement;
    if (last !== null && !last.isConnected && (active === null || active === container.ownerDocument.body)) {
      lastFocused.current = null;
      sectionHeading(container)?.focus();
    }
  });

  return useMemo(
    () => ({
      root,
      focusSoon: (selector: string) => {
        pending.current = selector;
        late.current = null;
        setTimeout(() => {
          if (pending.current !== selector) return;
          pending.current = null;
          const container = root.current;
          if (container === null) return;
          const found = container.querySelector<HTMLElement>(selector);
          if (found !== null) {
            found.focus();
            return;
          }
          // Not rendered yet (a busy machine renders late): the heading holds the focus meanwhile.
          const fallback = sectionHeading(container);
          fallback?.focus();
          if (fallback !== null) late.current = { selector, heading: fallback };
        }, 100);
      },
      focusNow: (selector: string) => {
        const container = root.current;
        if (container !== null) (container.querySelector<HTMLElement>(selector) ?? sectionHeading(container))?.focus();
      },
    }),
    [],
  );
}
