import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { toBase64Url } from '../encoding/base64url';
import { fromHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { decodeJwt, maxJwtLength, verifySessionJwt, verifyVerificationToken, type SessionJwtClaims, type VerificationTokenClaims } from './jwt';
import { signSessionJwt, signVerificationToken } from './private-key-signing';

const { tlsFetcher, notarizer } = interop.keys;
const [token, expiredToken, wrongKeyToken] = interop.verificationToken;
const [session, singleHashSession] = interop.sessionJwt;
const NOW = Date.UTC(2026, 0, 1);

describe('decodeJwt', () => {
  it('splits a compact JWT and decodes header and payload as base64url JSON', () => {
    const decoded = decodeJwt(token!.jwt);
    expect(decoded.header).toEqual({ alg: 'ES256', typ: 'JWT' });
    expect(decoded.payload).toEqual(token!.claims);
    expect(decoded.signingInput).toBe(token!.jwt.split('.').slice(0, 2).join('.'));
    expect(decoded.signature.length).toBe(64);
  });

  it.each([
    ['two parts', 'a.b'],
    ['a payload that is not JSON', `${toBase64Url(utf8Encode('{}'))}.${toBase64Url(utf8Encode('x'))}.AA`],
    ['padded base64', `${toBase64Url(utf8Encode('{}'))}=.e30.AA`],
    ['a JSON array payload', `e30.${toBase64Url(utf8Encode('[]'))}.AA`],
  ])('rejects %s as invalid_input naming the field', (_why, jwt) => {
    expect(() => decodeJwt(jwt, 'verificationToken')).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'verificationToken' } }),
    );
  });

  /** A well-formed token whose payload carries `pad` characters of padding. */
  const tokenWith = (pad: number): string => `e30.${toBase64Url(utf8Encode(JSON.stringify({ pad: 'p'.repeat(pad) })))}.${'A'.repeat(86)}`;

  it(`decodes a token of up to maxJwtLength (${maxJwtLength}) characters, and refuses a longer one before decoding it`, () => {
    const atCap = tokenWith(12_000);
    expect(atCap.length).toBeGreaterThan(maxJwtLength - 400);
    expect(atCap.length).toBeLessThanOrEqual(maxJwtLength);
    expect(decodeJwt(atCap, 'oidcToken').payload.pad).toMatch(/^p+$/);
    const over = tokenWith(12_400);
    expect(over.length).toBeGreaterThan(maxJwtLength);
    expect(() => decodeJwt(over, 'oidcToken')).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'oidcToken' }, message: `oidcToken: is longer than ${maxJwtLength} characters; not decoded` }),
    );
    expect(() => decodeJwt(token!.jwt, 'verificationToken', 100)).toThrowError('verificationToken: is longer than 100 characters');
  });

  it('refuses an over-long verification token or session before checking anything else', async () => {
    const huge = `${token!.jwt}${'A'.repeat(maxJwtLength)}`;
    await expect(verifyVerificationToken(huge, tlsFetcher.publicKeyCompressed, NOW)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'verificationToken' } });
    await expect(verifySessionJwt(`${session!.jwt}${'A'.repeat(maxJwtLength)}`, notarizer.publicKeyCompressed, NOW)).rejects.toThrow('longer than');
  });
});

