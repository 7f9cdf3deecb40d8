import type { AuthenticatorTransport, StoredAuthenticator } from '../stored-state';

/** A timestamp of the spec's read objects (section 2): `{seconds, nanos}` as strings. */
export interface TimestampView {
  seconds: string;
  nanos: string;
}

/** The spec's Authenticator read object (section 2). */
export interface AuthenticatorView {
  authenticatorId: string;
  authenticatorName: string;
  credentialId: string;
  attestationType: string;
  aaguid: string;
  model: string;
  transports: AuthenticatorTransport[];
  credential: { publicKey: string; type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' };
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

/** Epoch milliseconds as `{seconds, nanos}`. */
export function timestampView(ms: number): TimestampView {
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: String((ms - seconds * 1000) * 1_000_000) };
}

/** The read shape of a stored passkey (its internal members left out). */
export function authenticatorView(authenticator: StoredAuthenticator): AuthenticatorView {
  return {
    authenticatorId: authenticator.authenticatorId,
    authenticatorName: authenticator.authenticatorName,
    credentialId: authenticator.credentialId,
    attestationType: authenticator.attestationType,
    aaguid: authenticator.aaguid,
    model: authenticator.model,
    transports: [...authenticator.transports],
    credential: { publicKey: authenticator.publicKey, type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
    createdAt: timestampView(authenticator.createdAt),
    updatedAt: timestampView(authenticator.updatedAt),
  };
}
