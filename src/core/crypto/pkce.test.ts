import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { createPkcePair, pkceChallenge } from './pkce';

describe('PKCE S256', () => {
  // RFC 7636 Appendix B. interop.json's pkce[0] has this verifier but a corrupted 41-character
  // challenge ("…buGjSw2cM"); a base64url SHA-256 digest is always 43 characters.
  const RFC7636_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('challenge of the RFC 7636 Appendix B verifier (the verifier of the pkce vector)', async () => {
    const vector = interop.pkce[0]!;
    expect(vector.method).toBe('S256');
    expect(await pkceChallenge(vector.verifier)).toBe(RFC7636_CHALLENGE);
  });

  it('creates a 43-character verifier from 32 random bytes with its challenge', async () => {
    const a = await createPkcePair();
    const b = await createPkcePair();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.challenge).toBe(await pkceChallenge(a.verifier));
    expect(a.verifier).not.toBe(b.verifier);
  });

  it.each([
    ['too short', 'a'.repeat(42)],
    ['too long', 'a'.repeat(129)],
    ['a reserved character', `${'a'.repeat(42)}+`],
  ])('rejects a verifier that is %s', async (_why, verifier) => {
    await expect(pkceChallenge(verifier)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'codeVerifier' } });
  });
});
