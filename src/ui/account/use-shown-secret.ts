import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../react/index';
import type { AccountMessages } from './account-messages';

/** A secret on screen: what it belongs to (a key's or a wallet's id) and the section's own copy of its bytes. */
export interface ShownSecret {
  id: string;
  bytes: Uint8Array;
}

/**
 * The one exported secret a section shows (a private key, a recovery phrase): `show(next)` wipes
 * the bytes shown before (not only drops them), and so does a session change and the unmount.
 */
export function useShownSecret(): { shown: ShownSecret | null; show(next: ShownSecret | null): void } {
  const { session } = useSession();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const current = useRef<ShownSecret | null>(null);
  const show = useCallback((next: ShownSecret | null) => {
    current.current?.bytes.fill(0);
    current.current = next;
    setShown(next);
  }, []);
  const sessionKey = session?.publicKey;
  useEffect(() => () => show(null), [sessionKey, show]);
  return { shown, show };
}

/** Copies a shown secret to the clipboard, saying whether it could (`failed` asks to copy it by hand). */
export function copySecret(text: string, messages: AccountMessages, copied: string, failed: string): void {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard === undefined) {
    messages.fail(failed, '');
    return;
  }
  clipboard.writeText(text).then(
    () => messages.tell(copied),
    () => messages.fail(failed, ''),
  );
}
