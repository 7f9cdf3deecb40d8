import { hex } from '@scure/base';
import { invalidInput } from '../errors';

/** Lowercase hex of `bytes` (the wire format of keys, signatures and ciphertexts). */
export function toHex(bytes: Uint8Array): string {
  return hex.encode(bytes);
}

/**
 * Decodes hex (either case). Rejects odd lengths and non-hex characters with
 * `invalid_input` naming `field`.
 */
export function fromHex(text: string, field = 'hex'): Uint8Array {
  if (typeof text !== 'string') throw invalidInput(field, 'must be a hex string');
  if (text.length % 2 !== 0) throw invalidInput(field, `hex has an odd length (${text.length})`);
  if (!/^[0-9a-fA-F]*$/.test(text)) throw invalidInput(field, 'contains non-hex characters');
  return hex.decode(text.toLowerCase());
}
