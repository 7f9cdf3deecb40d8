/**
 * A session's successor (protocol.md section 6): `create_read_write_session` (V2) stamped with
 * the session's key, with a new HPKE target key; the credential bundle decrypts into a new
 * non-extractable key in the key store. The bundle is sealed, not signed, and the result's ids
 * are not signed either: the successor must name the same organization and user, and the service,
 * asked with the new key (`whoami`), must say the key is that user's — else the new key is
 * deleted and the old session kept (issue 23). Loaded when a refresh is due, not with the page.
 */
import { createAccountApi } from '../api/account-api';
import { createApiKeyStamper } from '../crypto/api-key-stamper';
import { LoginKitError, untrustedResponse } from '../errors';
import { confirmKeyOwner } from './confirm-session-owner';
import type { TrustedKeys } from '../login-kit';
import type { KeyStore } from '../storage/key-store';
import type { ApiClient } from '../transport/api-client';
import type { RefreshSessionOptions, Session } from './session-types';

export interface SessionRefreshDeps {
  api: ApiClient;
  keys: KeyStore;
  trustedKeys: TrustedKeys;
  now: () => number;
  /** The lifetime to ask for (the relay configuration's session expiration); the session's own when unknown. */
  lifetimeSeconds?: () => Promise<number | undefined>;
}

/**
 * The new session: same user, login method and contact, a new key and expiry, no JWT. The old
 * key is left to the caller (the session manager deletes it once the new session is stored).
 */
export async function refreshSession(deps: SessionRefreshDeps, session: Session, options: RefreshSessionOptions = {}): Promise<Session> {
  const configured = await deps.lifetimeSeconds?.().catch(() => undefined);
  const seconds = configured ?? Math.max(1, Math.round((session.expiresAt - session.createdAt) / 1000));
  const account = createAccountApi({ api: deps.api, keys: deps.keys, trustedKeys: deps.trustedKeys, now: deps.now, currentSession: () => session });
  const sentAt = deps.now();
  const outcome = await account.createReadWriteSession(
    { expirationSeconds: String(seconds), ...(options.invalidateExisting === true ? { invalidateExisting: true } : {}) },
    { organizationId: session.organizationId },
  );
  if (outcome.status !== 'completed') {
    const code = outcome.status === 'rejected' ? 'activity_rejected' : outcome.status === 'mfaRequired' ? 'mfa_required' : 'consensus_needed';
    throw new LoginKitError(code, `create_read_write_session: the session was not refreshed (${outcome.status})`);
  }
  const { sessionKey, organizationId, userId } = outcome.result;
  try {
    if (organizationId !== session.organizationId || userId !== session.userId) {
      throw untrustedResponse('create_read_write_session', 'owner', 'the refreshed session names another organization or user');
    }
    const key = await deps.keys.get(sessionKey.publicKey);
    if (key === undefined) throw new LoginKitError('storage_unavailable', 'the refreshed session key is no longer in the key store');
    await confirmKeyOwner({ api: deps.api, stamper: createApiKeyStamper(key), owner: { organizationId, userId } });
  } catch (error) {
    await deps.keys.delete(sessionKey.publicKey).catch(() => undefined);
    throw error;
  }
  const next: Session = {
    publicKey: sessionKey.publicKey,
    organizationId,
    userId,
    sessionType: 'SESSION_TYPE_READ_WRITE',
    // The service counts from when it received the request.
    expiresAt: Math.min(sessionKey.expiresAt, sentAt + seconds * 1000),
    createdAt: sentAt,
    method: session.method,
  };
  if (session.contact !== undefined) next.contact = session.contact;
  return next;
}
