import { invalidInput } from '../errors';
import { toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { parsePublicKeyHex } from './p256';
import { sha256 } from './sha256';

/**
 * The OIDC nonce that binds a token to the session key K (protocol.md section 7):
 * hex(SHA-256(UTF-8 of K's compressed hex string)).
 */
export async function oauthNonce(publicKeyHex: string): Promise<string> {
  if (typeof publicKeyHex !== 'string' || publicKeyHex.length !== 66) {
    throw invalidInput('publicKey', 'must be the compressed session public key in hex (66 characters)');
  }
  await parsePublicKeyHex(publicKeyHex, 'publicKey');
  return toHex(await sha256(utf8Encode(publicKeyHex)));
}
