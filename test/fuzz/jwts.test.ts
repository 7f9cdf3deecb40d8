import fc from 'fast-check';
import { describe, it } from 'vitest';
import { decodeJwt, verifySessionJwt, verifyVerificationToken } from '../../src/core/crypto/jwt';
import { signSessionJwt, signVerificationToken } from '../../src/core/crypto/private-key-signing';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toBase64Url } from '../../src/core/encoding/base64url';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Encode } from '../../src/core/encoding/utf8';
import { acceptsOrRefuses, acceptsOrRefusesAsync, anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson, mutatedText } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const now = Date.UTC(2030, 0, 1);
const jwtCodes = ['invalid_input', 'signature_invalid', 'token_expired', 'session_expired'] as const;
const part = (value: unknown): string => toBase64Url(utf8Encode(JSON.stringify(value) ?? 'null'));

describe('JWTs (protocol.md sections 5-6): any token verifies or is refused naming its field', () => {
  const tlsFetcher = randomPrivateKey();
  const notarizer = randomPrivateKey();
  const sessionKey = toHex(publicKeyFromPrivateKey(randomPrivateKey()));
  const tokenClaims = {
    id: 'token-1',
    verification_type: 'OTP_TYPE_EMAIL',
    contact: 'ada@example.com',
    organization_id: 'org-1',
    public_key: sessionKey,
    exp: String(now + 60_000),
  };
  const sessionClaims = {
    exp: Math.floor(now / 1000) + 900,
    public_key: sessionKey,
    session_type: 'SESSION_TYPE_READ_WRITE' as const,
    user_id: 'user-1',
    organization_id: 'org-1',
  };
  const verificationToken = signVerificationToken(tokenClaims, tlsFetcher);
  const session = signSessionJwt(sessionClaims, notarizer);
  const tlsFetcherPublic = publicKeyFromPrivateKey(tlsFetcher, false);
  const notarizerPublic = publicKeyFromPrivateKey(notarizer, false);

  const checkToken = (token: string): Promise<void> =>
    acceptsOrRefusesAsync(() => verifyVerificationToken(token, tlsFetcherPublic, now), { codes: jwtCodes, field: 'verificationToken' });
  const checkSession = (token: string): Promise<void> => acceptsOrRefusesAsync(() => verifySessionJwt(token, notarizerPublic, now), { codes: jwtCodes, field: 'session' });

  it('decodeJwt: any string, and three parts of any JSON', async () => {
    await tally.check(
      'decodeJwt: any string',
      fc.property(anyText, (text) => acceptsOrRefuses(() => decodeJwt(text, 'token'), { codes: ['invalid_input'], field: 'token' })),
      8000,
    );
    await tally.check(
      'decodeJwt: parts of any JSON',
      fc.property(anyJson, anyJson, anyText, (header, payload, signature) =>
        acceptsOrRefuses(() => decodeJwt(`${part(header)}.${part(payload)}.${signature}`, 'token'), { codes: ['invalid_input'], field: 'token' }),
      ),
      3000,
    );
  }, fuzzTimeout(1));

  it('verification tokens: any string, edits, any header (alg changes) and any claims', async () => {
    await tally.check('verification token: any string', fc.asyncProperty(anyText, checkToken), 3000);
    await tally.check('verification token: edited text', fc.asyncProperty(mutatedText(verificationToken), checkToken), 800);
    const [, payloadPart, signaturePart] = verificationToken.split('.') as [string, string, string];
    await tally.check(
      'verification token: any header',
      fc.asyncProperty(mutatedJson({ alg: 'ES256', typ: 'JWT' }), (header) => checkToken(`${part(header)}.${payloadPart}.${signaturePart}`)),
      800,
    );
    await tally.check(
      'verification token: claims of any shape, correctly signed',
      fc.asyncProperty(mutatedJson(tokenClaims), (claims) => checkToken(signVerificationToken(claims as typeof tokenClaims, tlsFetcher))),
      300,
    );
  }, fuzzTimeout(4));

  it('session JWTs: any string, edits, any header and any claims', async () => {
    await tally.check('session JWT: any string', fc.asyncProperty(anyText, checkSession), 3000);
    await tally.check('session JWT: edited text', fc.asyncProperty(mutatedText(session), checkSession), 800);
    const [, payloadPart, signaturePart] = session.split('.') as [string, string, string];
    await tally.check(
      'session JWT: any header',
      fc.asyncProperty(mutatedJson({ alg: 'ES256', typ: 'JWT' }), (header) => checkSession(`${part(header)}.${payloadPart}.${signaturePart}`)),
      800,
    );
    await tally.check(
      'session JWT: claims of any shape, correctly signed',
      fc.asyncProperty(mutatedJson(sessionClaims), (claims) => checkSession(signSessionJwt(claims as typeof sessionClaims, notarizer))),
      300,
    );
  }, fuzzTimeout(4));
});
