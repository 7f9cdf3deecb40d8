import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { toBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { stampApiRequest } from './api-stamp';
import { verifyApiStamp } from './api-stamp-verify';
import { fromBase64Url } from '../encoding/base64url';
import { generateSessionKeyPair } from './session-key';
import { signingKeyFromPrivateKey } from './p256-private-key';

const apiKey = signingKeyFromPrivateKey(fromHex(interop.keys.apiKey.privateKey));
const valid = interop.apiStamp.filter((v) => v.valid);
const invalid = interop.apiStamp.filter((v) => !v.valid);
const headerOf = (stamp: object): string => toBase64Url(utf8Encode(JSON.stringify(stamp)));

describe('stampApiRequest: X-Stamp = base64url({publicKey, scheme, signature: DER hex})', () => {
  it.each(valid)('matches the vector stamp (same key and scheme, a DER signature that verifies): $body', async (vector) => {
    const stamp = await stampApiRequest(vector.body, apiKey);
    expect(stamp.headerName).toBe('X-Stamp');
    const decoded = JSON.parse(utf8Decode(fromBase64Url(stamp.headerValue))) as Record<string, string>;
    expect(decoded.publicKey).toBe(vector.decoded!.publicKey);
    expect(decoded.scheme).toBe(vector.decoded!.scheme);
    expect(decoded.signature).toMatch(/^30[0-9a-f]+$/);
    expect((await verifyApiStamp(vector.body, stamp.headerValue)).publicKey).toBe(vector.decoded!.publicKey);
  });

  it('writes the stamp keys in the order publicKey, scheme, signature, without padding', async () => {
    const key = await generateSessionKeyPair();
    const { headerValue } = await stampApiRequest('{}', key);
    expect(headerValue).not.toMatch(/[=+/]/);
    const json = utf8Decode(fromBase64Url(headerValue));
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['publicKey', 'scheme', 'signature']);
    expect(await verifyApiStamp('{}', headerValue)).toEqual({ publicKey: toHex(key.publicKey), scheme: 'SIGNATURE_SCHEME_TK_API_P256' });
  });
});

describe('verifyApiStamp checks the raw received bytes', () => {
  it.each(valid)('accepts the valid vector: $body', async (vector) => {
    expect(await verifyApiStamp(vector.body, vector.headerValue)).toEqual({
      publicKey: interop.keys.apiKey.publicKeyCompressed,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    });
    expect((await verifyApiStamp(utf8Encode(vector.body), vector.headerValue)).publicKey).toBe(interop.keys.apiKey.publicKeyCompressed);
  });

  it.each(invalid)('rejects as signature_invalid: $why', async (vector) => {
    await expect(verifyApiStamp(vector.body, vector.headerValue)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('accepts high-s signatures as Turnkey’s stamper produces them (vector 1 has s > n/2)', async () => {
    const vector = valid[0]!;
    const der = fromHex(vector.decoded!.signature);
    expect(p256.Signature.fromBytes(der, 'der').hasHighS()).toBe(true);
    expect((await verifyApiStamp(vector.body, vector.headerValue)).scheme).toBe('SIGNATURE_SCHEME_TK_API_P256');
  });

  it('rejects a stamp whose public key was swapped for another valid key', async () => {
    const vector = valid[0]!;
    const header = headerOf({ ...vector.decoded, publicKey: interop.keys.sessionKey.publicKeyCompressed });
    await expect(verifyApiStamp(vector.body, header)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it.each([
    ['not base64url', '***'],
    ['not JSON', toBase64Url(utf8Encode('stamp'))],
    ['a JSON array', headerOf([])],
    ['missing signature', headerOf({ publicKey: interop.keys.apiKey.publicKeyCompressed, scheme: 'SIGNATURE_SCHEME_TK_API_P256' })],
    ['an unknown scheme', headerOf({ publicKey: 'aa', scheme: 'SIGNATURE_SCHEME_RSA', signature: 'aa' })],
    ['a public key that is not a P-256 point', headerOf({ publicKey: '04'.padEnd(130, '0'), scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: 'aa' })],
    ['an empty header', ''],
  ])('rejects a header that is %s as invalid_input naming X-Stamp', async (_why, header) => {
    await expect(verifyApiStamp('{}', header)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'X-Stamp' } });
  });

  it('supports SECP256K1 (DER over SHA-256) and ED25519 (over the raw body) stamps', async () => {
    const body = utf8Encode('{"organizationId":"org-1"}');
    const k1Secret = secp256k1.utils.randomSecretKey();
    const k1 = headerOf({
      publicKey: toHex(secp256k1.getPublicKey(k1Secret)),
      scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1',
      signature: toHex(secp256k1.sign(body, k1Secret, { format: 'der' })),
    });
    expect((await verifyApiStamp(body, k1)).scheme).toBe('SIGNATURE_SCHEME_TK_API_SECP256K1');
    await expect(verifyApiStamp('{}', k1)).rejects.toMatchObject({ code: 'signature_invalid' });

    const edSecret = ed25519.utils.randomSecretKey();
    const ed = headerOf({
      publicKey: toHex(ed25519.getPublicKey(edSecret)),
      scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
      signature: toHex(ed25519.sign(body, edSecret)),
    });
    expect((await verifyApiStamp(body, ed)).scheme).toBe('SIGNATURE_SCHEME_TK_API_ED25519');
    await expect(verifyApiStamp('{}', ed)).rejects.toMatchObject({ code: 'signature_invalid' });
  });
});
