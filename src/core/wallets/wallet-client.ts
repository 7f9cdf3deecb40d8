import type { AccountApi } from '../api/account-types';
import type { KitConfig } from '../config/kit-config';
import { LoginKitError, toLoginKitError } from '../errors';
import type { Flow } from '../flows/flow';
import { createLazyEffectFlow } from '../flows/lazy-effect-flow';
import { initialWalletState, transitionWallet } from '../flows/wallet/wallet.machine';
import type { WalletEvent, WalletState } from '../flows/wallet/wallet.types';
import type { LoginKit } from '../login-kit';
import type { Session } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import type { ApiClient } from '../transport/api-client';
import type { RelayClient } from '../transport/relay-client';
import type { WalletConnector, WalletDiscovery } from './wallet-types';

export interface WalletClientDeps {
  api: ApiClient;
  relay: RelayClient;
  keys: KeyStore;
  establishSession: (session: Session) => Promise<void>;
  currentSession: () => Session | undefined;
  loadAccount: () => Promise<AccountApi>;
  /** The name a wallet shows when linking (the relay's appName, else the host name). */
  appName: () => string;
  /** The app's own connectors (the `walletConnectors` option), already checked. */
  connectors?: readonly WalletConnector[];
}

export type WalletClient = Pick<LoginKit, 'createWalletFlow' | 'loadWallets' | 'listLinkedWallets' | 'linkWallet'> & { dispose(): void };

/**
 * The LoginKit's external-wallet members. Nothing of it runs until used: discovery (and its
 * listeners) starts on the first `loadWallets`, a flow's effects (secp256k1, keccak, HPKE) load as
 * the flow is created, linking's code on the first link or list.
 */
export function createWalletClient(deps: WalletClientDeps): WalletClient {
  let discovery: Promise<WalletDiscovery> | undefined;
  let started: WalletDiscovery | undefined;
  const loadWallets = (): Promise<WalletDiscovery> =>
    (discovery ??= import('./create-wallet-discovery').then(
      ({ createWalletDiscovery }) => (started = createWalletDiscovery({ connectors: deps.connectors })),
      (error: unknown) => {
        discovery = undefined; // a failed load may be retried
        throw toLoginKitError(error, 'network');
      },
    ));

  const signedIn = (): void => {
    if (deps.currentSession() === undefined) throw new LoginKitError('session_expired', 'Log in first: linked wallets belong to the logged-in user');
  };

  const createWalletFlow = (config: KitConfig, options?: { invalidateExisting?: boolean }): Flow<WalletState, WalletEvent> =>
    createLazyEffectFlow({
      initial: initialWalletState(),
      transition: transitionWallet,
      load: () =>
        import('../flows/wallet/wallet.effects').then(({ createWalletEffects }) =>
          createWalletEffects({
            api: deps.api,
            relay: deps.relay,
            keys: deps.keys,
            discovery: loadWallets,
            organizationId: config.organizationId,
            sessionExpirationSeconds: config.sessionExpirationSeconds,
            now: Date.now,
            establishSession: deps.establishSession,
            invalidateExisting: options?.invalidateExisting,
          }),
        ),
      onLoaded: (effects, flow) => effects.start(flow),
      loadFailed: (error): WalletEvent => ({ type: 'walletFailed', error }),
    });

  return {
    createWalletFlow,
    loadWallets,
    async listLinkedWallets() {
      signedIn();
      const [{ listLinkedWallets }, account] = await Promise.all([import('./linked-wallets'), deps.loadAccount()]);
      return listLinkedWallets(account);
    },
    async linkWallet(walletId, account) {
      signedIn();
      const connector = (await loadWallets()).get(walletId);
      if (connector === undefined) throw new LoginKitError('wallet_unavailable', `walletId: no wallet "${walletId}" on this page`, { details: { field: 'walletId' } });
      const [{ linkWallet }, api] = await Promise.all([import('./linked-wallets'), deps.loadAccount()]);
      return linkWallet(api, connector, account, deps.appName());
    },
    dispose: () => started?.dispose(),
  };
}
