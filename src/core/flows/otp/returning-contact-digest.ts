import { sha256 } from '../../crypto/sha256';
import { toHex } from '../../encoding/hex';
import { utf8Encode } from '../../encoding/utf8';
import type { OtpChannel } from './otp.types';

/**
 * The digest that stands for a contact: SHA-256 (hex) of a domain-separated string naming the
 * kit's scope (the relay configuration and organization, so two apps on one origin do not mix),
 * the channel and the contact (an email address in lower case). Someone holding the storage who
 * guesses an address can confirm it; nobody can read one off it.
 */
export async function returningContactDigest(scope: readonly string[], channel: OtpChannel, contact: string): Promise<string> {
  const normalized = channel === 'email' ? contact.trim().toLowerCase() : contact.trim();
  const text = ['loginkit returning-contact v1', ...scope.map((part) => `scope:${part}`), channel, normalized].join('\n');
  return toHex(await sha256(utf8Encode(text)));
}
