import { useEffect, useLayoutEffect, useRef } from 'react';

/** The attribute aria-hidden's hideOthers (which Radix's modal dialog calls) puts on each node it hides. */
const hideOthersMarker = 'data-aria-hidden';

/** A modal still open elsewhere on the page: its own hide-others is legitimate and left alone. */
function anotherModalOpen(doc: Document): boolean {
  return doc.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/**
 * Gives the page back to assistive technology after the modal closed: every node hide-others
 * marked that was not hidden when the modal opened is shown again, unless another modal is open.
 */
function restoreHiddenPage(doc: Document, hiddenBefore: ReadonlySet<Element>): void {
  if (anotherModalOpen(doc)) return;
  for (const node of doc.querySelectorAll(`[${hideOthersMarker}]`)) {
    if (hiddenBefore.has(node)) continue;
    node.removeAttribute('aria-hidden');
    node.removeAttribute(hideOthersMarker);
  }
}

/**
 * While the modal is open, Radix hides the rest of the page from screen readers (aria-hidden on
 * the page's nodes, released by its content's own cleanup). A lock that outlives the dialog would
 * leave the whole page hidden after it closed. This makes closing (or unmounting) the modal give
 * the page back as it was when the modal opened: the nodes that were hidden then stay hidden, the
 * ones hidden since are shown again once the dialog's own cleanup has run.
 */
export function usePageRestoredOnClose(open: boolean): void {
  const hiddenBefore = useRef<Set<Element> | undefined>(undefined);
  // A layout effect: it runs before the dialog content's passive effect hides the page.
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') hiddenBefore.current = new Set(document.querySelectorAll('[aria-hidden]'));
  }, [open]);
  useEffect(() => {
    if (!open || typeof document === 'undefined') return undefined;
    const doc = document;
    return () => {
      const before = hiddenBefore.current ?? new Set<Element>();
      hiddenBefore.current = undefined;
      // After the rest of this flush of effects, the dialog content's cleanup included.
      queueMicrotask(() => restoreHiddenPage(doc, before));
    };
  }, [open]);
}
