/**
 * Attack: a stamped main-API request (protocol.md section 2) altered in flight, or a stamp lifted
 * onto another request. The stamp covers the exact body bytes: the kit's verifier says
 * `signature_invalid`, and the mock relay answers 401 UNAUTHENTICATED naming the stamp header.
 */
import { describe, expect, it } from 'vitest';
import { stampApiRequest } from '../../src/core/crypto/api-stamp';
import { verifyApiStamp } from '../../src/core/crypto/api-stamp-verify';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { fromBase64Url, toBase64Url } from '../../src/core/encoding/base64url';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../src/core/encoding/utf8';
import { ApiAccountTest, testOrigin } from '../../src/mock-relay/test-utils/api-account';
import { errorInfo } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';

const key = signingKeyFromPrivateKey(randomPrivateKey());
const body = JSON.stringify({ organizationId: 'org-1', parameters: { userName: 'Ada' } });
const stamp = await stampApiRequest(body, key);
const stampJson = JSON.parse(utf8Decode(fromBase64Url(stamp.headerValue))) as Record<string, string>;
const encode = (value: unknown): string => toBase64Url(utf8Encode(JSON.stringify(value)));
const rejected = expect.objectContaining({ code: 'signature_invalid', details: { field: 'X-Stamp' } });

describe('tampered X-Stamp stamps are rejected by the verifier with signature_invalid', () => {
  it('the genuine stamp verifies', async () => {
    expect(await verifyApiStamp(body, stamp.headerValue)).toEqual({ publicKey: toHex(key.publicKey), scheme: 'SIGNATURE_SCHEME_TK_API_P256' });
  });

  it('the body altered by one character, re-serialized, or extended', async () => {
    await expect(verifyApiStamp(body.replace('Ada', 'Eve'), stamp.headerValue)).rejects.toThrow(rejected);
    await expect(verifyApiStamp(JSON.stringify(JSON.parse(body), null, 1), stamp.headerValue)).rejects.toThrow(rejected);
    await expect(verifyApiStamp(`${body} `, stamp.headerValue)).rejects.toThrow(rejected);
  });

  it("the stamp's key swapped for another key (the signature is not that key's)", async () => {
    const other = toHex(publicKeyFromPrivateKey(randomPrivateKey()));
    await expect(verifyApiStamp(body, encode({ ...stampJson, publicKey: other }))).rejects.toThrow(rejected);
  });

  it("the scheme changed to another curve's", async () => {
    for (const scheme of ['SIGNATURE_SCHEME_TK_API_SECP256K1', 'SIGNATURE_SCHEME_TK_API_ED25519']) {
      await expect(verifyApiStamp(body, encode({ ...stampJson, scheme }))).rejects.toThrow(rejected);
    }
  });
});

describe('the mock relay refuses tampered stamps with 401 naming the stamp header', () => {
  it('an API key stamp over other bytes than were sent', async () => {
    const test = new ApiAccountTest({ allowedOrigins: [testOrigin] }, { defaultOrigin: testOrigin });
    const ada = await test.signUp('ada@example.com');
    expect((await test.query(ada, 'whoami')).status).toBe(200);
    const answer = await test.api.query('whoami', { organizationId: ada.organizationId }, ada.key, { tamper: (text) => text.replace('}', ',"x":1}') });
    expect(answer.status).toBe(401);
    expect(errorInfo(answer.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
  });

  it('a passkey stamp over other bytes than were sent', async () => {
    const test = new ApiAccountTest({ allowedOrigins: [testOrigin] }, { defaultOrigin: testOrigin });
    const passkey = new SoftwareAuthenticator({ origin: testOrigin });
    const signup = await test.api.signUpWithPasskey(passkey);
    const organizationId = signup.body.organizationId as string;
    expect((await test.api.query('whoami', { organizationId }, passkey)).status).toBe(200);
    const answer = await test.api.query('whoami', { organizationId }, passkey, { tamper: (text) => text.replace('}', ',"x":1}') });
    expect(answer.status).toBe(401);
    expect(errorInfo(answer.body).field).toBe('X-Stamp-WebAuthn');
  });
});
