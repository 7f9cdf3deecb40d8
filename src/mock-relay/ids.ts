/**
 * Random identifiers. Built on `crypto.getRandomValues`, which (unlike `crypto.randomUUID`)
 * also exists on plain-http pages, where Storybook or a LAN demo may run the handler.
 */

function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** A random (version 4) UUID. */
export function randomUuid(): string {
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `<prefix>-<uuid>`, e.g. `org-…`, `user-…`, `apikey-…`. */
export function prefixedId(prefix: string): string {
  return `${prefix}-${randomUuid()}`;
}

/** A uniformly random code of `length` characters from `alphabet` (rejection sampling, no modulo bias). */
export function randomCode(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}
