/** Which shape the stylesheet gave the dialog (`--loginkit-dialog-layout`): a bottom sheet on narrow viewports, else a card. */
export type DialogLayout = 'sheet' | 'card';

export function dialogLayoutOf(dialog: HTMLElement): DialogLayout {
  return getComputedStyle(dialog).getPropertyValue('--loginkit-dialog-layout').trim() === 'sheet' ? 'sheet' : 'card';
}

function motionAllowed(view: Window): boolean {
  return view.matchMedia?.('(prefers-reduced-motion: reduce)').matches !== true;
}

const resizeMs = 180;

/**
 * Keeps the dialog still while its screens change (a chunk of its own: useDialogGeometry loads it as the dialog opens), in the browser's own terms (CSS custom
 * properties set through the CSSOM, which a strict `style-src` allows; no style attribute):
 * - **The visual viewport**: `--loginkit-viewport-height` and `--loginkit-keyboard-inset` follow
 *   `window.visualViewport`, so the sheet stays above an on-screen keyboard (Safari and Chrome do
 *   not shrink the layout viewport for it) and is never taller than what is visible.
 * - **A sheet never shrinks while open** (`--loginkit-sheet-height`, its tallest height so far, is
 *   its minimum): its bottom edge is anchored, so a shorter screen would move its top edge and the
 *   header under the person's finger; a taller one grows it once.
 * - **Height changes are animated** (Web Animations, 180 ms; none under reduced motion): the
 *   content's size is observed, and the dialog goes from the height it had to the new one.
 */
export function followDialogGeometry(dialog: HTMLElement, content: HTMLElement): () => void {
  const view = dialog.ownerDocument.defaultView;
  if (view === null) return () => undefined;

  const viewport = view.visualViewport;
  const followViewport = () => {
    if (!viewport) return;
    const keyboard = Math.max(0, view.innerHeight - viewport.height - viewport.offsetTop);
    dialog.style.setProperty('--loginkit-viewport-height', `${viewport.height}px`);
    dialog.style.setProperty('--loginkit-keyboard-inset', `${keyboard}px`);
  };
  followViewport();
  viewport?.addEventListener('resize', followViewport);
  viewport?.addEventListener('scroll', followViewport);

  let height: number | undefined;
  let sheetHeight = 0;
  let resizing: Animation | undefined;
  let lastContentHeight: number | undefined;
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          // Only a change of the content's height moves the dialog (a width change alone is its own doing).
          const contentHeight = content.getBoundingClientRect().height;
          if (contentHeight === lastContentHeight) return;
          lastContentHeight = contentHeight;
          // Where it was (mid-animation if one runs: where it is now), then where the new content puts it.
          const from = resizing === undefined ? height : dialog.getBoundingClientRect().height;
          resizing?.cancel();
          resizing = undefined;
          if (dialogLayoutOf(dialog) === 'sheet') {
            sheetHeight = Math.max(sheetHeight, dialog.getBoundingClientRect().height);
            dialog.style.setProperty('--loginkit-sheet-height', `${sheetHeight}px`);
          }
          const to = dialog.getBoundingClientRect().height;
          height = to;
          if (from === undefined || Math.abs(to - from) < 1 || typeof dialog.animate !== 'function' || !motionAllowed(view)) return;
          const animation = dialog.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: resizeMs, easing: 'ease-out' });
          resizing = animation;
          // Ended: the next change starts from the stored height (else from the new layout, and would not animate).
          animation.addEventListener('finish', () => {
            if (resizing === animation) resizing = undefined;
          });
        });
  observer?.observe(content);
  return () => {
    observer?.disconnect();
    resizing?.cancel();
    viewport?.removeEventListener('resize', followViewport);
    viewport?.removeEventListener('scroll', followViewport);
  };
}
