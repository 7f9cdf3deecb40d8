import { base64urlnopad } from '@scure/base';
import { invalidInput } from '../errors';

/** base64url without padding (RFC 4648 section 5). */
export function toBase64Url(bytes: Uint8Array): string {
  return base64urlnopad.encode(bytes);
}

/**
 * Decodes unpadded base64url. Padding (`=`), characters outside the URL-safe alphabet and
 * impossible lengths are rejected with `invalid_input` naming `field`.
 */
export function fromBase64Url(text: string, field = 'base64url'): Uint8Array {
  if (typeof text !== 'string') throw invalidInput(field, 'must be a base64url string');
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw invalidInput(field, 'is not unpadded base64url');
  try {
    return base64urlnopad.decode(text);
  } catch (error) {
    throw invalidInput(field, `is not valid base64url (${error instanceof Error ? error.message : 'decode failed'})`);
  }
}
