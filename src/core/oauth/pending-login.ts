/**
 * What a full-page redirect must remember until the provider sends the user back: kept in
 * sessionStorage (this tab only), one record at a time, removed as soon as it is read. Public
 * values only: the session key's PUBLIC key (the private key stays in the key store), never
 * private key material.
 */
import { LoginKitError } from '../errors';
import type { OauthIntent, OauthProvider } from '../flows/oauth/oauth.types';
import { supportedOauthProviders } from './authorize-url';
import type { OauthWindow } from './oauth-window';

export const pendingLoginStorageKey = 'loginkit:oauth-pending';

export interface PendingOauthLogin {
  provider: OauthProvider;
  intent: OauthIntent;
  /** The `state` sent to the provider; the answer's must equal it exactly. */
  state: string;
  /** The PKCE verifier (code-flow providers exchange it with the code). */
  codeVerifier: string;
  /** Compressed hex of the session key K (for `link`: the logged-in session's key). */
  publicKey: string;
  /** oauthNonce(publicKey). */
  nonce: string;
  redirectUri: string;
  clientId: string;
  /** Epoch ms. */
  startedAt: number;
  /** Log in revoking the user's other session keys (oauth_login `invalidateExisting`); kept across the redirect. */
  invalidateExisting?: boolean;
}

type Storage = OauthWindow['sessionStorage'];

/** Stores the record; `popup_blocked` when this tab cannot keep it (storage disabled or full). */
export function savePendingLogin(storage: Storage, record: PendingOauthLogin): void {
  try {
    storage.setItem(pendingLoginStorageKey, JSON.stringify(record));
  } catch (cause) {
    throw new LoginKitError('popup_blocked', 'the popup was blocked and this tab cannot keep the login across a redirect (sessionStorage refused it)', {
      cause,
    });
  }
}

/** Reads and removes the record (a record is good for one return only). Unreadable records count as none. */
export function takePendingLogin(storage: Storage): PendingOauthLogin | undefined {
  let text: string | null;
  try {
    text = storage.getItem(pendingLoginStorageKey);
    storage.removeItem(pendingLoginStorageKey);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPendingLogin(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the record without removing it. */
export function peekPendingLogin(storage: Storage): PendingOauthLogin | undefined {
  try {
    const text = storage.getItem(pendingLoginStorageKey);
    const value: unknown = text === null ? undefined : JSON.parse(text);
    return isPendingLogin(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isPendingLogin(value: unknown): value is PendingOauthLogin {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const strings = ['state', 'codeVerifier', 'publicKey', 'nonce', 'redirectUri', 'clientId'] as const;
  return (
    supportedOauthProviders.includes(record.provider as OauthProvider) &&
    (record.intent === 'login' || record.intent === 'link') &&
    strings.every((name) => typeof record[name] === 'string' && record[name] !== '') &&
    typeof record.startedAt === 'number' &&
    (record.invalidateExisting === undefined || typeof record.invalidateExisting === 'boolean')
  );
}
