import type * as geometry from './follow-dialog-geometry';

/** What `useDialogGeometry` fetches as a dialog opens. */
export type DialogGeometryLoader = () => Promise<typeof geometry>;

/**
 * The dialog geometry's chunk. Apart from `use-dialog-geometry.ts` and `modal-dialog.tsx`, which take
 * it from the dialog's owner: so they reach no `import()` and can be named as shared code by the
 * lazy files (scripts/build/lazy-chunk-anchors.ts), where the step-up dialog's chunk also renders
 * the dialog (issue 27: esbuild had put them in a chunk of their own).
 */
export const loadDialogGeometry: DialogGeometryLoader = () => import('./follow-dialog-geometry');
