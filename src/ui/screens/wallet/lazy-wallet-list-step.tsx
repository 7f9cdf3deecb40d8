import { Suspense } from 'react';
import { lazyFrom } from '../../lazy-from';
import { loadOnce } from '../../load-once';
import { LoadingScreen } from '../loading-screen';
import type { WalletListStepProps } from './wallet-list-step';

/** The wallet list step's code: in the wallet chunks, fetched as the wallet entry shows. */
export const loadWalletListStep = loadOnce(() => import('./wallet-list-step'));

const WalletListStep = lazyFrom(loadWalletListStep, (module) => module.WalletListStep);

/** The wallet list step: at once when its chunk is in (the usual case), else a spinner until it is. */
export function LazyWalletListStep(props: WalletListStepProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WalletListStep {...props} />
    </Suspense>
  );
}
