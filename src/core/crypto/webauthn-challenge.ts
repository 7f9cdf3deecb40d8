import { sha256 } from '@noble/hashes/sha2.js';
import { invalidInput } from '../errors';
import { toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';

/**
 * The WebAuthn challenge of a passkey stamp (protocol.md section 2): the 64 ASCII bytes of
 * hex(SHA-256(body)), so clientDataJSON.challenge is base64url of that hex text.
 *
 * The kit's one JavaScript hash (@noble/hashes, in the lazily loaded passkey chunk only): the
 * stamper opens the browser's prompt synchronously inside the click (Safari refuses WebAuthn
 * without the user's gesture, and the passkey flow opens its prompt inside `send`), and
 * `crypto.subtle.digest` can only be awaited.
 */
export function webauthnStampChallenge(body: string): Uint8Array {
  if (typeof body !== 'string') throw invalidInput('body', 'must be the serialized request body string');
  return utf8Encode(toHex(sha256(utf8Encode(body))));
}
