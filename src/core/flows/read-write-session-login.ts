import { toHex } from '../encoding/hex';
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
}

/**
 * A login by `create_read_write_session` (protocol.md sections 8 and 13): submits it stamped by a
 * passkey or a wallet, opens the credential bundle into a new non-extractable session key (the
 * key store wipes the raw bytes) and returns that key's public key (compressed hex) with the
 * user's organization and id.
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
  const outcome = await deps.api.submit<unknown>(submitOperations.create_read_write_session, login.organizationId, parameters, { stamper: login.stamper });
  const result = readSessionResult(completedResult(outcome));
  const raw = await login.decrypt(result.credentialBundle, login.target.privateKey, login.target.publicKey);
  const key = await deps.keys.importPrivateKey(raw); // wipes `raw`
  return { publicKey: toHex(key.publicKey), organizationId: result.organizationId, userId: result.userId };
}
