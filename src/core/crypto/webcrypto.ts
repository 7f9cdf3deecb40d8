import { LoginKitError } from '../errors';

/**
 * The platform's SubtleCrypto (browsers in a secure context, Node 20+ `globalThis.crypto`).
 * Looked up on use, never at import time, so core stays SSR-safe.
 */
export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) {
    throw new LoginKitError('unavailable', 'WebCrypto (crypto.subtle) is not available; a secure context (https or localhost) is required');
  }
  return subtle;
}

/** A copy of `bytes` backed by its own ArrayBuffer, the shape WebCrypto's `BufferSource` wants. */
export function bufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
