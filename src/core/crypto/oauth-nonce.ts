import { sha256 } from '@noble/hashes/sha2.js';
import { invalidInput } from '../errors';
import { toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { parsePublicKeyHex } from './p256';

/**
 * The OIDC nonce that binds a token to the session key K (protocol.md section 7):
 * hex(SHA-256(UTF-8 of K's compressed hex string)).
 */
export function oauthNonce(publicKeyHex: string): string {
  if (typeof publicKeyHex !== 'string' || publicKeyHex.length !== 66) {
    throw invalidInput('publicKey', 'must be the compressed session public key in hex (66 characters)');
  }
  parsePublicKeyHex(publicKeyHex, 'publicKey');
  return toHex(sha256(utf8Encode(publicKeyHex)));
}
