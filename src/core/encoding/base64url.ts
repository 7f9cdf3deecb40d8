import { invalidInput } from '../errors';

/*
 * base64url without padding (RFC 4648 section 5) is a wire format, not cryptography: a table
 * lookup per 6 bits, written out here (as hex.ts is) and fuzzed against @scure/base in
 * test/fuzz/encodings.test.ts.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const unpadded = /^[A-Za-z0-9_-]*$/;

/** base64url without padding (RFC 4648 section 5). */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    text += alphabet[triple >> 18]! + alphabet[(triple >> 12) & 63]! + alphabet[(triple >> 6) & 63]! + alphabet[triple & 63]!;
  }
  const rest = bytes.length - index;
  if (rest === 1) {
    const single = bytes[index]!;
    text += alphabet[single >> 2]! + alphabet[(single & 3) << 4]!;
  } else if (rest === 2) {
    const pair = (bytes[index]! << 8) | bytes[index + 1]!;
    text += alphabet[pair >> 10]! + alphabet[(pair >> 4) & 63]! + alphabet[(pair & 15) << 2]!;
  }
  return text;
}

/**
 * Decodes unpadded base64url. Padding (`=`), characters outside the URL-safe alphabet,
 * impossible lengths and non-zero trailing bits are rejected with `invalid_input` naming `field`.
 */
export function fromBase64Url(text: string, field = 'base64url'): Uint8Array {
  if (typeof text !== 'string') throw invalidInput(field, 'must be a base64url string');
  if (!unpadded.test(text)) throw invalidInput(field, 'is not unpadded base64url');
  if (text.length % 4 === 1) throw invalidInput(field, `is not valid base64url (impossible length ${text.length})`);
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let index = 0; index < text.length; index += 1) {
    buffer = ((buffer << 6) | alphabet.indexOf(text[index]!)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) throw invalidInput(field, 'is not valid base64url (non-zero trailing bits)');
  return bytes;
}
