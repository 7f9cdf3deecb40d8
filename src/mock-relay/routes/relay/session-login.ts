import type { StoredSessionProfile } from '../../org-resources-state';
import type { RouteContext } from '../../route-context';
import type { StoredUser } from '../../stored-state';

/**
 * The end of every relay login (otp_login_v2, oauth_login): registers `publicKey` (compressed
 * hex) as an expiring read-write-session API key of `user` — replacing the user's earlier
 * session keys with `invalidateExisting`, else only an earlier registration of the same key —
 * and returns the session JWT signed by the notarizer. With a session profile (a mock extension,
 * `sessionProfileId`: session-profile-parameter.ts) the key is limited to the profile's scope
 * and lives the profile's `expirationSeconds` when it sets one.
 */
export async function startSession(
  context: RouteContext,
  user: StoredUser,
  publicKey: string,
  invalidateExisting: boolean,
  profile?: StoredSessionProfile,
): Promise<string> {
  const { config, store } = context;
  const now = context.now();
  if (invalidateExisting) store.removeSessionKeys(user.userId);
  else store.removeSessionKeys(user.userId, publicKey);
  const expiresAt = now + (profile?.expirationSeconds ?? config.sessionExpirationSeconds) * 1000;
  store.addApiKey(
    user,
    {
      apiKeyName: `Read Write Session - ${new Date(now).toISOString()}`,
      publicKey,
      curveType: 'API_KEY_CURVE_P256',
      credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
      expiresAt,
      ...(profile === undefined ? {} : { sessionProfileId: profile.sessionProfileId }),
    },
    now,
  );
  return context.enclave.signSession({
    exp: Math.floor(expiresAt / 1000),
    public_key: publicKey,
    session_type: 'SESSION_TYPE_READ_WRITE',
    user_id: user.userId,
    organization_id: user.organizationId,
  });
}
