import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the element (given `tabIndex={-1}`) as it mounts, when the screen has no control to
 * focus: focus stays inside the dialog, on the text saying what is happening, rather than falling
 * to the page as the previous screen's button goes.
 */
export function useFocusOnMount<Element extends HTMLElement>(enabled = true): RefObject<Element | null> {
  const ref = useRef<Element | null>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
