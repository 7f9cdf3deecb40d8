import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hashMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { verifyApiStamp } from './api-stamp-verify';
import { parseApiStamp } from './parse-api-stamp';

/*
 * SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191 (protocol.md section 13): an Ethereum wallet's
 * personal_sign of the exact body, ECDSA secp256k1 over keccak-256 of
 * "\x19Ethereum Signed Message:\n" + <byte length> + body; signature DER hex of (r, s); publicKey
 * the compressed key. The other schemes: api-stamp.test.ts.
 */

const scheme = 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191';
const headerOf = (stamp: object): string => toBase64Url(utf8Encode(JSON.stringify(stamp)));
const decode = (header: string): Record<string, string> => JSON.parse(utf8Decode(fromBase64Url(header))) as Record<string, string>;

/** keccak-256 of the EIP-191 personal message, written out here from its definition. */
function personalMessageHash(body: Uint8Array): Uint8Array {
  return keccak_256(Uint8Array.from([...utf8Encode(`\x19Ethereum Signed Message:\n${body.length}`), ...body]));
}

function walletStamp(body: string, secretKey: Uint8Array): string {
  const signature = secp256k1.sign(personalMessageHash(utf8Encode(body)), secretKey, { prehash: false, format: 'der' });
  return headerOf({ publicKey: toHex(secp256k1.getPublicKey(secretKey)), scheme, signature: toHex(signature) });
}

/** A stamp as @turnkey/wallet-stamper 1.1.27 makes it (viem signMessage, key recovered and compressed), for the key 0x4c…4c. */
const pinned = {
  body: '{"type":"ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2","timestampMs":"1893456000000","organizationId":"org-wallet","parameters":{"targetPublicKey":"04abababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababab","expirationSeconds":"900"}}',
  header:
    'eyJwdWJsaWNLZXkiOiIwMmM5MWQyOTU1NjNhYTI1ZDUwMDM3NDI0NGIwNDI4ZWQ5ZDc5Nzg3NDBkOGRhZThlNDY2YjhhMTZjMTU5NDViMzciLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9TRUNQMjU2SzFfRUlQMTkxIiwic2lnbmF0dXJlIjoiMzA0NDAyMjAyYmY1OWQzNDY0MDAzYmVjY2FiMTU3NTU4NjQyYTg5NzBlMGE2YmI0M2ZlMTE2ZTJjMGNmZWQ4ZTJjZjRlNTc1MDIyMDI4NDY2ODgxNThiOWQ2NTE4NDM4MDIwNzkzYWI3Njc1OTExZmFkNGI4N2I4NTYwMmNlYjg1OTk2OWZjZTUyODEifQ',
  publicKey: '02c91d295563aa25d500374244b0428ed9d7978740d8dae8e466b8a16c15945b37',
};

/**
 * Also from @turnkey/wallet-stamper (key 0x11…11, body {"n":103}): r starts 0x00 0x2c, and
 * @turnkey/crypto's toDerSignature keeps all 32 bytes, so r is a non-minimal DER INTEGER.
 */
const nonMinimal = {
  body: '{"n":103}',
  header:
    'eyJwdWJsaWNLZXkiOiIwMzRmMzU1YmRjYjdjYzBhZjcyOGVmM2NjZWI5NjE1ZDkwNjg0YmI1YjJjYTVmODU5YWIwZjBiNzA0MDc1ODcxYWEiLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9TRUNQMjU2SzFfRUlQMTkxIiwic2lnbmF0dXJlIjoiMzA0NDAyMjAwMDJjZmY0OGQ4NmM0ZDVlNTk4MzI0ZDAwZDI2Y2I3YzliZTIwZDY1ZmY5MzM5ZjMzYWJlNTBkYzM5YWM1NzhkMDIyMDRhNjEzOTllNGZiM2E0ZGY2NjhhOWYxM2Y4MzllZmRmZGIxZWFmYjVjODJlODI4ZGM1YzRmNTgyMDkxNGZkMTAifQ',
};

