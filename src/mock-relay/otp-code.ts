import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../core/encoding/hex';
import { utf8Encode } from '../core/encoding/utf8';

/**
 * Codes are kept as SHA-256 hashes (the mailbox holds the plain code for tests). What the user
 * typed is compared case-insensitively with spaces and dashes removed, as the kit's code input
 * sanitizes it the same way.
 */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** hex SHA-256 of the normalized code. */
export function hashCode(code: string): string {
  return toHex(sha256(utf8Encode(normalizeCode(code))));
}
