/**
 * Which authentication method a credential proves when it stamps (protocol.md section 14):
 *
 * | stamp | proves (`id`) |
 * |---|---|
 * | `X-Stamp`, a session key (read-write session or OTP-auth key: a login's) | AUTHENTICATION_TYPE_SESSION (the session profile it was issued with, if any) |
 * | `X-Stamp`, any other API key (a wallet's included) | AUTHENTICATION_TYPE_API_KEY (the apiKeyId) |
 * | `X-Stamp-WebAuthn` | AUTHENTICATION_TYPE_PASSKEY (the authenticatorId) |
 * | `X-Stamp-Attested`, verification token | AUTHENTICATION_TYPE_EMAIL_OTP or _SMS_OTP (no id) |
 * | `X-Stamp-Attested`, OIDC token | AUTHENTICATION_TYPE_OAUTH (the user's providerId for the token's identity) |
 *
 * Sessions are not transitive: a session made with a passkey proves a session, never a passkey.
 */
import type { MfaMethod, MfaStep } from '../org-resources-state';
import type { CallerCredential } from '../routes/api/caller';
import type { StoredApiKey } from '../stored-state';

/** A key a login issued (relay logins, create_read_write_session, otp_auth): a session, not an API key. */
export function isSessionKey(key: StoredApiKey): boolean {
  return key.credentialType === 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256' || key.credentialType === 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256';
}

/** The method an `X-Stamp` or `X-Stamp-WebAuthn` credential proves (table above). */
export function credentialMethod(credential: CallerCredential): MfaMethod {
  if (credential.kind === 'passkey') return { type: 'AUTHENTICATION_TYPE_PASSKEY', id: credential.authenticator.authenticatorId };
  const key = credential.apiKey;
  if (!isSessionKey(key)) return { type: 'AUTHENTICATION_TYPE_API_KEY', id: key.apiKeyId };
  return key.sessionProfileId === undefined ? { type: 'AUTHENTICATION_TYPE_SESSION' } : { type: 'AUTHENTICATION_TYPE_SESSION', id: key.sessionProfileId };
}

/** Whether `presented` satisfies `step`: one of its methods has the type, and the same id when it names one. */
export function stepAccepts(step: MfaStep, presented: MfaMethod): boolean {
  return step.any.some((method) => method.type === presented.type && (method.id === undefined || method.id === presented.id));
}

/** `TYPE` or `TYPE (id)`, for messages. */
export function methodLabel(method: MfaMethod): string {
  return method.id === undefined ? method.type : `${method.type} (${method.id})`;
}

/** The methods a step takes, for messages: `A or B (id)`. */
export function stepLabel(step: MfaStep): string {
  return step.any.map(methodLabel).join(' or ');
}
