/**
 * The cryptography the social login needs, as one lazily loaded module: the flow starts loading
 * it when it is created (the modal opening) and prepares K's nonce and a PKCE pair per provider
 * ahead (SHA-256 runs on WebCrypto, so asynchronously), so the popup still opens synchronously
 * from the click.
 */
import { randomBytes } from '../../crypto/random-bytes';
import { toBase64Url } from '../../encoding/base64url';

export { decodeJwt, verifySessionJwt } from '../../crypto/jwt';
export { oauthNonce } from '../../crypto/oauth-nonce';
export { createPkcePair } from '../../crypto/pkce';

/** A fresh OAuth `state`: base64url of 32 random bytes. */
export function createOauthState(): string {
  return toBase64Url(randomBytes(32));
}
