import { useLayoutEffect, type RefObject } from 'react';
import type { DialogGeometryLoader } from './load-dialog-geometry';

/**
 * Follows the dialog's geometry (follow-dialog-geometry.ts: the visual viewport, a sheet that never
 * shrinks, animated height changes) from a chunk fetched as the dialog opens: none of it is needed
 * for its first frame (the first size is not animated; the keyboard comes with a tap). `load` fetches
 * it (`loadDialogGeometry`, given by the dialog's owner: see load-dialog-geometry.ts).
 */
export function useDialogGeometry(dialogRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>, load: DialogGeometryLoader): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    if (dialog === null || content === null) return undefined;
    let stop: (() => void) | undefined;
    let current = true;
    load().then(
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
  }, [dialogRef, contentRef, load]);
}
