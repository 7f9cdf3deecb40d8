import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { oauthNonce } from './oauth-nonce';

describe('oauthNonce = hex(SHA-256(UTF-8 of K compressed hex))', () => {
  it.each(interop.oauthNonce)('matches the vector for $publicKey', async (vector) => {
    expect(await oauthNonce(vector.publicKey)).toBe(vector.nonce);
  });

  it.each([
    ['an uncompressed key', interop.keys.sessionKey.publicKeyUncompressed],
    ['non-hex', 'z'.repeat(66)],
    ['an empty string', ''],
  ])('rejects %s as invalid_input naming publicKey', async (_why, key) => {
    await expect(oauthNonce(key)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'publicKey' } });
  });
});
