import { encryptCredentialBundle } from '../../../core/crypto/credential-bundle';
import { parsePublicKeyHex } from '../../../core/crypto/p256';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { invalidArgument } from '../../errors';
import { optionalBooleanField, optionalStringField, stringField } from '../../request-body';
import { sessionProfileParameter } from '../../session-profiles/session-profile-parameter';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/** The spec's default lifetime of read-write-session keys (section 8): 15 minutes. */
export const defaultSessionKeySeconds = 900;

export interface CreateReadWriteSessionResult {
  organizationId: string;
  organizationName: string;
  userId: string;
  username: string;
  apiKeyId: string;
  credentialBundle: string;
}

/** `expirationSeconds`: a positive whole number of seconds, as a string. */
export function lifetimeSeconds(parameters: Record<string, unknown>, field: string, path: string, fallback: number): number {
  const value = optionalStringField(parameters, field, path, 12);
  if (value === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw invalidArgument(path, 'must be a positive whole number of seconds as a string');
  return Number(value);
}

/**
 * `create_read_write_session` (spec section 4.2): makes a P-256 session key, registers its
 * public key as an API key of the user (`CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256`) expiring
 * after `expirationSeconds` (default 900), and returns its private key HPKE-encrypted to
 * `targetPublicKey` as a credential bundle (protocol.md section 3). `invalidateExisting`
 * revokes the user's earlier read-write-session keys first. Stamped by an API key or a passkey
 * (the passkey login of protocol.md section 8). Mock extension: `sessionProfileId` names a
 * session profile (create_session_profile) whose scope then limits the session and whose
 * `expirationSeconds`, when set, replaces the intent's.
 */
export const createReadWriteSession: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
  intentMember: 'createReadWriteSessionIntentV2',
  resultMember: 'createReadWriteSessionResultV2',
  async run(context, caller, parameters): Promise<CreateReadWriteSessionResult> {
    const now = context.now();
    const targetHex = stringField(parameters, 'targetPublicKey', 'parameters.targetPublicKey', 200);
    if (targetHex.length !== 130) throw invalidArgument('parameters.targetPublicKey', 'must be an uncompressed P-256 public key in hex (130 characters)');
    const target = await parsePublicKeyHex(targetHex, 'parameters.targetPublicKey');
    const user = userInCallerOrganization(context, caller, optionalStringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const apiKeyName = optionalStringField(parameters, 'apiKeyName', 'parameters.apiKeyName', 256) ?? `Read Write Session - ${new Date(now).toISOString()}`;
    const intentSeconds = lifetimeSeconds(parameters, 'expirationSeconds', 'parameters.expirationSeconds', defaultSessionKeySeconds);
    // A mock extension (see session-profile-parameter.ts): the profile's expiration, when set, wins.
    const profile = sessionProfileParameter(context, user.organizationId, parameters, 'parameters.sessionProfileId');
    const seconds = profile?.expirationSeconds ?? intentSeconds;
    const invalidateExisting = optionalBooleanField(parameters, 'invalidateExisting', 'parameters.invalidateExisting') ?? false;

    const privateKey = randomPrivateKey();
    let credentialBundle: string;
    let publicKey: string;
    try {
      publicKey = toHex(publicKeyFromPrivateKey(privateKey, true));
      credentialBundle = await encryptCredentialBundle(privateKey, target);
    } finally {
      privateKey.fill(0);
    }
    if (invalidateExisting) context.store.removeSessionKeys(user.userId);
    const apiKey = context.store.addApiKey(
      user,
      {
        apiKeyName,
        publicKey,
        curveType: 'API_KEY_CURVE_P256',
        credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
        expiresAt: now + seconds * 1000,
        ...(profile === undefined ? {} : { sessionProfileId: profile.sessionProfileId }),
      },
      now,
    );
    const organization = context.store.getOrganization(user.organizationId) ?? caller.organization;
    return {
      organizationId: organization.organizationId,
      organizationName: organization.organizationName,
      userId: user.userId,
      username: user.userName,
      apiKeyId: apiKey.apiKeyId,
      credentialBundle,
    };
  },
};
