import type { PasskeyAttestation, PasskeyAttestationOptions } from '../crypto/passkey-registration';
import { LoginKitError, invalidInput, isLoginKitError } from '../errors';
import type { PasskeyCrypto, PasskeyCryptoLoader } from '../flows/passkey/passkey-crypto-loader';
import type { Authenticator, PasskeyAddOptions, PasskeyManager } from '../flows/passkey/passkey.types';
import type { AccountApi } from '../api/account-types';
import type { Session, SessionState } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import { completedResult, type ApiClient, type Stamper } from '../transport/api-client';
import { submitOperations } from '../transport/operations';
import { badResponse, isRecord } from '../transport/validate';
import { readAuthenticator } from './read-authenticator';
import { passkeySignalAvailable, signalAcceptedPasskeys, signalUnknownPasskey } from './passkey-signals';
import { passkeyUserHandleStore, type PasskeyUserHandleStore } from './passkey-user-handles';

export interface PasskeyManagerDeps {
  api: ApiClient;
  keys: KeyStore;
  crypto: PasskeyCryptoLoader;
  getSessionState: () => SessionState;
  /** The relying party; throws `invalid_input` naming `rpId` when there is none. */
  relyingParty: () => { rpId: string; rpName: string };
  now: () => number;
  /** How long the browser's prompt stays open (browser default when absent). */
  timeoutMs?: number;
  /**
   * The WebAuthn user handles seen in this browser (default: the page's `passkeyUserHandleStore()`):
   * `add` remembers the new passkey's, and the manager tells the browser which passkeys are still
   * valid (WebAuthn Signals API) after list, add and remove.
   */
  userHandles?: PasskeyUserHandleStore;
  /**
   * The kit's account API: where given, add and remove submit through it, so an activity an MFA
   * policy holds goes to the kit's step-up handler (`<StepUpDialog>`, `onMfaRequired`) like any
   * account call, and completes once the person has proved it. Without it (or with no handler)
   * such a change fails `mfa_required`.
   */
  account?: () => Promise<Pick<AccountApi, 'createAuthenticators' | 'deleteAuthenticators'>>;
}

/** How long a listed passkey set is trusted to derive the set after an add or remove without listing again. */
export const passkeyListFreshMs = 60_000;

/** Longest passkey name accepted. */
export const maxPasskeyNameLength = 64;

/**
 * `Passkey 2026-11-22 14:05` (local time): the name of a passkey added without one. The UI passes a
 * name in its language instead (`strings.passkeyDefaultName`); this one is for headless use.
 */
export function defaultPasskeyName(now: number): string {
  const date = new Date(now);
  const two = (value: number): string => String(value).padStart(2, '0');
  return `Passkey ${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

function checkName(name: unknown, now: number): string {
  if (name === undefined) return defaultPasskeyName(now);
  if (typeof name !== 'string') throw invalidInput('name', 'must be a string');
  const trimmed = name.trim();
  if (trimmed === '') return defaultPasskeyName(now);
  if (trimmed.length > maxPasskeyNameLength) throw invalidInput('name', `must be at most ${maxPasskeyNameLength} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw invalidInput('name', 'must not contain control characters');
  return trimmed;
}

function checkAddOptions(options: unknown): Pick<PasskeyAttestationOptions, 'hints' | 'mediation'> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) throw invalidInput('options', 'must be an object');
  const { hints, mediation } = options as PasskeyAddOptions;
  if (mediation !== undefined && mediation !== 'conditional') throw invalidInput('mediation', "must be 'conditional' or absent");
  return { ...(hints === undefined ? {} : { hints }), ...(mediation === undefined ? {} : { mediation }) };
}

function checkAuthenticatorId(authenticatorId: unknown): string {
  if (typeof authenticatorId !== 'string' || authenticatorId.trim() === '') throw invalidInput('authenticatorId', 'must be a non-empty string');
  if (authenticatorId.length > 256) throw invalidInput('authenticatorId', 'must be at most 256 characters');
  return authenticatorId;
}

/**
 * The logged-in user's passkeys (`kit.passkeys`): list and get are queries, add and remove are
 * activities, all stamped (X-Stamp) with the active session's key from the key store. Signed
 * out, expired, or without the session's key: `session_expired`.
 *
 * `add` opens the browser's create prompt before it awaits anything when the passkey module has
 * loaded, which every other call (and a passkey flow) starts: call it from a click handler.
 *
 * Where the browser has the WebAuthn Signals API, each list, add and remove is followed (without
 * being delayed) by `signalAllAcceptedCredentials` for the user handles seen here, with the
 * user's complete list: after an add or remove that list is derived from one listed in the last
 * minute (no extra request), else listed again. A removed passkey is also signalled unknown.
 */
