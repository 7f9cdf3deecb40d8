import { LoginKitError } from '../errors';

/** `length` bytes from the platform CSPRNG (`crypto.getRandomValues`; browsers and Node 20+). */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const random = globalThis.crypto;
  if (typeof random?.getRandomValues !== 'function') {
    throw new LoginKitError('browser_unsupported', 'crypto.getRandomValues is not available in this runtime');
  }
  return random.getRandomValues(new Uint8Array(length));
}
