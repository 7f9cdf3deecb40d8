import { LoginKitError, type Authenticator, type LinkedWallet, type LoginKit, type LoginKitErrorCode, type PasskeyManager, type Session, type SessionState, type WalletConnector } from 'loginkit/core';
import { passkeySession, storyAuthenticator, withPasskeys } from './story-fixtures';
import { storyWalletDiscovery } from './wallet-story-fixtures';

export interface StoryKitOptions {
  /** The passkeys the list starts with. */
  passkeys?: Authenticator[];
  /** Make listing fail with this error code. */
  listError?: LoginKitError['code'];
  signedIn?: boolean;
  /** Milliseconds each passkey request takes (to see the busy states). */
  delayMs?: number;
  /** The wallets on the page (fake connectors). */
  wallets?: WalletConnector[];
  /** The linked wallets the list starts with. */
  linkedWallets?: LinkedWallet[];
  /** Make linking a wallet fail with this error code (`already_exists`: linked to another account). */
  walletLinkError?: LoginKitErrorCode;
}

const later = <T,>(delayMs: number, value: () => T): Promise<T> =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, delayMs),
  );

/**
 * A LoginKit for the PasskeyManager stories: a signed-in user whose passkeys live in memory
 * ("Add a passkey" adds one without a browser prompt), and fake wallets to link. It has no login flows.
 */
export function createStoryKit({ passkeys = [], listError, signedIn = true, delayMs = 300, wallets = [], linkedWallets = [], walletLinkError }: StoryKitOptions = {}): LoginKit {
  let stored = [...passkeys];
  let next = stored.length + 1;
  const session: SessionState = signedIn ? { status: 'signedIn', session: passkeySession } : { status: 'signedOut' };
  const sessions: readonly Session[] = session.status === 'signedIn' ? [session.session] : [];
  const noFlows = (): never => {
    throw new LoginKitError('method_disabled', 'the story kit has no login flows');
  };
  const manager: PasskeyManager = {
    list: () =>
      later(delayMs, () => {
        if (listError !== undefined) throw new LoginKitError(listError, `story: ${listError}`);
        return [...stored];
      }),
    get: (id) =>
      later(delayMs, () => {
        const found = stored.find((item) => item.authenticatorId === id);
        if (found === undefined) throw new LoginKitError('not_found', `story: no passkey ${id}`);
        return found;
      }),
    add: (name) =>
      later(delayMs, () => {
        const created = storyAuthenticator(`auth-${next}`, name ?? `Passkey ${next}`, new Date().toISOString(), ['AUTHENTICATOR_TRANSPORT_INTERNAL']);
        next += 1;
        stored = [...stored, created];
        return created;
      }),
    remove: (id) =>
      later(delayMs, () => {
        stored = stored.filter((item) => item.authenticatorId !== id);
      }),
  };
  const discovery = storyWalletDiscovery(wallets);
  let linked = [...linkedWallets];
  return {
    options: { authProxyUrl: 'https://mock-relay.storybook.invalid', authProxyConfigId: 'storybook' },
    loadConfig: () => Promise.resolve(withPasskeys),
    createOtpFlow: noFlows,
    createPasskeyFlow: noFlows,
    createOauthFlow: noFlows,
    createWalletFlow: noFlows,
    loadWallets: () => Promise.resolve(discovery),
    listLinkedWallets: () => later(delayMs, () => [...linked]),
    // Linking "opens the wallet" for a moment, then links its first account (or fails as told).
    linkWallet: (walletId) =>
      later(delayMs * 3, () => {
        if (walletLinkError !== undefined) throw new LoginKitError(walletLinkError, `story: ${walletLinkError}`);
        const wallet = discovery.get(walletId);
        if (wallet === undefined) throw new LoginKitError('wallet_unavailable', `story: no wallet ${walletId}`);
        const address = wallet.chain === 'solana' ? '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' : '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
        const added: LinkedWallet = { apiKeyId: `key-${linked.length + 1}`, apiKeyName: `${wallet.name} (${wallet.chain})`, chain: wallet.chain, address, publicKey: '' };
        linked = [...linked, added];
        return added;
      }),
    completeOauthRedirect: () => Promise.resolve(undefined),
    listLinkedOauthProviders: () => Promise.resolve([]),
    account: () => Promise.reject(new LoginKitError('method_disabled', 'the story kit has no account API')),
    setMfaHandler: () => () => undefined,
    setCaptchaTokenSource: () => () => undefined,
    createStepUpFlow: () => {
      throw new LoginKitError('method_disabled', 'the story kit has no step-up');
    },
    passkeys: manager,
    getAppProofs: () => undefined,
    subscribeAppProofs: () => () => undefined,
    verifyAppProofs: () => Promise.reject(new LoginKitError('method_disabled', 'the story kit verifies no app proofs')),
    getSessionState: () => session,
    subscribeSession: () => () => undefined,
    subscribeEvents: () => () => undefined,
    restoreSession: () => Promise.resolve(session),
    logout: () => Promise.resolve(),
    // The same array on every call: useSession reads it with useSyncExternalStore.
    listSessions: () => sessions,
    switchSession: () => Promise.resolve(),
    refreshSession: () => (session.status === 'signedIn' ? Promise.resolve(session.session) : Promise.reject(new LoginKitError('session_expired', 'story: signed out'))),
    logoutOtherDevices: () => (session.status === 'signedIn' ? Promise.resolve(session.session) : Promise.reject(new LoginKitError('session_expired', 'story: signed out'))),
    fetchWithSession: () => Promise.reject(new LoginKitError('session_expired', 'story: no backend')),
    signRequest: () => Promise.reject(new LoginKitError('session_expired', 'story: no backend')),
    dispose: () => undefined,
  };
}
