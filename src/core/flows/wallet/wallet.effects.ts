/**
 * The wallet flow's side effects (protocol.md section 13), in a chunk of their own with the
 * secp256k1/keccak code. One signature per login: the wallet stamps the
 * `create_read_write_session` request (against the relay's organization: the service finds the
 * user's sub-organization from the key); the stamp gives the key (Ethereum: recovered from the
 * signature), the kit finds the account by that key, signs up when there is none, and only then
 * sends the stamped request. Results of an attempt the user left (back, dispose) are dropped.
 */
import { decryptCredentialBundle } from '../../crypto/credential-bundle';
import { generateHpkeKeyPair } from '../../crypto/hpke';
import { ethereumWalletStamp, solanaPublicKey, solanaWalletStamp } from '../../crypto/wallet-stamp';
import { utf8Encode } from '../../encoding/utf8';
import { LoginKitError, isLoginKitError, toLoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import type { KeyStore } from '../../storage/key-store';
import type { ApiClient, Stamper } from '../../transport/api-client';
import type { RelayClient } from '../../transport/relay-client';
import { walletApiKey } from '../../wallets/wallet-api-key';
import { loginWithReadWriteSession } from '../read-write-session-login';
import type { WalletAccount, WalletConnector, WalletDiscovery } from '../../wallets/wallet-types';
import type { EffectRunner, Flow } from '../flow';
import type { WalletEvent, WalletState, WalletStatus } from './wallet.types';

export interface WalletEffectDeps {
  api: ApiClient;
  relay: RelayClient;
  keys: KeyStore;
  /** The page's wallets (the kit's one discovery). */
  discovery: () => Promise<WalletDiscovery>;
  /** The relay's (parent) organization from wallet_kit_config. */
  organizationId: string;
  sessionExpirationSeconds: number;
  now: () => number;
  /** Stores the new session and makes it the active one. */
  establishSession: (session: Session) => Promise<void>;
  /** Log in with `invalidateExisting`: the user's other session keys are revoked. */
  invalidateExisting?: boolean;
}

export interface WalletEffects {
  run: EffectRunner<WalletState, WalletEvent>;
  /** Gives the effects the flow they deliver results to (an attempt outlives the state that started it). */
  start(flow: Pick<Flow<WalletState, WalletEvent>, 'send' | 'getSnapshot'>): void;
  /** Ignores open prompts' answers and deletes every key this flow made that no session uses. */
  dispose(): Promise<void>;
}

/** The X-Stamp a wallet's signature of `body` makes, and the wallet's key (hex) as the service registers it. */
export function walletStamp(account: WalletAccount, body: string, signature: Uint8Array): ReturnType<typeof solanaWalletStamp> {
  if (account.chain === 'ethereum') return ethereumWalletStamp(body, signature, account.address);
  return solanaWalletStamp(signature, account.publicKey ?? solanaPublicKey(account.address));
}

const abandoned = (): LoginKitError => new LoginKitError('wallet_rejected', 'The wallet attempt was abandoned');

export function createWalletEffects(deps: WalletEffectDeps): WalletEffects {
  let flow: Pick<Flow<WalletState, WalletEvent>, 'send' | 'getSnapshot'> | undefined;
  let attempts = 0;
  let active: number | undefined;
  /** Aborts the requests of the attempt under way (it outlives `signing`: the wallet's answer moves it to `completing`). */
  let attempt: AbortController | undefined;
  let disposed = false;
  const created = new Set<string>();
  let kept: string | undefined;
  const seconds = deps.sessionExpirationSeconds;

  const live = (id: number): boolean => !disposed && active === id;
  const deliver = (id: number, event: WalletEvent, expected: readonly WalletStatus[]): void => {
    if (!live(id) || flow === undefined) return;
    if (expected.includes(flow.getSnapshot().status)) flow.send(event);
  };
  const fail = (id: number) => (error: unknown) => deliver(id, { type: 'walletFailed', error: toLoginKitError(error) }, ['connecting', 'signing', 'completing']);

  const connector = async (id: string, name: string): Promise<WalletConnector> => {
    const found = (await deps.discovery()).get(id);
    if (found === undefined) throw new LoginKitError('wallet_unavailable', `${name} is no longer on this page (it was removed or disabled)`, { details: { wallet: name } });
    return found;
  };

  /** Finds the wallet's account by its key, or signs it up; true when it is new. */
  const findOrSignUp = async (account: WalletAccount, publicKey: string, signal: AbortSignal): Promise<boolean> => {
    const found = await deps.relay.account({ filterType: 'PUBLIC_KEY', filterValue: publicKey }, { signal });
    if (found.organizationId !== undefined) return false;
    try {
      await deps.relay.signup({ apiKeys: [walletApiKey(account, publicKey)], authenticators: [], oauthProviders: [] }, { signal });
      return true;
    } catch (error) {
      // Signed up meanwhile (another tab): the key is registered, so the stamped request works.
      if (isLoginKitError(error, 'already_exists')) return false;
      throw error;
    }
  };

  const finish = async (id: number, session: Session): Promise<void> => {
    if (!live(id)) throw abandoned();
    const before = kept;
    kept = session.publicKey; // kept before establishing: that may unmount the login and dispose this flow
    try {
      await deps.establishSession(session);
    } catch (error) {
      kept = before;
      throw error;
    }
  };

  const login = async (state: Extract<WalletState, { status: 'signing' }>, id: number, signal: AbortSignal): Promise<void> => {
    const wallet = await connector(state.wallet.id, state.wallet.name);
    const target = await generateHpkeKeyPair();
    if (!live(id)) throw abandoned();
    const { account } = state;
    let isNewUser = false;
    let signedAt = deps.now();
    let stamped = false;
    let walletKey = '';
    const stamper: Stamper = {
      async stamp(body) {
        const signature = await wallet.signMessage(account, utf8Encode(body));
        if (!live(id)) throw abandoned(); // answered after the user left: nothing is sent
        signedAt = deps.now();
        deliver(id, { type: 'signed' }, ['signing']);
        const { stamp, publicKey } = walletStamp(account, body, signature);
        walletKey = publicKey;
        if (!stamped) {
          stamped = true;
          isNewUser = await findOrSignUp(account, publicKey, signal);
        }
        return stamp;
      },
    };
    const { publicKey, organizationId, userId } = await loginWithReadWriteSession(deps, {
      organizationId: deps.organizationId,
      expirationSeconds: seconds,
      invalidateExisting: deps.invalidateExisting,
      stamper,
      target,
      decrypt: decryptCredentialBundle,
      // The wallet's key is the user's; a new user holds nothing else (nothing a relay added at signup).
      credential: () => ({ kind: 'apiKey', publicKey: walletKey }),
      signedUp: () => (isNewUser ? { passkeys: [], apiKeys: [walletKey], oauth: [] } : undefined),
      signal,
    });
    created.add(publicKey);
    const session: Session = {
      publicKey,
      organizationId,
      userId,
      sessionType: 'SESSION_TYPE_READ_WRITE',
      expiresAt: signedAt + seconds * 1000,
      createdAt: deps.now(),
      method: 'wallet',
      contact: account.address,
    };
    try {
      await finish(id, session);
    } catch (error) {
      created.delete(publicKey);
      await deps.keys.delete(publicKey).catch(() => undefined);
      throw error;
    }
    deliver(id, { type: 'loggedIn', session, isNewUser }, ['completing']);
  };

  const connect = async (state: Extract<WalletState, { status: 'connecting' }>, id: number): Promise<void> => {
    const wallet = await connector(state.wallet.id, state.wallet.name);
    const accounts = state.otherAccounts === true && wallet.requestOtherAccounts !== undefined ? await wallet.requestOtherAccounts() : await wallet.connect();
    deliver(id, { type: 'connected', accounts }, ['connecting']);
  };

  const run: EffectRunner<WalletState, WalletEvent> = (state) => {
    if (state.status === 'connecting' || state.status === 'signing') {
      // What the login needs after the wallet's signature (the key code) comes while the wallet asks the person.
      deps.keys.preload().catch(() => undefined);
      attempts += 1;
      const id = attempts;
      active = id;
      attempt?.abort();
      attempt = new AbortController();
      const started = state.status === 'connecting' ? connect(state, id) : login(state, id, attempt.signal);
      started.catch(fail(id));
      return;
    }
    if (state.status === 'completing') return; // the signing attempt goes on
    // Back, cancelled, done or failed: the attempt's requests end (its answer would be dropped anyway).
    active = undefined;
    attempt?.abort();
    attempt = undefined;
  };

  return {
    run,
    start(running) {
      flow = running;
    },
    async dispose() {
      disposed = true;
      active = undefined;
      attempt?.abort();
      for (const publicKey of [...created]) {
        if (publicKey === kept) continue;
        created.delete(publicKey);
        await deps.keys.delete(publicKey).catch(() => undefined);
      }
    },
  };
}
