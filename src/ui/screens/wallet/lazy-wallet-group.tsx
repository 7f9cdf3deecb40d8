import { lazyFrom } from '../../lazy-from';
import { loadOnce } from '../../load-once';

/** The wallet group's contents are a chunk of their own, fetched as the modal opens when wallets are offered. */
export const loadWalletGroup = loadOnce(() => import('./wallet-group'));

/** The wallet group, loaded on demand (nothing shows until it has loaded: a moment after the modal opens). */
export const LazyWalletGroup = lazyFrom(loadWalletGroup, (module) => module.WalletGroup, { fallback: null });
