import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHex } from '../encoding/hex';
import { randomBytes } from './random-bytes';
import { sha256 } from './sha256';

afterEach(() => vi.unstubAllGlobals());

describe('randomBytes and sha256 on the platform (WebCrypto, no JavaScript fallback)', () => {
  it('randomBytes gives the length asked for, fresh each time', () => {
    const a = randomBytes(32);
    expect(a).toHaveLength(32);
    expect(toHex(a)).not.toBe(toHex(randomBytes(32)));
  });

  it('randomBytes is browser_unsupported where crypto.getRandomValues is missing', () => {
    vi.stubGlobal('crypto', {});
    expect(() => randomBytes(32)).toThrowError(expect.objectContaining({ code: 'browser_unsupported' }));
  });

  it('sha256 matches the FIPS 180-2 "abc" vector', async () => {
    expect(toHex(await sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('sha256 is unavailable (a secure context is required) where crypto.subtle is missing', async () => {
    vi.stubGlobal('crypto', { getRandomValues: () => undefined });
    await expect(sha256(new Uint8Array())).rejects.toMatchObject({ code: 'unavailable' });
  });
});
