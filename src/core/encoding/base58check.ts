import { LoginKitError, invalidInput } from '../errors';
import { sha256 } from '../crypto/sha256';

/*
 * base58check (Bitcoin alphabet; checksum = the first 4 bytes of SHA-256(SHA-256(payload))) is a
 * wire format: the base conversion is written out here, the hash is WebCrypto's, and both are
 * fuzzed against @scure/base in test/fuzz/encodings.test.ts.
 */
const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The longest base58 text decoded unless a caller allows more: base conversion is quadratic in
 * the length (60,000 characters held the main thread for 2.2 s), and the texts decoded here are
 * credential bundles (about 110 characters) and Solana addresses (32-44): 2,048 characters (about
 * 1.5 KB of bytes) decode in a couple of milliseconds.
 */
export const maxBase58Length = 2048;

/** Plain base58 (Bitcoin alphabet, no checksum): Solana addresses. */
export function toBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  const digits: number[] = []; // base-58 digits, least significant first
  for (let index = zeros; index < bytes.length; index += 1) {
    let carry = bytes[index]!;
    for (let digit = 0; digit < digits.length; digit += 1) {
      carry += digits[digit]! << 8;
      digits[digit] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  let text = '1'.repeat(zeros);
  for (let digit = digits.length - 1; digit >= 0; digit -= 1) text += alphabet[digits[digit]!]!;
  return text;
}

/**
 * The bytes of a base58 string, or undefined when a character is outside the alphabet or the text
 * is longer than `maxLength` characters (checked before any decoding).
 */
export function fromBase58(text: string, maxLength = maxBase58Length): Uint8Array | undefined {
  if (text.length > maxLength) return undefined;
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  const bytes: number[] = []; // base-256 digits, least significant first
  for (let index = zeros; index < text.length; index += 1) {
    let carry = alphabet.indexOf(text[index]!);
    if (carry < 0) return undefined;
    for (let byte = 0; byte < bytes.length; byte += 1) {
      carry += bytes[byte]! * 58;
      bytes[byte] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let byte = 0; byte < bytes.length; byte += 1) out[out.length - 1 - byte] = bytes[byte]!;
  return out;
}

async function checksum(payload: Uint8Array): Promise<Uint8Array> {
  return (await sha256(await sha256(payload))).subarray(0, 4);
}

/** Bitcoin-style base58check: base58(bytes ‖ first 4 bytes of SHA-256(SHA-256(bytes))). */
export async function encodeBase58Check(bytes: Uint8Array): Promise<string> {
  if (!(bytes instanceof Uint8Array)) throw invalidInput('bytes', 'must be a Uint8Array');
  const out = new Uint8Array(bytes.length + 4);
  out.set(bytes);
  out.set(await checksum(bytes), bytes.length);
  return toBase58(out);
}

/**
 * Decodes base58check. base58check only carries bundles here, so a bad checksum, a character
 * outside the base58 alphabet or a text longer than `maxLength` characters (refused before any
 * decoding) is `bundle_invalid` naming `field`; a value that is not a non-empty string is
 * `invalid_input`.
 */
export async function decodeBase58Check(text: string, field = 'base58check', maxLength = maxBase58Length): Promise<Uint8Array> {
  if (typeof text !== 'string' || text.length === 0) throw invalidInput(field, 'must be a non-empty base58check string');
  const invalid = (reason: string): LoginKitError => new LoginKitError('bundle_invalid', `${field}: not valid base58check (${reason})`, { details: { field } });
  if (text.length > maxLength) throw invalid(`longer than ${maxLength} characters; not decoded`);
  const bytes = fromBase58(text, maxLength);
  if (bytes === undefined) throw invalid('a character outside the base58 alphabet');
  if (bytes.length < 4) throw invalid('shorter than its 4-byte checksum');
  const payload = bytes.subarray(0, bytes.length - 4);
  const expected = await checksum(payload);
  if (!expected.every((byte, index) => byte === bytes[payload.length + index])) throw invalid('the checksum does not match');
  return payload;
}
