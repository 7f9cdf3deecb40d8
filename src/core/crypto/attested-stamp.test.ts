import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { fromBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { createAttestedStamper, stampAttestedRequest } from './attested-stamp';
import { randomPrivateKey, signingKeyFromPrivateKey } from './p256-private-key';
import { verifyP256 } from './p256';
import { generateSessionKeyPair } from './session-key';

const token = 'eyJhbGciOiJFUzI1NiJ9.eyJwdWJsaWNfa2V5IjoiMDIifQ.c2ln';
const decode = (headerValue: string): Record<string, string> => JSON.parse(utf8Decode(fromBase64Url(headerValue))) as Record<string, string>;

describe('createAttestedStamper: X-Stamp-Attested = base64url({publicKeyAttestation, scheme, publicKey, signature})', () => {
  it('signs the exact body with a non-extractable key; the signature verifies on its own (noble, SHA-256, DER)', async () => {
    const key = await generateSessionKeyPair();
    const body = '{"type":"ACTIVITY_TYPE_APPROVE_ACTIVITY","parameters":{"fingerprint":"sha256:ab"}}';
    const stamp = await createAttestedStamper({ publicKeyAttestation: token, scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', key }).stamp(body);
    expect(stamp.headerName).toBe('X-Stamp-Attested');
    expect(stamp.headerValue).not.toMatch(/[=+/]/);
    const decoded = decode(stamp.headerValue);
    expect(Object.keys(decoded)).toEqual(['publicKeyAttestation', 'scheme', 'publicKey', 'signature']);
    expect(decoded).toMatchObject({ publicKeyAttestation: token, scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', publicKey: toHex(key.publicKey) });
    expect(decoded.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    const der = fromHex(decoded.signature!);
    const verify = (message: string) => p256.verify(der, utf8Encode(message), fromHex(decoded.publicKey!), { prehash: true, lowS: false, format: 'der' });
    expect(verify(body)).toBe(true);
    expect(verify(`${body} `)).toBe(false);
    // And on WebCrypto, against the uncompressed key.
    expect(await verifyP256(key.publicKeyUncompressed, utf8Encode(body), der)).toBe(true);
  });

  it('carries the OIDC scheme and token as given, signed by any SigningKey', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const { headerValue } = await stampAttestedRequest('{}', { publicKeyAttestation: 'oidc.token.here', scheme: 'STAMP_ATTESTED_SCHEME_P256_OIDC', key });
    const decoded = decode(headerValue);
    expect(decoded).toMatchObject({ publicKeyAttestation: 'oidc.token.here', scheme: 'STAMP_ATTESTED_SCHEME_P256_OIDC', publicKey: toHex(key.publicKey) });
    expect(p256.verify(fromHex(decoded.signature!), utf8Encode('{}'), key.publicKey, { format: 'der', lowS: false })).toBe(true);
  });

  it.each([
    ['publicKeyAttestation', { publicKeyAttestation: '' }],
    ['scheme', { scheme: 'STAMP_ATTESTED_SCHEME_RSA' }],
    ['key', { key: {} }],
  ])('refuses a bad %s at once, naming it', async (field, change) => {
    const key = await generateSessionKeyPair();
    const options = { publicKeyAttestation: token, scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', key, ...change } as never;
    expect(() => createAttestedStamper(options)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
    await expect(stampAttestedRequest('{}', options)).rejects.toMatchObject({ code: 'invalid_input', details: { field } });
  });
});
