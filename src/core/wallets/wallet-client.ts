import type { AccountApi } from '../api/account-types';
import type { KitConfig } from '../config/kit-config';
import { LoginKitError, toLoginKitError } from '../errors';
import type { LoginKit } from '../login-kit';
import type { Session } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import type { ApiClient } from '../transport/api-client';
import type { RelayClient } from '../transport/relay-client';
import { createWalletFlowParts } from './wallet-flow';
import type { WalletDiscovery } from './wallet-types';

export interface WalletClientDeps {
  api: ApiClient;
  relay: RelayClient;
  keys: KeyStore;
  establishSession: (session: Session) => Promise<void>;
  currentSession: () => Session | undefined;
  loadAccount: () => Promise<AccountApi>;
  /** The name a wallet shows when linking (the relay's appName, else the host name). */
  appName: () => string;
  /** The app's own connectors (the `walletConnectors` option), checked when discovery starts. */
  connectors?: unknown;
}

export type WalletClient = Pick<LoginKit, 'loadWallets' | 'listLinkedWallets' | 'linkWallet'> & {
  /** A wallet flow's machine and effects (the kit's `createWalletFlow` runs them). */
  walletFlowParts: (config: KitConfig, options?: { invalidateExisting?: boolean }) => ReturnType<typeof createWalletFlowParts>;
  dispose(): void;
};

/**
 * The LoginKit's external-wallet members, in the wallet chunk (client.ts loads it on first use:
 * nothing of the wallet code is in the page's initial JavaScript). Discovery (and its listeners)
 * starts on the first `loadWallets`; linking's code loads on the first link or list.
 */
export function createWalletClient(deps: WalletClientDeps): WalletClient {
  let discovery: Promise<WalletDiscovery> | undefined;
  let started: WalletDiscovery | undefined;
  const loadWallets = (): Promise<WalletDiscovery> =>
    (discovery ??= import('./create-wallet-discovery').then(
      ({ createWalletDiscovery, checkWalletConnectors }) => (started = createWalletDiscovery({ connectors: checkWalletConnectors(deps.connectors) })),
      (error: unknown) => {
        discovery = undefined; // a failed load may be retried
        throw toLoginKitError(error, 'network');
      },
    ));
  const signedIn = (): void => {
    if (deps.currentSession() === undefined) throw new LoginKitError('session_expired', 'Log in first: linked wallets belong to the logged-in user');
  };
  const linking = () => Promise.all([import('./linked-wallets'), deps.loadAccount()]);

  return {
    loadWallets,
    walletFlowParts: (config, options) =>
      createWalletFlowParts({ api: deps.api, relay: deps.relay, keys: deps.keys, discovery: loadWallets, now: Date.now, establishSession: deps.establishSession }, config, options),
    async listLinkedWallets() {
      signedIn();
      const [{ listLinkedWallets }, account] = await linking();
      return listLinkedWallets(account);
    },
    async linkWallet(walletId, account) {
      signedIn();
      const connector = (await loadWallets()).get(walletId);
      if (connector === undefined) throw new LoginKitError('wallet_unavailable', `walletId: no wallet "${walletId}" on this page`, { details: { field: 'walletId' } });
      const [{ linkWallet }, api] = await linking();
      return linkWallet(api, connector, account, deps.appName());
    },
    dispose: () => started?.dispose(),
  };
}
