import { Suspense } from 'react';
import { lazyFrom } from '../../lazy-from';
import { loadOnce } from '../../load-once';
import type { WalletGroupProps } from './wallet-group';

/** The wallet group's contents are a chunk of their own, fetched as the modal opens when wallets are offered. */
export const loadWalletGroup = loadOnce(() => import('./wallet-group'));

const WalletGroup = lazyFrom(loadWalletGroup, (module) => module.WalletGroup);

/** The wallet group, loaded on demand (nothing shows until it has loaded: a moment after the modal opens). */
export function LazyWalletGroup(props: WalletGroupProps) {
  return (
    <Suspense fallback={null}>
      <WalletGroup {...props} />
    </Suspense>
  );
}
