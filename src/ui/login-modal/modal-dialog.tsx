import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Theme } from '../theme/theme';
import type { DialogGeometryLoader } from './load-dialog-geometry';
import { useDialogGeometry } from './use-dialog-geometry';
import { useThemeAttributes } from '../theme/use-theme-attributes';

export interface ModalDialogProps {
  /**
   * Whether the dialog is shown (default true). Set to false rather than unmounting it to let it
   * play its closing animation (none under reduced motion): it closes at once (focus goes back,
   * the page is usable) and its last content fades out on its own.
   */
  open?: boolean;
  /** The user asked to close: Escape, the platform's close request (Android's back), a press outside the box. */
  onRequestClose(): void;
  /** The id of the element naming the dialog, and of the one describing it. */
  labelledBy: string;
  describedBy: string;
  rootClassName: string;
  overlayClassName: string;
  dialogClassName: string;
  theme: Theme;
  lang: string;
  dir: 'ltr' | 'rtl';
  children: ReactNode;
  /** Fetches the geometry's chunk (`loadDialogGeometry`): the owner gives it, so this file reaches no `import()` (load-dialog-geometry.ts). */
  loadGeometry: DialogGeometryLoader;
  /** Where the dialog is rendered (default: the end of `<body>`); Storybook's dialog frame keeps it in the story's root. */
  container?: Element;
  /**
   * Where focus goes on closing when what had it before opening is no longer on the page (a trigger
   * the app removed after the login): the element this ref holds then. Without it, the page's body.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

/** What a keyboard user can reach; the first one takes focus when no screen asked for it. */
const tabbable = 'button:not([disabled]),[href],input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * False on the server and while hydrating (the server rendered no portal), true in any other
 * client render: the portal only ever renders in the browser, and without an extra pass there.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function isOutside(dialog: HTMLElement, event: MouseEvent<HTMLElement>): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

interface BrowserModalDialogProps extends Omit<ModalDialogProps, 'open'> {
  /** Closed, its content fading out: called when that has finished (at once without an animation). */
  closing?: { onClosed(): void };
}

/** ModalDialog in the browser (see below). */
function BrowserModalDialog({ onRequestClose, labelledBy, describedBy, rootClassName, overlayClassName, dialogClassName, theme, lang, dir, children, closing, container, finalFocus, loadGeometry }: BrowserModalDialogProps) {
  const themeAttributes = useThemeAttributes(theme);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest, read as the dialog closes.
  const finalFocusRef = useRef(finalFocus);
  finalFocusRef.current = finalFocus;
  const overlayRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [modal, setModal] = useState(false);
  // Set while the dialog closes itself: that close event is not the user's.
  const closingItself = useRef(false);
  // Closes the dialog and gives focus back to what had it before, once (on closing or unmounting).
  const closeRef = useRef<(() => void) | undefined>(undefined);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    setModal(true);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      if (dialog.open) {
        closingItself.current = true;
        dialog.close();
      }
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      else finalFocusRef.current?.current?.focus();
    };
    closeRef.current = close;
    return close;
  }, []);

  useDialogGeometry(dialogRef, contentRef, loadGeometry);

  // Closing: out of the top layer at once (the page is usable again, focus is back), inert, while
  // the stylesheet's closing animation runs on the dialog and the backdrop; then gone.
  const onClosed = closing?.onClosed;
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (onClosed === undefined || dialog === null) return undefined;
    closeRef.current?.();
    dialog.inert = true;
    const animations = [dialog, overlayRef.current].flatMap((element) => element?.getAnimations?.() ?? []);
    if (animations.length === 0) {
      onClosed();
      return undefined;
    }
    let current = true;
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (current) onClosed();
    });
    return () => {
      current = false;
    };
  }, [onClosed]);

  // After the screens' own autoFocus: keep focus inside the box.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!modal || dialog === null) return;
    const active = dialog.ownerDocument.activeElement;
    if (active !== dialog && dialog.contains(active)) return;
    (dialog.querySelector<HTMLElement>(tabbable) ?? dialog).focus();
  }, [modal]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A control that handles Escape itself (a select's list) cancels it; an IME composition keeps it.
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onRequestClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onRequestClose();
  };
  // Closed by anything else (the browser forcing a close request through): the owner follows. The
  // close event of its own closing is not (under StrictMode it arrives after the remount).
  const onClose = () => {
    const own = closingItself.current;
    closingItself.current = false;
    if (!own) onRequestClose();
  };
  // The backdrop is the dialog's own ::backdrop: a press there targets the dialog, outside its box.
  // Its default (moving focus to the page) is cancelled, so focus goes back to the trigger.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || !isOutside(event.currentTarget, event)) return;
    event.preventDefault();
    onRequestClose();
  };

  return createPortal(
    <div className={rootClassName} {...themeAttributes} lang={lang} dir={dir}>
      {/* The visible backdrop (themable through `classNames.overlay`); the dialog's ::backdrop is transparent. */}
      <div ref={overlayRef} className={overlayClassName} data-state={closing ? 'closed' : 'open'} aria-hidden="true" />
      <dialog
        ref={dialogRef}
        className={dialogClassName}
        data-state={closing ? 'closed' : 'open'}
        tabIndex={-1}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        onClose={onClose}
        onMouseDown={onMouseDown}
      >
        {/* The content's size is observed (see useDialogGeometry); the header inside stays in view as the rest scrolls. */}
        <div ref={contentRef} className="loginkit-dialog__content">
          {modal && children}
        </div>
      </dialog>
    </div>,
    container ?? document.body,
  );
}

/**
 * The platform's modal `<dialog>` (`showModal()`), rendered at the end of `<body>`: the browser
 * makes the rest of the page inert (no focus, no clicks, hidden from screen readers) and puts the
 * box in the top layer, above any z-index. Nothing is written outside the dialog, so nothing is
 * left behind when it closes. On top of what the platform does:
 * - Escape (and the platform's close request) asks the owner to close, which unmounts the dialog;
 * - a press outside the box (on the backdrop) does the same;
 * - the screens mount once the dialog is modal, so their `autoFocus` works; without one, focus
 *   goes to the first control;
 * - closing gives focus back to what had it before opening (the trigger), or, when that has left
 *   the page, to `finalFocus`;
 * - with `open` set to false it closes at once and plays its closing animation with the content
 *   it last had; opening again meanwhile starts afresh;
 * - its geometry holds still: a sheet on narrow viewports (above the on-screen keyboard, never
 *   shrinking while open), a card at a fixed top on wide ones, height changes animated
 *   (useDialogGeometry).
 *
 * Rendered in the browser only: nothing on the server, nor while hydrating (the server had no
 * portal), so server rendering with `open` set neither fails nor warns.
 */
export function ModalDialog({ open = true, children, ...props }: ModalDialogProps) {
  const inBrowser = useInBrowser();
  // Each opening is a new dialog (a fresh key); a closed one stays for its closing animation.
  const [shown, setShown] = useState({ open, key: 0, closing: false });
  if (shown.open !== open) setShown({ open, key: shown.key + (open ? 1 : 0), closing: !open });
  // What it showed last while open: the owner may already show something else (a flow reset on close).
  const lastChildren = useRef(children);
  useEffect(() => {
    if (open) lastChildren.current = children;
  });
  const closing = useMemo(() => ({ onClosed: () => setShown((current) => (current.open ? current : { ...current, closing: false })) }), []);
  if (!inBrowser || (!open && !shown.closing)) return null;
  return (
    <BrowserModalDialog key={shown.key} {...props} closing={open ? undefined : closing}>
      {open ? children : lastChildren.current}
    </BrowserModalDialog>
  );
}