export function createPasskeyManager(deps: PasskeyManagerDeps): PasskeyManager {
  /** The user's passkeys as last listed, for deriving the list after a change. */
  let known: { userId: string; at: number; credentialIds: Map<string, string> } | undefined;
  /** Counts changes (add, remove) started and finished: a list that overlapped one may be stale. */
  let changes = 0;
  let pendingChanges = 0;

  const activeSession = (): Session => {
    const state = deps.getSessionState();
    if (state.status !== 'signedIn') throw new LoginKitError('session_expired', 'Log in first: passkeys are managed for the logged-in user');
    if (state.session.expiresAt <= deps.now()) throw new LoginKitError('session_expired', 'The session has expired: log in again');
    return state.session;
  };

  const stamperFor = async (session: Session, module?: PasskeyCrypto): Promise<Stamper> => {
    const loaded = module ?? (await deps.crypto.load());
    const key = await deps.keys.get(session.publicKey);
    if (key === undefined) throw new LoginKitError('session_expired', "The session's key is no longer on this device: log in again");
    return loaded.createApiKeyStamper(key);
  };

  const getWith = async (session: Session, stamper: Stamper, authenticatorId: string): Promise<Authenticator> => {
    const query = 'get_authenticator';
    const body = await deps.api.query<unknown>(query, { organizationId: session.organizationId, authenticatorId }, { stamper });
    return readAuthenticator(isRecord(body) ? body.authenticator : undefined, 'authenticator', query);
  };

  /** Lists the user's passkeys; remembers the list when no change overlapped the request. */
  const listWith = async (session: Session, stamper: Stamper): Promise<{ list: Authenticator[]; current: boolean }> => {
    const query = 'get_authenticators';
    const before = changes;
    const body = await deps.api.query<unknown>(query, { organizationId: session.organizationId, userId: session.userId }, { stamper });
    const items = isRecord(body) ? body.authenticators : undefined;
    if (!Array.isArray(items)) throw badResponse(query, 'authenticators', 'is not an array');
    const list = items.map((item, index) => readAuthenticator(item, `authenticators[${index}]`, query));
    const current = before === changes && pendingChanges === 0;
    if (current) known = { userId: session.userId, at: deps.now(), credentialIds: new Map(list.map((item) => [item.authenticatorId, item.credentialId])) };
    return { list, current };
  };

  const userHandles = (): PasskeyUserHandleStore => deps.userHandles ?? passkeyUserHandleStore();

  /**
   * The user handles to signal for, or none: no Signals API, no handle seen here, or a change under
   * way (an add's handle is remembered before the service lists its passkey; that change signals
   * once it ends).
   */
  const handlesFor = (session: Session): string[] =>
    pendingChanges === 0 && passkeySignalAvailable('signalAllAcceptedCredentials') ? userHandles().get(session.userId) : [];

  /** The last listed set, when it is this user's and recent enough to derive from. */
  const freshKnown = (session: Session): Map<string, string> | undefined =>
    known !== undefined && known.userId === session.userId && deps.now() - known.at < passkeyListFreshMs ? known.credentialIds : undefined;

  /** Fire-and-forget: never delays or fails the call it follows. */
  const background = (work: () => Promise<void>): void => {
    void work().catch(() => undefined);
  };

  /** After a list: the browser learns the complete list. */
  const signalListed = (session: Session, list: Authenticator[]): void =>
    background(async () => {
      const handles = handlesFor(session);
      if (handles.length > 0) await signalAcceptedPasskeys(deps.relyingParty().rpId, handles, list.map((item) => item.credentialId));
    });

  /** After an add or remove: the list derived from a fresh one (`derive`, applied signal or not), else listed again. */
  const signalChanged = (session: Session, stamper: Stamper, derive: (listed: Map<string, string>) => void): void =>
    background(async () => {
      let listed = freshKnown(session);
      if (listed !== undefined) derive(listed);
      const handles = handlesFor(session);
      if (handles.length === 0) return;
      if (listed === undefined) {
        const relisted = await listWith(session, stamper);
        if (!relisted.current) return; // another change is under way: its own signal follows
        listed = new Map(relisted.list.map((item) => [item.authenticatorId, item.credentialId]));
      }
      await signalAcceptedPasskeys(deps.relyingParty().rpId, handles, [...listed.values()]);
    });

  /** Counts a change from its start to its end (however it ends). */
  const change = <T>(work: () => Promise<T>): Promise<T> => {
    changes += 1;
    pendingChanges += 1;
    const done = (): void => {
      changes += 1;
      pendingChanges -= 1;
    };
    return work().then(
      (value) => (done(), value),
      (error: unknown) => {
        done();
        throw error;
      },
    );
  };

  /** Registers `attestation` for the session's user and reads the new passkey back. */
  const register = async (attestation: PasskeyAttestation): Promise<{ session: Session; stamper: Stamper; added: Authenticator }> => {
    const session = activeSession(); // again: the user may have logged out during the prompt
    const stamper = await stamperFor(session);
    const operation = submitOperations.create_authenticators;
    let ids: string[] = [];
    try {
      const input = { userId: session.userId, authenticators: [attestation] };
      const result: unknown = deps.account
        ? completedResult(await (await deps.account()).createAuthenticators(input))
        : completedResult(await deps.api.submit<unknown>(operation, session.organizationId, input, { stamper }));
      if (isRecord(result) && Array.isArray(result.authenticatorIds)) ids = result.authenticatorIds.filter((id): id is string => typeof id === 'string' && id !== '');
    } catch (error) {
      // The spec does not show this result: a completed activity whose result we cannot read still added the passkey.
      if (!isLoginKitError(error, 'response_invalid') || error.details.field !== `activity.result.${operation.resultMember}`) throw error;
    }
    if (ids[0] !== undefined) return { session, stamper, added: await getWith(session, stamper, ids[0]) };
    const added = (await listWith(session, stamper)).list.find((item) => item.credentialId === attestation.attestation.credentialId);
    if (added === undefined) throw badResponse(operation.path, `${operation.resultMember}.authenticatorIds`, 'missing, and the new passkey is not listed');
    return { session, stamper, added };
  };

  return {
    async list() {
      const session = activeSession();
      const { list, current } = await listWith(session, await stamperFor(session));
      if (current) signalListed(session, list);
      return list;
    },

    async get(authenticatorId) {
      const id = checkAuthenticatorId(authenticatorId);
      const session = activeSession();
      return getWith(session, await stamperFor(session), id);
    },

    add(name, addOptions) {
      let options: Parameters<PasskeyCrypto['createPasskeyAttestation']>[0];
      let creator: Session;
      try {
        creator = activeSession();
        const authenticatorName = checkName(name, deps.now());
        const { rpId, rpName } = deps.relyingParty();
        options = { rpId, rpName, userName: creator.contact ?? authenticatorName, authenticatorName, timeoutMs: deps.timeoutMs, ...checkAddOptions(addOptions) };
      } catch (error) {
        return Promise.reject(error);
      }
      // The work starts synchronously: with the module there, the prompt opens in the click's call stack.
      return change(async () => {
        const module = deps.crypto.loaded() ?? (await deps.crypto.load());
        // A user handle of its own for each passkey (what the Signals API names it by), remembered once the browser has made it.
        const userHandle = module.newPasskeyUserHandle();
        const attestation = await module.createPasskeyAttestation({ ...options, userHandle });
        // Remembered before the service answers, so a passkey the service then refuses is one the next signal hides.
        userHandles().remember(creator.userId, userHandle);
        return register(attestation);
      }).then(({ session, stamper, added }) => {
        signalChanged(session, stamper, (listed) => void listed.set(added.authenticatorId, added.credentialId));
        return added;
      });
    },

    async remove(authenticatorId) {
      const id = checkAuthenticatorId(authenticatorId);
      const session = activeSession();
      const stamper = await stamperFor(session);
      await change(async () => {
        const input = { userId: session.userId, authenticatorIds: [id] };
        completedResult(deps.account ? await (await deps.account()).deleteAuthenticators(input) : await deps.api.submit<unknown>(submitOperations.delete_authenticators, session.organizationId, input, { stamper }));
      });
      const removed = known?.userId === session.userId ? known.credentialIds.get(id) : undefined;
      if (removed !== undefined) {
        background(async () => {
          // Whichever handle it has (one seen here or not): the browser stops offering it.
          if (passkeySignalAvailable('signalUnknownCredential')) await signalUnknownPasskey(deps.relyingParty().rpId, removed);
        });
      }
      signalChanged(session, stamper, (listed) => void listed.delete(id));
    },
  };
}
