import { useEffect, useState } from 'react';
import type { UseWalletsResult } from '../../../react/wallet-index';

/** What the compact method list shows for the wallets: the entry, its empty room, or nothing. */
export type WalletEntryView = 'entry' | 'reserved' | 'none';

/**
 * Whether the wallet entry shows. While discovery looks (or failed to load, which the list
 * explains) and while it finds wallets: the entry. No wallet installed: nothing, when that was known
 * before the entry was ever on screen; when the entry had been painted (two frames passed), its room
 * stays empty instead: removing it would move up the methods below it, and the field or button the
 * person is aiming at (the method list drops it anyway when nothing follows it). A wallet that
 * arrives later takes that room back.
 * `undefined` (the wallets are not behind an entry) always gives `entry`.
 */
export function useWalletEntry(wallets: UseWalletsResult | undefined): WalletEntryView {
  const shown = wallets === undefined || wallets.status !== 'ready' || wallets.wallets.length > 0;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, painted]);
  return shown ? 'entry' : painted ? 'reserved' : 'none';
}
