import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../loading-screen';
import type { WalletListStepProps } from './wallet-list-step';

/** The wallet list step's code: in the wallet chunks, fetched as the wallet entry shows. */
export const loadWalletListStep = () => import('./wallet-list-step');

const WalletListStep = lazy(() => loadWalletListStep().then((module) => ({ default: module.WalletListStep })));

/** The wallet list step, loaded on demand (a spinner in its place for the moment it may still take). */
export function LazyWalletListStep(props: WalletListStepProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WalletListStep {...props} />
    </Suspense>
  );
}
