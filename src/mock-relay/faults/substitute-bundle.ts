import { encryptCredentialBundle } from '../../core/crypto/credential-bundle';
import { parsePublicKeyHex } from '../../core/crypto/p256';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../core/crypto/p256-private-key';
import { toHex } from '../../core/encoding/hex';
import { isRecord } from '../../core/transport/validate';
import type { RouteContext } from '../route-context';
import { defaultSessionKeySeconds } from '../routes/api/create-read-write-session';
import { own } from '../stored-state';
import { contactUser } from './contact-user';

/** The members of a create_read_write_session activity that a substitution reads and changes. */
export interface SessionActivityParts {
  /** `createReadWriteSessionResultV2` (changed in place). */
  result: Record<string, unknown> & { credentialBundle: string };
  /** `createReadWriteSessionIntentV2`: the request's parameters. */
  intent: Record<string, unknown> & { targetPublicKey: string };
}

/**
 * The read-write-session result and intent of an activity answer (a submit's or get_activity's),
 * in either shape (protocol.md section 10: members under `activity`, or under
 * `activity.result.activity`); undefined for any other answer.
 */
export function sessionActivityParts(answer: unknown): SessionActivityParts | undefined {
  if (!isRecord(answer) || !isRecord(answer.activity)) return undefined;
  let view = answer.activity;
  if (isRecord(view.result) && isRecord(view.result.activity)) view = view.result.activity;
  const result = isRecord(view.result) ? view.result.createReadWriteSessionResultV2 : undefined;
  const intent = isRecord(view.intent) ? view.intent.createReadWriteSessionIntentV2 : undefined;
  if (!isRecord(result) || typeof result.credentialBundle !== 'string') return undefined;
  if (!isRecord(intent) || typeof intent.targetPublicKey !== 'string') return undefined;
  return { result: result as SessionActivityParts['result'], intent: intent as SessionActivityParts['intent'] };
}

/** When the genuine session key expires: its registration's expiry, else the intent's lifetime. */
function expiryOf(context: RouteContext, parts: SessionActivityParts): number {
  const apiKeyId = parts.result.apiKeyId;
  const registered = typeof apiKeyId === 'string' ? own(context.store.state.apiKeys, apiKeyId)?.expiresAt : undefined;
  if (registered !== undefined) return registered;
  const seconds = typeof parts.intent.expirationSeconds === 'string' && /^[1-9]\d*$/.test(parts.intent.expirationSeconds) ? Number(parts.intent.expirationSeconds) : defaultSessionKeySeconds;
  return context.now() + seconds * 1000;
}

/**
 * The `substitute-bundle` fault: the credential bundle of a read-write session replaced by a
 * fresh P-256 private key of the relay's own, HPKE-sealed to the intent's `targetPublicKey` in
 * the same format (protocol.md section 3), so it opens on the person's device. `owner: 'none'`:
 * the key is registered nowhere (every stamp with it is refused). `owner: 'to'`: it is registered
 * as a read-write-session key of the account holding contact `to` (created when none), with the
 * genuine key's expiry, and the result names that account (organizationId, organizationName,
 * userId, username, apiKeyId, each when present). The genuine key stays registered to the person.
 */
export async function substituteBundle(context: RouteContext, parts: SessionActivityParts, rule: { owner: 'none' } | { owner: 'to'; to: string }): Promise<void> {
  const target = await parsePublicKeyHex(parts.intent.targetPublicKey, 'targetPublicKey');
  const privateKey = randomPrivateKey();
  let publicKey: string;
  try {
    publicKey = toHex(publicKeyFromPrivateKey(privateKey, true));
    parts.result.credentialBundle = await encryptCredentialBundle(privateKey, target);
  } finally {
    privateKey.fill(0);
  }
  if (rule.owner === 'none') return;
  const now = context.now();
  const expiresAt = expiryOf(context, parts);
  const user = contactUser(context, rule.to);
  const apiKey = context.store.addApiKey(
    user,
    {
      apiKeyName: `Read Write Session - ${new Date(now).toISOString()}`,
      publicKey,
      curveType: 'API_KEY_CURVE_P256',
      credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
      expiresAt,
    },
    now,
  );
  const organization = context.store.getOrganization(user.organizationId);
  const result = parts.result;
  const replacements: Record<string, string | undefined> = {
    organizationId: user.organizationId,
    organizationName: organization?.organizationName,
    userId: user.userId,
    username: user.userName,
    apiKeyId: apiKey.apiKeyId,
  };
  for (const [member, value] of Object.entries(replacements)) {
    if (value !== undefined && (member === 'organizationId' || member === 'userId' || Object.hasOwn(result, member))) result[member] = value;
  }
}
