import type { PasskeyAttestation, PasskeyAttestationOptions } from '../crypto/passkey-registration';
import { LoginKitError, invalidInput, isLoginKitError } from '../errors';
import type { PasskeyCrypto, PasskeyCryptoLoader } from '../flows/passkey/passkey-crypto-loader';
import type { Authenticator, PasskeyAddOptions, PasskeyManager } from '../flows/passkey/passkey.types';
import type { Session, SessionState } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import { completedResult, type ApiClient, type Stamper } from '../transport/api-client';
import { submitOperations } from '../transport/operations';
import { badResponse, isRecord } from '../transport/validate';
import { readAuthenticator } from './read-authenticator';

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
}

/** Longest passkey name accepted. */
export const maxPasskeyNameLength = 64;

/** `Passkey 2026-11-22 14:05` (local time): the name of a passkey added without one. */
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
 */
export function createPasskeyManager(deps: PasskeyManagerDeps): PasskeyManager {
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

  const listWith = async (session: Session, stamper: Stamper): Promise<Authenticator[]> => {
    const query = 'get_authenticators';
    const body = await deps.api.query<unknown>(query, { organizationId: session.organizationId, userId: session.userId }, { stamper });
    const list = isRecord(body) ? body.authenticators : undefined;
    if (!Array.isArray(list)) throw badResponse(query, 'authenticators', 'is not an array');
    return list.map((item, index) => readAuthenticator(item, `authenticators[${index}]`, query));
  };

  /** Registers `attestation` for the session's user and reads the new passkey back. */
  const register = async (attestation: PasskeyAttestation): Promise<Authenticator> => {
    const session = activeSession(); // again: the user may have logged out during the prompt
    const stamper = await stamperFor(session);
    const operation = submitOperations.create_authenticators;
    let ids: string[] = [];
    try {
      const outcome = await deps.api.submit<unknown>(operation, session.organizationId, { userId: session.userId, authenticators: [attestation] }, { stamper });
      const result = completedResult(outcome);
      if (isRecord(result) && Array.isArray(result.authenticatorIds)) ids = result.authenticatorIds.filter((id): id is string => typeof id === 'string' && id !== '');
    } catch (error) {
      // The spec does not show this result: a completed activity whose result we cannot read still added the passkey.
      if (!isLoginKitError(error, 'relay_rejected') || error.details.field !== `activity.result.${operation.resultMember}`) throw error;
    }
    if (ids[0] !== undefined) return getWith(session, stamper, ids[0]);
    const added = (await listWith(session, stamper)).find((item) => item.credentialId === attestation.attestation.credentialId);
    if (added === undefined) throw badResponse(operation.path, `${operation.resultMember}.authenticatorIds`, 'missing, and the new passkey is not listed');
    return added;
  };

  return {
    async list() {
      const session = activeSession();
      return listWith(session, await stamperFor(session));
    },

    async get(authenticatorId) {
      const id = checkAuthenticatorId(authenticatorId);
      const session = activeSession();
      return getWith(session, await stamperFor(session), id);
    },

    add(name, addOptions) {
      let options: Parameters<PasskeyCrypto['createPasskeyAttestation']>[0];
      try {
        const session = activeSession();
        const authenticatorName = checkName(name, deps.now());
        const { rpId, rpName } = deps.relyingParty();
        options = { rpId, rpName, userName: session.contact ?? authenticatorName, authenticatorName, timeoutMs: deps.timeoutMs, ...checkAddOptions(addOptions) };
      } catch (error) {
        return Promise.reject(error);
      }
      // Synchronously, when the module is there: the prompt must open in the click's call stack.
      const module = deps.crypto.loaded();
      const registration = module !== undefined ? module.createPasskeyAttestation(options) : deps.crypto.load().then((loaded) => loaded.createPasskeyAttestation(options));
      return registration.then(register);
    },

    async remove(authenticatorId) {
      const id = checkAuthenticatorId(authenticatorId);
      const session = activeSession();
      const stamper = await stamperFor(session);
      const outcome = await deps.api.submit<unknown>(submitOperations.delete_authenticators, session.organizationId, { userId: session.userId, authenticatorIds: [id] }, { stamper });
      completedResult(outcome);
    },
  };
}