describe('EIP-191 stamps of external Ethereum wallets', () => {
  it('hashes as viem hashMessage does (the byte length, not the character count, of a non-ASCII body)', () => {
    for (const body of ['{}', '{"name":"Zoë 🦊"}']) {
      expect(toHex(personalMessageHash(utf8Encode(body)))).toBe(hashMessage(body).slice(2));
    }
  });

  it('accepts a personal_sign stamp over the exact body, with either case of hex in the key', async () => {
    const secret = secp256k1.utils.randomSecretKey();
    for (const body of ['{"organizationId":"org-1"}', '{"name":"Zoë 🦊"}']) {
      const header = walletStamp(body, secret);
      expect(await verifyApiStamp(body, header)).toEqual({ publicKey: toHex(secp256k1.getPublicKey(secret)), scheme });
      expect((await verifyApiStamp(utf8Encode(body), header)).scheme).toBe(scheme);
      const upper = headerOf({ ...decode(header), publicKey: decode(header).publicKey!.toUpperCase() });
      expect((await verifyApiStamp(body, upper)).scheme).toBe(scheme);
    }
  });

  it('accepts what viem signMessage signs, the 65-byte r‖s‖v turned into DER', async () => {
    const secret = secp256k1.utils.randomSecretKey();
    const account = privateKeyToAccount(`0x${toHex(secret)}`);
    const body = '{"parameters":{"expirationSeconds":"900"}}';
    const rsv = fromHex((await account.signMessage({ message: body })).slice(2));
    const der = secp256k1.Signature.fromBytes(rsv.subarray(0, 64), 'compact').toBytes('der');
    const header = headerOf({ publicKey: toHex(secp256k1.getPublicKey(secret)), scheme, signature: toHex(der) });
    expect((await verifyApiStamp(body, header)).publicKey).toBe(toHex(secp256k1.getPublicKey(secret)));
  });

  it('accepts the pinned @turnkey/wallet-stamper stamp, and refuses it over a body one byte off', async () => {
    expect(await verifyApiStamp(pinned.body, pinned.header)).toEqual({ publicKey: pinned.publicKey, scheme });
    await expect(verifyApiStamp(pinned.body.replace('900', '901'), pinned.header)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it("accepts @turnkey/wallet-stamper's non-minimal DER (r kept at 32 bytes with a leading zero), which a strict DER reader refuses", async () => {
    const signature = fromHex(decode(nonMinimal.header).signature!);
    expect(signature.subarray(0, 6)).toEqual(Uint8Array.from([0x30, 0x44, 0x02, 0x20, 0x00, 0x2c]));
    expect(() => secp256k1.Signature.fromBytes(signature, 'der')).toThrow();
    expect((await verifyApiStamp(nonMinimal.body, nonMinimal.header)).scheme).toBe(scheme);
    await expect(verifyApiStamp('{"n":104}', nonMinimal.header)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it.each([
    ['over another body', (body: string, secret: Uint8Array) => walletStamp(`${body} `, secret)],
    [
      "signed by another key than the stamp's publicKey",
      (body: string, secret: Uint8Array) =>
        headerOf({ ...decode(walletStamp(body, secp256k1.utils.randomSecretKey())), publicKey: toHex(secp256k1.getPublicKey(secret)) }),
    ],
    [
      'signed without the EIP-191 prefix (SHA-256 of the body, the plain SECP256K1 scheme)',
      (body: string, secret: Uint8Array) =>
        headerOf({ publicKey: toHex(secp256k1.getPublicKey(secret)), scheme, signature: toHex(secp256k1.sign(utf8Encode(body), secret, { format: 'der' })) }),
    ],
    [
      'under an uncompressed public key',
      (body: string, secret: Uint8Array) => headerOf({ ...decode(walletStamp(body, secret)), publicKey: toHex(secp256k1.getPublicKey(secret, false)) }),
    ],
    ['with a 65-byte r‖s‖v instead of DER', (body: string, secret: Uint8Array) => {
      const der = fromHex(decode(walletStamp(body, secret)).signature!);
      return headerOf({ ...decode(walletStamp(body, secret)), signature: `${toHex(secp256k1.Signature.fromBytes(der, 'der').toBytes('compact'))}1b` });
    }],
    ['with a negative r', (body: string, secret: Uint8Array) => {
      const compact = secp256k1.Signature.fromBytes(fromHex(decode(walletStamp(body, secret)).signature!), 'der').toBytes('compact');
      return headerOf({ ...decode(walletStamp(body, secret)), signature: `3044022080${toHex(compact.subarray(1, 32))}0220${toHex(compact.subarray(32))}` });
    }],
    ['with bytes after the DER sequence', (body: string, secret: Uint8Array) => {
      const stamp = decode(walletStamp(body, secret));
      return headerOf({ ...stamp, signature: `${stamp.signature}00` });
    }],
  ])('refuses a stamp %s as signature_invalid naming X-Stamp', async (_why, make) => {
    const body = '{"organizationId":"org-1"}';
    const header = make(body, secp256k1.utils.randomSecretKey());
    await expect(verifyApiStamp(body, header)).rejects.toMatchObject({ code: 'signature_invalid', details: { field: 'X-Stamp' } });
  });

  it('a personal_sign signature does not pass as a plain SECP256K1 stamp either', async () => {
    const body = '{"organizationId":"org-1"}';
    const header = headerOf({ ...decode(walletStamp(body, secp256k1.utils.randomSecretKey())), scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1' });
    await expect(verifyApiStamp(body, header)).rejects.toMatchObject({ code: 'signature_invalid' });
  });
});

describe('parseApiStamp: the members without the signature check', () => {
  it('reads every scheme, the EIP-191 one included', () => {
    expect(parseApiStamp(pinned.header)).toEqual({ publicKey: pinned.publicKey, scheme, signature: decode(pinned.header).signature });
  });

  it('refuses an unknown scheme as invalid_input naming X-Stamp', () => {
    expect(() => parseApiStamp(headerOf({ publicKey: 'aa', scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP712', signature: 'aa' }))).toThrow(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'X-Stamp' } }),
    );
  });
});
