import { LoginKitError, type AccountApi, type ContactCode, type EmbeddedWallet, type LinkedOauthProvider, type LinkedWallet, type LoginKit, type LoginKitErrorCode, type Authenticator, type MfaPolicy, type OauthEvent, type OauthState, type PrivateKey, type Session, type SessionState, type User, type WalletConnector } from 'loginkit/core';
import { createMachineFlow, transitionOauth } from 'loginkit/protocol';
import { createStoryKit } from './story-kit';
import { storyPasskeys, storySession, withSocial } from './story-fixtures';
import { foxWallet, ghostWallet, storyConnector } from './wallet-story-fixtures';

/** What a read answers: data, `loading` (never answers) or an error with this code. */
export type StoryRead<Data> = Data | 'loading' | LoginKitErrorCode;

export interface AccountStoryKitOptions {
  user?: StoryRead<User>;
  linked?: StoryRead<LinkedOauthProvider[]>;
  privateKeys?: StoryRead<PrivateKey[]>;
  /** The embedded wallets (default: none; `storyEmbeddedWallets` has one). Exporting one shows a test mnemonic. */
  embeddedWallets?: StoryRead<EmbeddedWallet[]>;
  /** How many accounts this browser holds (the first is in use; 0: signed out). */
  sessions?: number;
  /** How a private key export ends (default: the key). */
  exportError?: LoginKitErrorCode;
  /** Milliseconds each simulated request takes. */
  delayMs?: number;
  /** Milliseconds the simulated provider popup stays open (default `delayMs`). */
  linkDelayMs?: number;
  /** The wallets on the page (default: a fake Ethereum and a fake Solana wallet). */
  wallets?: WalletConnector[];
  /** The linked wallets (default: none). */
  linkedWallets?: LinkedWallet[];
  /** Make linking a wallet fail with this error code. */
  walletLinkError?: LoginKitErrorCode;
  /** Changes (saving the name, sending and confirming a contact code, exporting a key) never answer: a stalled service, ended by Cancel. */
  stalledChanges?: boolean;
  /** The user's MFA policies (default: none). */
  mfaPolicies?: StoryRead<MfaPolicy[]>;
  /** Make adding or deleting an MFA policy fail with this error code. */
  mfaError?: LoginKitErrorCode;
  /** The user's passkeys (default: two). */
  passkeys?: Authenticator[];
  /** Whether wallet_kit_config offers passkeys (default true). */
  showPasskey?: boolean;
  /** The session in use came from a social login whose token gave this verified email. */
  socialLoginEmail?: string;
}

/** The code that confirms a contact change in the stories (any other is wrong). */
export const storyContactCode = '123456';

export const storyUser: User = { userId: 'user-ada', userName: 'Ada Lovelace', userEmail: 'ada@example.com' };
export const storyLinked: LinkedOauthProvider[] = [
  { providerId: 'provider-google', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'storybook', subject: '1042' },
];
const storyTime = { seconds: '1767225600', nanos: '0' };
const storyKeyRecord = { privateKeyTags: [], createdAt: storyTime, updatedAt: storyTime, exported: false, imported: false };
export const storyPrivateKeys: PrivateKey[] = [
  {
    ...storyKeyRecord,
    privateKeyId: 'pk-treasury',
    privateKeyName: 'Treasury key',
    publicKey: `04${'5a'.repeat(64)}`,
    curve: 'CURVE_SECP256K1',
    addresses: [{ format: 'ADDRESS_FORMAT_ETHEREUM', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }],
  },
  { ...storyKeyRecord, privateKeyId: 'pk-payroll', privateKeyName: 'Payroll key', publicKey: 'ab'.repeat(32), curve: 'CURVE_ED25519', addresses: [] },
];
export const storyEmbeddedWallets: EmbeddedWallet[] = [{ walletId: 'wallet-main', walletName: 'Main wallet', createdAt: storyTime, updatedAt: storyTime, exported: false, imported: false }];
/** BIP-39's published test mnemonic: the story never shows a real one. */
export const storyMnemonic = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const otherSessions: Session[] = [
  { ...storySession, publicKey: `03${'cd'.repeat(32)}`, userId: 'user-grace', contact: '+14155550123', method: 'otp_sms' },
  { ...storySession, publicKey: `02${'ef'.repeat(32)}`, userId: 'user-alan', contact: undefined, method: 'passkey' },
];

