import { useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Theme } from '../theme/theme';

export interface ModalDialogProps {
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

/** ModalDialog in the browser (see below). */
function BrowserModalDialog({ onRequestClose, labelledBy, describedBy, rootClassName, overlayClassName, dialogClassName, theme, lang, dir, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState(false);
  // Set while the dialog closes itself on unmount: that close event is not the user's.
  const closingItself = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    setModal(true);
    return () => {
      if (dialog.open) {
        closingItself.current = true;
        dialog.close();
      }
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

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
    <div className={rootClassName} data-theme={theme} lang={lang} dir={dir}>
      {/* The visible backdrop (themable through `classNames.overlay`); the dialog's ::backdrop is transparent. */}
      <div className={overlayClassName} data-state="open" aria-hidden="true" />
      <dialog
        ref={dialogRef}
        className={dialogClassName}
        data-state="open"
        tabIndex={-1}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        onClose={onClose}
        onMouseDown={onMouseDown}
      >
        {modal && children}
      </dialog>
    </div>,
    document.body,
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
 * - closing gives focus back to what had it before opening (the trigger).
 *
 * Rendered in the browser only: nothing on the server, nor while hydrating (the server had no
 * portal), so server rendering with `open` set neither fails nor warns.
 */
export function ModalDialog(props: ModalDialogProps) {
  return useInBrowser() ? <BrowserModalDialog {...props} /> : null;
}
