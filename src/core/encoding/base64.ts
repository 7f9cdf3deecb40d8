import { invalidInput } from '../errors';

/*
 * Standard base64 with padding (RFC 4648 section 4), the encoding of PEM bodies and of the boot
 * proof's attestation and manifest. The platform's atob/btoa do the work (browsers, Node ≥ 16);
 * this file adds strictness: atob accepts whitespace, missing padding and non-zero trailing bits,
 * which a wire format must not.
 */

/** Standard base64 with padding. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/**
 * Decodes standard, padded, canonical base64; anything else (URL-safe characters, whitespace,
 * missing or extra padding, non-zero bits after the last byte) is `invalid_input` naming `field`.
 */
export function fromBase64(text: string, field = 'base64'): Uint8Array {
  if (typeof text !== 'string') throw invalidInput(field, 'must be a base64 string');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw invalidInput(field, 'is not padded standard base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  if (toBase64(bytes) !== text) throw invalidInput(field, 'is not canonical base64 (non-zero bits after the last byte)');
  return bytes;
}
