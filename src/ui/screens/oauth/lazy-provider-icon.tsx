import { lazy, Suspense } from 'react';
import type { ProviderIconProps } from './provider-icon';

export const loadProviderIcon = () => import('./provider-icon');

const LoadedProviderIcon = lazy(() => loadProviderIcon().then(({ ProviderIcon }) => ({ default: ProviderIcon })));

/**
 * The provider's mark on its button, in a chunk of its own (the brand paths are a good share of
 * the modal's size); an empty box of the icon's size stands in for the moment it takes.
 */
export function LazyProviderIcon({ provider, className = 'loginkit-provider-icon' }: ProviderIconProps) {
  return (
    <Suspense fallback={<span className={className} aria-hidden="true" />}>
      <LoadedProviderIcon provider={provider} className={className} />
    </Suspense>
  );
}
