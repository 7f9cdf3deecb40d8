import { invalidInput } from '../errors';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** UTF-8 bytes of `text`. */
export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Strict UTF-8 decoding: malformed sequences are `invalid_input` naming `field`. */
export function utf8Decode(bytes: Uint8Array, field = 'utf8'): string {
  try {
    return decoder.decode(bytes);
  } catch (error) {
    throw invalidInput(field, `is not valid UTF-8 (${error instanceof Error ? error.message : 'decode failed'})`);
  }
}
