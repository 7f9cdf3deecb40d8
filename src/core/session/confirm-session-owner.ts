/**
 * Proof, from the service itself, that a session key handed over by the relay belongs to the
 * person who logged in (issue 23). A credential bundle is HPKE-sealed to the kit's target key
 * but not authenticated: a relay can seal a key of its own and name another user in the
 * (unsigned) result. So before such a key is used, it stamps one query to the API:
 * - `whoami` (a refresh): the key belongs to the same organization and user as before;
 * - `get_user` (a login): the stamp is accepted for the organization, and the user holds the
 *   credential the person used (the passkey, the wallet's key, the OAuth identity); after a
 *   signup without a client signature (passkey, wallet, social), the user holds exactly the
 *   credentials the kit registered and nothing a relay added.
 * One request each, the cheapest the API offers (whoami answers four strings). It proves
 * something only where the API is not the relay itself (Turnkey's default: the relay is the
 * auth proxy, the API another host); SECURITY.md says what remains.
 */
import { LoginKitError, untrustedResponse } from '../errors';
import { toCredentialIdBase64Url } from '../passkeys/credential-id';
import type { ApiClient, Stamper } from '../transport/api-client';
import { badResponse, isRecord } from '../transport/validate';

export interface SessionOwner {
  organizationId: string;
  userId: string;
}

/** How the person proved who they are; the user must hold it. */
export type OwnerCredential =
  | { kind: 'passkey'; credentialId: string }
  | { kind: 'apiKey'; publicKey: string }
  | { kind: 'oauth'; issuer: string; subject: string };

/** What a signup registered; the new user must hold exactly this (and session keys named here). */
export interface SignedUpCredentials {
  passkeys: readonly string[];
  apiKeys: readonly string[];
  oauth: readonly { issuer: string; subject: string }[];
}

export interface ConfirmSessionOwnerInput {
  api: ApiClient;
  /** Stamps with the session key to confirm. */
  stamper: Stamper;
  /** Who the relay's answer says the session is for. */
  owner: SessionOwner;
  credential: OwnerCredential;
  /** Set after a signup: the user's credentials must be these (plus `sessionKeys`). */
  signedUp?: SignedUpCredentials;
  /** The session keys this login registered (compressed hex): allowed among a new user's API keys. */
  sessionKeys?: readonly string[];
  signal?: AbortSignal;
}

/**
 * The stamped query; the API refusing the key itself (not registered, not this organization's)
 * means the relay handed over a key the service does not hold for this account.
 */
async function stampedQuery(input: { api: ApiClient; stamper: Stamper; signal?: AbortSignal }, path: string, body: Record<string, unknown>): Promise<unknown> {
  try {
    return await input.api.query<unknown>(path, body, { stamper: input.stamper, ...(input.signal === undefined ? {} : { signal: input.signal }) });
  } catch (error) {
    if (error instanceof LoginKitError && (error.code === 'unauthenticated' || error.code === 'permission_denied')) {
      throw new LoginKitError('untrusted_response', `${path}: the service refused the session key the relay handed over (${error.message})`, {
        cause: error,
        details: { field: path, check: 'key' },
      });
    }
    throw error;
  }
}

/** Credential ids compare as base64url without padding (a service may answer in base64, or padded). */
const sameId = (a: string, b: string): boolean => toCredentialIdBase64Url(a) === toCredentialIdBase64Url(b);

function strings(list: unknown, member: string, field: string): string[] {
  if (!Array.isArray(list)) throw badResponse('get_user', field, 'is not an array');
  return list.map((item, index) => {
    const value = member.split('.').reduce<unknown>((at, name) => (isRecord(at) ? at[name] : undefined), item);
    if (typeof value !== 'string') throw badResponse('get_user', `${field}[${index}].${member}`, 'is missing or not a string');
    return value;
  });
}

function identities(list: unknown): { issuer: string; subject: string }[] {
  const issuers = strings(list, 'issuer', 'user.oauthProviders');
  const subjects = strings(list, 'subject', 'user.oauthProviders');
  return issuers.map((issuer, index) => ({ issuer, subject: subjects[index] as string }));
}

const sameIdentity = (a: { issuer: string; subject: string }, b: { issuer: string; subject: string }): boolean =>
  a.issuer.replace(/\/+$/, '') === b.issuer.replace(/\/+$/, '') && a.subject === b.subject;

/** A login's session key is the user's, and the user holds the credential used (one `get_user`). */
export async function confirmSessionOwner(input: ConfirmSessionOwnerInput): Promise<void> {
  const { owner, credential } = input;
  const answer = await stampedQuery(input, 'get_user', { organizationId: owner.organizationId, userId: owner.userId });
  const user = isRecord(answer) ? answer.user : undefined;
  if (!isRecord(user)) throw badResponse('get_user', 'user', 'is missing or not an object');
  if (user.userId !== owner.userId) throw untrustedResponse('get_user', 'userId', 'the service answered for another user than the session names');
  const passkeys = strings(user.authenticators, 'credentialId', 'user.authenticators');
  const apiKeys = strings(user.apiKeys, 'credential.publicKey', 'user.apiKeys');
  const oauth = identities(user.oauthProviders);

  const holds =
    credential.kind === 'passkey'
      ? passkeys.some((id) => sameId(id, credential.credentialId))
      : credential.kind === 'apiKey'
        ? apiKeys.some((key) => key.toLowerCase() === credential.publicKey.toLowerCase())
        : oauth.some((identity) => sameIdentity(identity, credential));
  if (!holds) throw untrustedResponse('get_user', credential.kind, `the user the session names does not hold the ${credentialName[credential.kind]} used to log in`);

  const signedUp = input.signedUp;
  if (signedUp === undefined) return;
  const sessionKeys = (input.sessionKeys ?? []).map((key) => key.toLowerCase());
  const addedPasskey = passkeys.find((id) => !signedUp.passkeys.some((expected) => sameId(id, expected)));
  const addedKey = apiKeys.find((key) => !signedUp.apiKeys.some((expected) => expected.toLowerCase() === key.toLowerCase()) && !sessionKeys.includes(key.toLowerCase()));
  const addedIdentity = oauth.find((identity) => !signedUp.oauth.some((expected) => sameIdentity(identity, expected)));
  if (addedPasskey !== undefined || addedKey !== undefined || addedIdentity !== undefined) {
    const what = addedPasskey !== undefined ? 'a passkey' : addedKey !== undefined ? 'an API key' : 'a social login';
    throw untrustedResponse('get_user', 'signup', `the new account holds ${what} this signup did not register`);
  }
}

const credentialName: Record<OwnerCredential['kind'], string> = { passkey: 'passkey', apiKey: 'wallet key', oauth: 'social login' };

/** A refreshed session's key belongs to the same organization and user as before (one `whoami`). */
export async function confirmKeyOwner(input: { api: ApiClient; stamper: Stamper; owner: SessionOwner; signal?: AbortSignal }): Promise<void> {
  const answer = await stampedQuery(input, 'whoami', { organizationId: input.owner.organizationId });
  if (!isRecord(answer)) throw badResponse('whoami', 'body', 'is not a JSON object');
  if (answer.organizationId !== input.owner.organizationId || answer.userId !== input.owner.userId) {
    throw untrustedResponse('whoami', 'owner', 'the new session key belongs to another user');
  }
}

