import { lazy, Suspense } from 'react';
import { SuccessScreen } from '../success-screen';
import type { PasskeyUpgradeSuccess, PasskeyUpgradeSuccessProps } from './passkey-upgrade-success';

let loaded: typeof PasskeyUpgradeSuccess | undefined;
const load = () => import('./passkey-upgrade-success').then((module) => ((loaded = module.PasskeyUpgradeSuccess), module));
const Loaded = lazy(() => load().then((module) => ({ default: module.PasskeyUpgradeSuccess })));

/**
 * Fetches the offer's chunk and its strings in `lang` (the modal does as it opens where passkeys
 * are offered, well before a login ends), so the offer shows without a fallback.
 */
export function prefetchPasskeyUpgrade(lang: string): void {
  load().then(
    (module) => module.loadPasskeyUpgradeStrings(lang),
    () => undefined,
  );
}

/** The success screen with the passkey offer, from its own chunk; the plain success screen until it (and its strings) are there. */
export function LazyPasskeyUpgradeSuccess(props: PasskeyUpgradeSuccessProps) {
  const Component = loaded ?? Loaded;
  return (
    <Suspense fallback={<SuccessScreen state={props.state} onDone={props.onDone} />}>
      <Component {...props} />
    </Suspense>
  );
}
