import { invalidInput } from '../errors';
import type { Stamper } from '../transport/api-client';
import { stampApiRequest } from './api-stamp';
import type { SigningKey } from './signing-key';

/** An API key stamper (`X-Stamp`, protocol.md section 2) over a key from the key store (a session key). */
export function createApiKeyStamper(key: SigningKey): Stamper {
  if (typeof key !== 'object' || key === null || typeof key.sign !== 'function' || !(key.publicKey instanceof Uint8Array)) {
    throw invalidInput('key', 'must be a SigningKey (publicKey and sign)');
  }
  return { stamp: (body) => stampApiRequest(body, key) };
}