const never = new Promise<never>(() => undefined);

/**
 * A LoginKit for the account panel stories: the passkey story kit's passkeys, plus an in-memory
 * account (profile, linked social accounts, private keys) and the sessions this browser holds.
 * A contact change is confirmed by `storyContactCode`; linking a provider "opens a popup" for a
 * moment and links it; an exported key is random bytes.
 */
export function createAccountStoryKit({
  user = storyUser,
  linked = storyLinked,
  privateKeys = storyPrivateKeys,
  embeddedWallets = [],
  sessions = 2,
  exportError,
  delayMs = 300,
  linkDelayMs = delayMs,
  wallets = [storyConnector(foxWallet), storyConnector(ghostWallet)],
  linkedWallets = [],
  walletLinkError,
  stalledChanges = false,
  mfaPolicies = [],
  mfaError,
  passkeys = storyPasskeys,
  showPasskey = true,
  socialLoginEmail,
}: AccountStoryKitOptions = {}): LoginKit {
  const base = createStoryKit({ passkeys, delayMs, wallets, linkedWallets, ...(walletLinkError === undefined ? {} : { walletLinkError }) });
  const later = <T>(value: () => T): Promise<T> =>
    new Promise((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }, delayMs),
    );
  const read = <Data>(answer: StoryRead<Data>): Promise<Data> => {
    if (answer === 'loading') return never;
    if (typeof answer === 'string') {
      return later(() => {
        throw new LoginKitError(answer as LoginKitErrorCode, `story: ${answer}`);
      });
    }
    return later(() => answer);
  };
  /** A change's answer, or none at all when the service is stalled. */
  const change = <T>(value: () => T): Promise<T> => (stalledChanges ? never : later(value));
  const completed = <Result>(result: Result) => ({
    status: 'completed' as const,
    activity: { id: 'activity-story', organizationId: 'org-ada', status: 'ACTIVITY_STATUS_COMPLETED', type: 'ACTIVITY_TYPE_STORY', intent: {}, result: {}, votes: [], fingerprint: 'story', canApprove: false, canReject: false },
    result,
  });

  let profile = typeof user === 'object' ? { ...user } : user;
  let policies = mfaPolicies;
  let nextPolicy = 1;
  /** An MFA policy change: refused with `mfaError`, else applied to the in-memory list. */
  const changePolicies = <Result>(apply: (list: MfaPolicy[]) => { list: MfaPolicy[]; result: Result }) =>
    change(() => {
      if (mfaError !== undefined) throw new LoginKitError(mfaError, `story: ${mfaError}`);
      const next = apply(Array.isArray(policies) ? policies : []);
      policies = next.list;
      return completed(next.result);
    });
  let linkedNow = linked;
  const account: Partial<AccountApi> = {
    getUser: () => read(profile),
    updateUser: (input) =>
      change(() => {
        if (typeof profile === 'object') profile = { ...profile, ...input };
        return completed({ userId: storyUser.userId });
      }),
    sendContactCode: (input) => change((): ContactCode => ({ channel: input.channel, contact: input.contact.trim(), otpId: 'otp-story', otpEncryptionTargetBundle: '{}' })),
    verifyContactCode: ({ sent, code }) =>
      change(() => {
        if (code !== storyContactCode) throw new LoginKitError('otp_invalid', 'story: the code is 123456');
        return { channel: sent.channel, contact: sent.contact, verificationToken: 'story' };
      }),
    getPrivateKeys: () => read(privateKeys),
    getWallets: () => read(embeddedWallets),
    exportWallet: (input) =>
      change(() => {
        if (exportError !== undefined) throw new LoginKitError(exportError, `story: ${exportError}`);
        return completed({ walletId: input.walletId, mnemonic: storyMnemonic });
      }),
    getMfaPolicies: () => read(policies),
    createMfaPolicy: ({ userId: _userId, ...input }) =>
      changePolicies((list) => {
        const mfaPolicyId = `mfa-policy-story-${nextPolicy++}`;
        return { list: [...list, { ...input, mfaPolicyId }], result: { mfaPolicyId } };
      }),
    deleteMfaPolicy: ({ mfaPolicyId }) => changePolicies((list) => ({ list: list.filter((policy) => policy.mfaPolicyId !== mfaPolicyId), result: { mfaPolicyId } })),
    exportPrivateKey: (input) =>
      change(() => {
        if (exportError !== undefined) throw new LoginKitError(exportError, `story: ${exportError}`);
        return completed({ privateKeyId: input.privateKeyId, privateKey: crypto.getRandomValues(new Uint8Array(32)) });
      }),
  };

  // The sessions: an in-memory list and the active one, with listeners.
  const current: Session = socialLoginEmail === undefined ? storySession : { ...storySession, method: 'oauth', contact: socialLoginEmail };
  let held: readonly Session[] = [current, ...otherSessions].slice(0, sessions);
  let state: SessionState = held[0] === undefined ? { status: 'signedOut' } : { status: 'signedIn', session: held[0] };
  const listeners = new Set<(state: SessionState, previous: SessionState) => void>();
  const changed = (next: SessionState, list = held): void => {
    const previous = state;
    state = next;
    held = list;
    for (const listener of [...listeners]) listener(state, previous);
  };

  return {
    ...base,
    options: { authProxyUrl: 'https://mock-relay.storybook.invalid', authProxyConfigId: 'storybook-account' },
    loadConfig: () => Promise.resolve({ ...withSocial, showPasskey, showWallet: true }),
    account: () => Promise.resolve(account as AccountApi),
    listLinkedOauthProviders: () => read(linkedNow),
    createOauthFlow(kitConfig, options) {
      const rules = { providers: kitConfig.oauthProviders ?? [] };
      return createMachineFlow<OauthState, OauthEvent>({
        initial: options?.initial ?? { status: 'idle' },
        transition: (current, event) => transitionOauth(current, event, rules),
        effect(current, dispatch) {
          if (current.status === 'authorizing') setTimeout(() => dispatch({ type: 'authorized' }), linkDelayMs);
          else if (current.status === 'completing') {
            void later(() => {
              if (Array.isArray(linkedNow)) {
                const provider = current.provider;
                linkedNow = [...linkedNow, { providerId: `provider-${provider}`, providerName: provider, issuer: `https://${provider}.example`, audience: 'storybook', subject: '1' }];
              }
              dispatch({ type: 'linked', providerIds: [`provider-${current.provider}`] });
            });
          }
        },
      });
    },
    getSessionState: () => state,
    subscribeSession(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeEvents: () => () => undefined,
    restoreSession: () => Promise.resolve(state),
    listSessions: () => held,
    switchSession: (publicKey) =>
      later(() => {
        const next = held.find((session) => session.publicKey === publicKey);
        if (next === undefined) throw new LoginKitError('session_expired', 'story: no such session');
        changed({ status: 'signedIn', session: next });
      }),
    logout: (logoutOptions) =>
      later(() => {
        const gone = logoutOptions?.all === true ? held.map((session) => session.publicKey) : [logoutOptions?.publicKey ?? (state.status === 'signedIn' ? state.session.publicKey : '')];
        const rest = held.filter((session) => !gone.includes(session.publicKey));
        const activeGone = state.status !== 'signedIn' || gone.includes(state.session.publicKey);
        changed(activeGone ? { status: 'signedOut', reason: 'logout' } : state, rest);
      }),
  };
}
