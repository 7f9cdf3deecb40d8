import { invalidInput } from '../errors';

/*
 * Hex is a wire format, not cryptography: a few lines of table lookups. Both @scure/base and
 * @noble/hashes/utils keep several KB of module-level code in the initial chunk when only hex
 * is imported, and hex is on the path of every page load (session restore), so it is written
 * out here and checked against WebCrypto-free round trips and every byte value in hex.test.ts.
 */
const digits = '0123456789abcdef';
const byteToHex: string[] = Array.from({ length: 256 }, (_, byte) => digits[byte >> 4]! + digits[byte & 15]!);

/** Lowercase hex of `bytes` (the wire format of keys, signatures and ciphertexts). */
export function toHex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byteToHex[byte];
  return text;
}

/**
 * Decodes hex (either case). Rejects odd lengths and non-hex characters with
 * `invalid_input` naming `field`.
 */
export function fromHex(text: string, field = 'hex'): Uint8Array {
  if (typeof text !== 'string') throw invalidInput(field, 'must be a hex string');
  if (text.length % 2 !== 0) throw invalidInput(field, `hex has an odd length (${text.length})`);
  if (!/^[0-9a-fA-F]*$/.test(text)) throw invalidInput(field, 'contains non-hex characters');
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(text.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
