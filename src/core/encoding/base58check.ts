import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { LoginKitError, invalidInput } from '../errors';

const codec = createBase58check(sha256);

/** Bitcoin-style base58check: base58(bytes ‖ first 4 bytes of SHA-256(SHA-256(bytes))). */
export function encodeBase58Check(bytes: Uint8Array): string {
  return codec.encode(bytes);
}

/**
 * Decodes base58check. base58check only carries bundles here, so a bad checksum or a
 * character outside the base58 alphabet is `bundle_invalid` naming `field`; a value that
 * is not a non-empty string is `invalid_input`.
 */
export function decodeBase58Check(text: string, field = 'base58check'): Uint8Array {
  if (typeof text !== 'string' || text.length === 0) throw invalidInput(field, 'must be a non-empty base58check string');
  try {
    return codec.decode(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'decode failed';
    throw new LoginKitError('bundle_invalid', `${field}: not valid base58check (${reason})`, {
      cause: error,
      details: { field },
    });
  }
}