describe('verification token: ES256 by the TLS-fetcher key, exp in milliseconds', () => {
  it('returns the claims of the valid vector', async () => {
    expect(await verifyVerificationToken(token!.jwt, token!.signerPublicKey, NOW)).toEqual(token!.claims);
    expect((await verifyVerificationToken(token!.jwt, fromHex(tlsFetcher.publicKeyCompressed), NOW)).id).toBe(token!.claims!.id);
  });

  it('rejects the expired vector as token_expired (exp read as milliseconds)', async () => {
    await expect(verifyVerificationToken(expiredToken!.jwt, expiredToken!.signerPublicKey, NOW)).rejects.toThrowError(
      expect.objectContaining({ code: 'token_expired' }),
    );
  });

  it('expires exactly at exp', async () => {
    const exp = Number(token!.claims!.exp);
    expect((await verifyVerificationToken(token!.jwt, token!.signerPublicKey, exp - 1)).exp).toBe(token!.claims!.exp);
    await expect(verifyVerificationToken(token!.jwt, token!.signerPublicKey, exp)).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('rejects the vector signed by the wrong key, and a valid token against another pinned key, as signature_invalid', async () => {
    await expect(verifyVerificationToken(wrongKeyToken!.jwt, wrongKeyToken!.signerPublicKey, NOW)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid' }),
    );
    await expect(verifyVerificationToken(token!.jwt, notarizer.publicKeyUncompressed, NOW)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid' }),
    );
  });

  it('rejects any alg other than ES256, even with a valid signature', async () => {
    const [, payload, signature] = token!.jwt.split('.');
    const none = `${toBase64Url(utf8Encode('{"alg":"none","typ":"JWT"}'))}.${payload}.${signature}`;
    await expect(verifyVerificationToken(none, token!.signerPublicKey, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('round-trips signVerificationToken, and reads numeric exp as invalid', async () => {
    const claims: VerificationTokenClaims = { ...(token!.claims as VerificationTokenClaims), exp: String(NOW + 60_000) };
    const jwt = signVerificationToken(claims, fromHex(tlsFetcher.privateKey));
    expect(await verifyVerificationToken(jwt, tlsFetcher.publicKeyUncompressed, NOW)).toEqual(claims);
    const numericExp = signVerificationToken({ ...claims, exp: NOW + 60_000 } as unknown as VerificationTokenClaims, fromHex(tlsFetcher.privateKey));
    await expect(verifyVerificationToken(numericExp, tlsFetcher.publicKeyUncompressed, NOW)).rejects.toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'verificationToken' } }),
    );
  });
});

describe('session JWT: notarizer signature over SHA-256(SHA-256(signing input)), exp in seconds', () => {
  it('returns the claims of the valid vector', async () => {
    expect(await verifySessionJwt(session!.jwt, session!.notarizerPublicKey, NOW)).toEqual(session!.claims);
  });

  it('rejects a standard single-SHA-256 ES256 signature as signature_invalid', async () => {
    await expect(verifySessionJwt(singleHashSession!.jwt, singleHashSession!.notarizerPublicKey, NOW)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid' }),
    );
  });

  it('expires as session_expired when now passes exp seconds', async () => {
    const exp = session!.claims!.exp * 1000;
    expect((await verifySessionJwt(session!.jwt, session!.notarizerPublicKey, exp - 1)).user_id).toBe('user-1');
    await expect(verifySessionJwt(session!.jwt, session!.notarizerPublicKey, exp)).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('round-trips signSessionJwt; a verification-token key cannot pass as the notarizer', async () => {
    const claims: SessionJwtClaims = { ...(session!.claims as SessionJwtClaims), exp: NOW / 1000 + 900, session_profile_id: 'p-1' };
    const jwt = signSessionJwt(claims, fromHex(notarizer.privateKey));
    expect(await verifySessionJwt(jwt, notarizer.publicKeyCompressed, NOW)).toEqual(claims);
    await expect(verifySessionJwt(jwt, tlsFetcher.publicKeyCompressed, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
    const standard = signVerificationToken(claims as unknown as VerificationTokenClaims, fromHex(notarizer.privateKey));
    await expect(verifySessionJwt(standard, notarizer.publicKeyCompressed, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('rejects an unknown session_type as invalid_input', async () => {
    const jwt = signSessionJwt({ ...(session!.claims as SessionJwtClaims), session_type: 'ADMIN' as SessionJwtClaims['session_type'] }, fromHex(notarizer.privateKey));
    await expect(verifySessionJwt(jwt, notarizer.publicKeyCompressed, NOW)).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
