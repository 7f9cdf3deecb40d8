import { lazyFrom } from '../../lazy-from';
import { loadOnce } from '../../load-once';
import { LoadingScreen } from '../loading-screen';

/** The wallet list step's code: in the wallet chunks, fetched as the wallet entry shows. */
export const loadWalletListStep = loadOnce(() => import('./wallet-list-step'));

/** The wallet list step: at once when its chunk is in (the usual case), else a spinner until it is. */
export const LazyWalletListStep = lazyFrom(loadWalletListStep, (module) => module.WalletListStep, { fallback: <LoadingScreen /> });
