import { LoginKitError } from '../errors';
import { decodeBase58Check, encodeBase58Check } from '../encoding/base58check';
import { compressPublicKey } from './p256';
import { hpkeOpen, hpkeSeal } from './hpke';

/**
 * Credential bundles (protocol.md section 3): base58check(compressed enc (33 B) ‖ ciphertext ‖ tag),
 * HPKE-encrypted to the receiver (target) key. A session-key bundle is 81 bytes and opens to a
 * raw 32-byte P-256 private scalar.
 */

const ENC_LENGTH = 33;
const TAG_LENGTH = 16;

/**
 * The longest bundle decoded: a session key's bundle is 81 bytes, about 110 base58 characters;
 * 1,024 characters (about 750 bytes) leave room for any key the service could wrap, and keep the
 * quadratic base58 decoding of a hostile relay's answer to well under a millisecond.
 */
export const maxCredentialBundleLength = 1024;

/**
 * Decrypts a credential bundle with the receiver's private key (raw scalar, or an ECDH
 * `CryptoKey`; pass `receiverPublicKey` with a non-extractable key). Every failure — checksum,
 * length (over `maxCredentialBundleLength` characters it is not decoded), bad enc, wrong key,
 * tampering — is `bundle_invalid` naming `credentialBundle`.
 */
export async function decryptCredentialBundle(
  bundle: string,
  receiverPrivateKey: Uint8Array | CryptoKey,
  receiverPublicKey?: Uint8Array,
): Promise<Uint8Array> {
  const bytes = await decodeBase58Check(bundle, 'credentialBundle', maxCredentialBundleLength);
  if (bytes.length <= ENC_LENGTH + TAG_LENGTH) {
    throw new LoginKitError('bundle_invalid', `credentialBundle: too short (${bytes.length} bytes)`, { details: { field: 'credentialBundle' } });
  }
  try {
    return await hpkeOpen(receiverPrivateKey, bytes.subarray(0, ENC_LENGTH), bytes.subarray(ENC_LENGTH), receiverPublicKey);
  } catch (error) {
    if (error instanceof LoginKitError && error.code === 'bundle_invalid') {
      throw new LoginKitError('bundle_invalid', `credentialBundle: ${error.message}`, { cause: error, details: { field: 'credentialBundle' } });
    }
    throw error;
  }
}

/** Encrypts `plaintext` into a credential bundle for `receiverPublicKey` (for the mock relay). */
export async function encryptCredentialBundle(plaintext: Uint8Array, receiverPublicKey: Uint8Array): Promise<string> {
  const { encappedPublic, ciphertext } = await hpkeSeal(receiverPublicKey, plaintext);
  const compressed = compressPublicKey(encappedPublic);
  const out = new Uint8Array(compressed.length + ciphertext.length);
  out.set(compressed, 0);
  out.set(ciphertext, compressed.length);
  return await encodeBase58Check(out);
}
