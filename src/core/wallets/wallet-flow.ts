import type { KitConfig } from '../config/kit-config';
import { createWalletEffects, type WalletEffectDeps, type WalletEffects } from '../flows/wallet/wallet.effects';
import { transitionWallet } from '../flows/wallet/wallet.machine';
import type { WalletEvent, WalletState } from '../flows/wallet/wallet.types';

/** A wallet flow's machine and effects, together in the wallet chunk (client.ts runs them in a lazy-effect flow). */
export function createWalletFlowParts(
  deps: Omit<WalletEffectDeps, 'organizationId' | 'sessionExpirationSeconds' | 'invalidateExisting'>,
  config: KitConfig,
  options?: { invalidateExisting?: boolean },
): WalletEffects & { transition: (state: WalletState, event: WalletEvent) => WalletState } {
  const effects = createWalletEffects({
    ...deps,
    organizationId: config.organizationId,
    sessionExpirationSeconds: config.sessionExpirationSeconds,
    invalidateExisting: options?.invalidateExisting,
  });
  return { ...effects, transition: transitionWallet };
}
