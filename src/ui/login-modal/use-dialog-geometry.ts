import { useLayoutEffect, type RefObject } from 'react';

/**
 * Follows the dialog's geometry (follow-dialog-geometry.ts: the visual viewport, a sheet that never
 * shrinks, animated height changes) from a chunk fetched as the dialog opens: none of it is needed
 * for its first frame (the first size is not animated; the keyboard comes with a tap).
 */
export function useDialogGeometry(dialogRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    if (dialog === null || content === null) return undefined;
    let stop: (() => void) | undefined;
    let current = true;
    import('./follow-dialog-geometry').then(
      ({ followDialogGeometry }) => {
        if (current) stop = followDialogGeometry(dialog, content);
      },
      // Without it the dialog still works: it just does not follow the keyboard nor animate its height.
      () => undefined,
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [dialogRef, contentRef]);
}
