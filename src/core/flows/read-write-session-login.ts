import { createApiKeyStamper } from '../crypto/api-key-stamper';
import { toHex } from '../encoding/hex';
import { confirmSessionOwner, type OwnerCredential, type SignedUpCredentials } from '../session/confirm-session-owner';
import type { KeyStore } from '../storage/key-store';
import { completedResult, type ApiClient, type Stamper } from '../transport/api-client';
import { submitOperations } from '../transport/operations';
import { readSessionResult } from '../transport/read-session-result';

export interface ReadWriteSessionLogin {
  /** The organization the request names (the relay's parent: the service finds the user's from the stamp). */
  organizationId: string;
  expirationSeconds: number;
  invalidateExisting?: boolean;
  /** The passkey or wallet that stamps the request. */
  stamper: Stamper;
  /** The HPKE key the credential bundle is sealed to. */
  target: { privateKey: CryptoKey; publicKey: Uint8Array };
  /** Opens the credential bundle (passed in: it lives in the caller's lazily loaded chunk). */
  decrypt: (bundle: string, privateKey: CryptoKey, publicKey: Uint8Array) => Promise<Uint8Array>;
  /** How the person proved who they are (read once the request is stamped): the user the result names must hold it. */
  credential: () => OwnerCredential;
  /** For a user this login has just signed up: the credentials it registered, all the new user may hold. */
  signedUp?: () => SignedUpCredentials | undefined;
  signal?: AbortSignal;
}

/**
 * A login by `create_read_write_session` (protocol.md sections 8 and 13): submits it stamped by a
 * passkey or a wallet, opens the credential bundle into a new non-extractable session key (the
 * key store wipes the raw bytes) and returns that key's public key (compressed hex) with the
 * user's organization and id — once the service confirms, through one query stamped with that
 * key, that the key is the named user's and the user holds the passkey or wallet used (a bundle
 * is sealed, not signed: a relay could seal a key of its own). A key that fails it is deleted.
 */
export async function loginWithReadWriteSession(
  deps: { api: ApiClient; keys: KeyStore },
  login: ReadWriteSessionLogin,
): Promise<{ publicKey: string; organizationId: string; userId: string }> {
  const parameters = {
    targetPublicKey: toHex(login.target.publicKey),
    expirationSeconds: String(login.expirationSeconds),
    ...(login.invalidateExisting === true ? { invalidateExisting: true } : {}),
  };
  const signal = login.signal === undefined ? {} : { signal: login.signal };
  const outcome = await deps.api.submit<unknown>(submitOperations.create_read_write_session, login.organizationId, parameters, { stamper: login.stamper, ...signal });
  const result = readSessionResult(completedResult(outcome));
  const raw = await login.decrypt(result.credentialBundle, login.target.privateKey, login.target.publicKey);
  const key = await deps.keys.importPrivateKey(raw); // wipes `raw`
  const publicKey = toHex(key.publicKey);
  const signedUp = login.signedUp?.();
  try {
    await confirmSessionOwner({
      api: deps.api,
      stamper: createApiKeyStamper(key),
      owner: { organizationId: result.organizationId, userId: result.userId },
      credential: login.credential(),
      ...(signedUp === undefined ? {} : { signedUp, sessionKeys: [publicKey] }),
      ...signal,
    });
  } catch (error) {
    await deps.keys.delete(publicKey).catch(() => undefined);
    throw error;
  }
  return { publicKey, organizationId: result.organizationId, userId: result.userId };
}
