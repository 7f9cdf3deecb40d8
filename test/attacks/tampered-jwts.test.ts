/**
 * Attack: forged or altered JWTs (protocol.md sections 5-6). A verification token verifies only
 * as ES256 by the pinned TLS-fetcher key, a session JWT only by the pinned notarizer over
 * SHA-256(SHA-256(header.payload)): a changed `alg` (none, HS256, ES384…), altered claims,
 * another signer or the other scheme's hashing is `signature_invalid` naming the token's field.
 */
import { describe, expect, it } from 'vitest';
import { verifySessionJwt, verifyVerificationToken, type SessionJwtClaims } from '../../src/core/crypto/jwt';
import { signSessionJwt, signVerificationToken } from '../../src/core/crypto/private-key-signing';
import { publicKeyFromPrivateKey, randomPrivateKey, signP256WithPrivateKey } from '../../src/core/crypto/p256-private-key';
import { fromBase64Url, toBase64Url } from '../../src/core/encoding/base64url';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../src/core/encoding/utf8';

const now = Date.UTC(2030, 0, 1);
const tlsFetcher = randomPrivateKey();
const notarizer = randomPrivateKey();
const attacker = randomPrivateKey();
const pinned = { tlsFetcher: publicKeyFromPrivateKey(tlsFetcher, false), notarizer: publicKeyFromPrivateKey(notarizer, false) };
const victimKey = toHex(publicKeyFromPrivateKey(randomPrivateKey()));
const attackerKey = toHex(publicKeyFromPrivateKey(attacker));

const tokenClaims = { id: 't-1', verification_type: 'OTP_TYPE_EMAIL', contact: 'ada@example.com', organization_id: 'org-1', public_key: victimKey, exp: String(now + 60_000) };
const sessionClaims: SessionJwtClaims = { exp: now / 1000 + 900, public_key: victimKey, session_type: 'SESSION_TYPE_READ_WRITE', user_id: 'u-1', organization_id: 'org-1' };
const token = signVerificationToken(tokenClaims, tlsFetcher);
const session = signSessionJwt(sessionClaims, notarizer);

const part = (value: unknown): string => toBase64Url(utf8Encode(JSON.stringify(value)));
const parts = (jwt: string): [string, string, string] => jwt.split('.') as [string, string, string];
const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(utf8Decode(fromBase64Url(parts(jwt)[1]))) as Record<string, unknown>;

const tokenRejected = expect.objectContaining({ code: 'signature_invalid', details: { field: 'verificationToken' } });
const sessionRejected = expect.objectContaining({ code: 'signature_invalid', details: { field: 'session' } });
const checkToken = (jwt: string) => () => verifyVerificationToken(jwt, pinned.tlsFetcher, now);
const checkSession = (jwt: string) => () => verifySessionJwt(jwt, pinned.notarizer, now);

describe('tampered verification tokens and session JWTs are rejected with signature_invalid', () => {
  it('the genuine tokens verify', async () => {
    expect(await checkToken(token)()).toMatchObject({ public_key: victimKey });
    expect(await checkSession(session)()).toMatchObject({ public_key: victimKey });
  });

  it.each([
    ['none', { alg: 'none', typ: 'JWT' }],
    ['HS256 (the public key as an HMAC secret)', { alg: 'HS256', typ: 'JWT' }],
    ['ES384', { alg: 'ES384', typ: 'JWT' }],
    ['RS256', { alg: 'RS256', typ: 'JWT' }],
    ['es256 (case changed)', { alg: 'es256', typ: 'JWT' }],
    ['missing', { typ: 'JWT' }],
  ])('alg changed to %s, signature kept or emptied', async (_name, header) => {
    for (const jwt of [token, session]) {
      const [, payload, signature] = parts(jwt);
      const reject = jwt === token ? tokenRejected : sessionRejected;
      const check = jwt === token ? checkToken : checkSession;
      await expect(check(`${part(header)}.${payload}.${signature}`)()).rejects.toEqual(reject);
      await expect(check(`${part(header)}.${payload}.`)()).rejects.toEqual(reject);
    }
  });

  it("claims altered under the genuine signature: the attacker's key, another contact, a later expiry", async () => {
    const [header, , signature] = parts(token);
    for (const change of [{ public_key: attackerKey }, { contact: 'eve@example.com' }, { exp: String(now + 86_400_000) }]) {
      await expect(checkToken(`${header}.${part({ ...claimsOf(token), ...change })}.${signature}`)()).rejects.toEqual(tokenRejected);
    }
    const [sessionHeader, , sessionSignature] = parts(session);
    for (const change of [{ public_key: attackerKey }, { user_id: 'u-2' }, { exp: now / 1000 + 86_400 }]) {
      await expect(checkSession(`${sessionHeader}.${part({ ...claimsOf(session), ...change })}.${sessionSignature}`)()).rejects.toEqual(sessionRejected);
    }
  });

  it('signed by the attacker (a key other than the pinned one)', async () => {
    await expect(checkToken(signVerificationToken({ ...tokenClaims, public_key: attackerKey }, attacker))()).rejects.toEqual(tokenRejected);
    await expect(checkSession(signSessionJwt({ ...sessionClaims, public_key: attackerKey }, attacker))()).rejects.toEqual(sessionRejected);
  });

  it("signed by the other pinned key, or with the other scheme's hashing", async () => {
    // A TLS-fetcher signature is not a notarizer signature, and a single SHA-256 is not the notarizer's double hash.
    await expect(checkSession(signSessionJwt(sessionClaims, tlsFetcher))()).rejects.toEqual(sessionRejected);
    const [header, payload] = parts(session);
    const singleHash = toBase64Url(signP256WithPrivateKey(notarizer, utf8Encode(`${header}.${payload}`)));
    await expect(checkSession(`${header}.${payload}.${singleHash}`)()).rejects.toEqual(sessionRejected);
    await expect(checkToken(signSessionJwt(tokenClaims as never, tlsFetcher))()).rejects.toEqual(tokenRejected);
  });

  it('a DER or truncated signature instead of 64-byte r ‖ s', async () => {
    const [header, payload, signature] = parts(token);
    const raw = fromBase64Url(signature);
    await expect(checkToken(`${header}.${payload}.${toBase64Url(raw.subarray(0, 63))}`)()).rejects.toEqual(tokenRejected);
    await expect(checkToken(`${header}.${payload}.${toBase64Url(new Uint8Array([0x30, 0x44, ...raw]))}`)()).rejects.toEqual(tokenRejected);
  });
});
