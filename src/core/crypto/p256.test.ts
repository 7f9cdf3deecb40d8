import { p256 } from '@noble/curves/nist.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { compressPublicKey, derToRawSignature, normalizeLowS, p256Order, parsePublicKeyHex, rawToDerSignature, uncompressPublicKey, verifyP256 } from './p256';
import { fastSigningKeyFromPrivateKey, publicKeyFromPrivateKey, signP256WithPrivateKey } from './p256-private-key';
import { importPrivateScalar } from './private-scalar';
import { bufferSource } from './webcrypto';

// @noble/curves is the oracle here: the kit's P-256 runs on WebCrypto, noble stays in the tests.
const { apiKey, sessionKey, tlsFetcher } = interop.keys;
const [stamp] = interop.apiStamp;
const privateKey = fromHex(sessionKey.privateKey);
const publicKey = fromHex(sessionKey.publicKeyUncompressed);
const message = utf8Encode('{"login":{"publicKey":"03…"},"tokenId":"t-1","type":"USAGE_TYPE_LOGIN"}');
const raw = signP256WithPrivateKey(privateKey, message);

function highS(signature: Uint8Array): Uint8Array {
  const parsed = p256.Signature.fromBytes(signature, 'compact');
  return new p256.Signature(parsed.r, p256.Point.Fn.neg(parsed.s)).toBytes('compact');
}

function flipped(bytes: Uint8Array, index: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[index] = (copy[index] ?? 0) ^ 0x01;
  return copy;
}

/** What @noble/curves answers (high-s accepted, 64 bytes read as r ‖ s, anything else as DER). */
function nobleVerifies(key: Uint8Array, signed: Uint8Array, signature: Uint8Array): boolean {
  try {
    return p256.verify(signature, signed, key, { prehash: true, lowS: false, format: signature.length === 64 ? 'compact' : 'der' });
  } catch {
    return false;
  }
}

describe('P-256 public keys (WebCrypto checks the points)', () => {
  it.each(Object.entries(interop.keys))('%s: compress ↔ uncompress match the vectors', async (_name, key) => {
    expect(toHex(compressPublicKey(fromHex(key.publicKeyUncompressed)))).toBe(key.publicKeyCompressed);
    expect(toHex(await uncompressPublicKey(fromHex(key.publicKeyCompressed)))).toBe(key.publicKeyUncompressed);
    expect(toHex(await uncompressPublicKey(fromHex(key.publicKeyUncompressed)))).toBe(key.publicKeyUncompressed);
    expect(toHex(compressPublicKey(fromHex(key.publicKeyCompressed)))).toBe(key.publicKeyCompressed);
  });

  it('compress and uncompress agree with noble on random keys (both parities of y)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), async (seed) => {
        const scalar = p256.utils.isValidSecretKey(seed) ? seed : privateKey;
        const compressed = p256.getPublicKey(scalar, true);
        const uncompressed = p256.getPublicKey(scalar, false);
        expect(toHex(compressPublicKey(uncompressed))).toBe(toHex(compressed));
        expect(toHex(await uncompressPublicKey(compressed))).toBe(toHex(uncompressed));
      }),
      { numRuns: 40 },
    );
  });

  it('parsePublicKeyHex accepts 66 or 130 hex chars of a curve point', async () => {
    expect(toHex(await parsePublicKeyHex(apiKey.publicKeyCompressed, 'k'))).toBe(apiKey.publicKeyCompressed);
    expect(toHex(await parsePublicKeyHex(apiKey.publicKeyUncompressed, 'k'))).toBe(apiKey.publicKeyUncompressed);
  });

  it.each([
    ['a wrong length', apiKey.publicKeyCompressed.slice(2)],
    ['a point off the curve', `04${apiKey.publicKeyUncompressed.slice(2, 66)}${'00'.repeat(32)}`],
    ['a compressed x with no point', `02${'ff'.repeat(32)}`],
    ['a bad prefix byte', `05${apiKey.publicKeyCompressed.slice(2)}`],
    ['non-hex', 'zz'.repeat(33)],
  ])('parsePublicKeyHex rejects %s as invalid_input naming the field', async (_why, text) => {
    await expect(parsePublicKeyHex(text, 'trustedKeys.signer')).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'trustedKeys.signer' } });
  });

  it('uncompressPublicKey rejects a compressed x that has no point as invalid_input', async () => {
    await expect(uncompressPublicKey(fromHex(`02${'ff'.repeat(32)}`), 'encappedPublic')).rejects.toMatchObject({
      code: 'invalid_input',
      details: { field: 'encappedPublic' },
    });
  });

  it('compressPublicKey rejects bytes that are not SEC1', () => {
    expect(() => compressPublicKey(new Uint8Array(33))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => compressPublicKey(new Uint8Array(64))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('a raw private scalar imported into WebCrypto (PKCS #8)', () => {
  it.each(Object.entries(interop.keys))('%s: yields the vector public key and signs what noble verifies', async (_name, key) => {
    const imported = await importPrivateScalar(fromHex(key.privateKey), { name: 'ECDSA', namedCurve: 'P-256' }, ['sign']);
    expect(toHex(imported.publicKeyUncompressed)).toBe(key.publicKeyUncompressed);
    expect(imported.privateKey.extractable).toBe(false);
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, imported.privateKey, bufferSource(message)));
    expect(nobleVerifies(fromHex(key.publicKeyUncompressed), message, signature)).toBe(true);
  });

  it.each(Object.entries(interop.keys))(
    "%s: where the platform will not export the imported key's JWK (Firefox ESR), the public key comes from the JavaScript fallback, the same",
    async (_name, key) => {
      const exportKey = vi.spyOn(crypto.subtle, 'exportKey').mockRejectedValue(new DOMException('The operation failed for an operation-specific reason', 'OperationError'));
      try {
        const imported = await importPrivateScalar(fromHex(key.privateKey), { name: 'ECDSA', namedCurve: 'P-256' }, ['sign']);
        expect(exportKey).toHaveBeenCalled();
        expect(toHex(imported.publicKeyUncompressed)).toBe(key.publicKeyUncompressed);
        const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, imported.privateKey, bufferSource(message)));
        expect(nobleVerifies(fromHex(key.publicKeyUncompressed), message, signature)).toBe(true);
      } finally {
        exportKey.mockRestore();
      }
    },
  );

  it.each([
    ['zero', new Uint8Array(32)],
    ['n', fromHex(p256Order.toString(16))],
    ['31 bytes', new Uint8Array(31).fill(1)],
  ])('refuses %s as invalid_input', async (_why, scalar) => {
    await expect(importPrivateScalar(scalar, { name: 'ECDSA', namedCurve: 'P-256' }, ['sign'])).rejects.toMatchObject({ code: 'invalid_input' });
  });
});

describe('ECDSA signature formats', () => {
  const der = fromHex(stamp!.decoded!.signature);

  it('DER ↔ raw r ‖ s round-trips on a vector signature', () => {
    const converted = derToRawSignature(der);
    expect(converted.length).toBe(64);
    expect(toHex(rawToDerSignature(converted))).toBe(stamp!.decoded!.signature);
  });

  it('DER ↔ raw agree with noble on random signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (text) => {
        const signature = signP256WithPrivateKey(privateKey, text);
        expect(toHex(rawToDerSignature(signature))).toBe(toHex(p256.Signature.fromBytes(signature, 'compact').toBytes('der')));
        expect(toHex(derToRawSignature(rawToDerSignature(signature)))).toBe(toHex(signature));
      }),
      { numRuns: 200 },
    );
  });

  it('rejects malformed DER, r or s out of [1, n-1], and raw signatures of the wrong length', () => {
    expect(() => derToRawSignature(der.subarray(0, der.length - 1))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => rawToDerSignature(new Uint8Array(63))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => rawToDerSignature(new Uint8Array(64))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    const sIsN = fromHex(`${toHex(raw.subarray(0, 32))}${p256Order.toString(16)}`);
    expect(() => rawToDerSignature(sIsN)).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('normalizeLowS maps a high-s signature to its low-s twin, and both verify', async () => {
    const high = highS(raw);
    expect(p256.Signature.fromBytes(high, 'compact').hasHighS()).toBe(true);
    expect(toHex(normalizeLowS(high))).toBe(toHex(raw));
    expect(normalizeLowS(raw)).toBe(raw);
    expect(await verifyP256(publicKey, message, high)).toBe(true);
    expect(await verifyP256(publicKey, message, raw)).toBe(true);
  });

  it('normalizeLowS gives what noble’s normalizeS gives, for any s (oracle)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: p256Order - 1n }), (s) => {
        const signature = new p256.Signature(1n, s);
        const expected = signature.hasHighS() ? new p256.Signature(1n, p256.Point.Fn.neg(s)) : signature;
        expect(toHex(normalizeLowS(signature.toBytes('compact')))).toBe(toHex(expected.toBytes('compact')));
      }),
      { numRuns: 500 },
    );
    const half = new p256.Signature(1n, p256Order >> 1n).toBytes('compact');
    expect(toHex(normalizeLowS(half))).toBe(toHex(half));
  });
});

const hybridKey = new Uint8Array(publicKey);
hybridKey[0] = 0x06 | ((publicKey[64] ?? 0) & 1);

const signatureCases: [string, Uint8Array, Uint8Array, Uint8Array][] = [
  ['raw r ‖ s, uncompressed key', publicKey, message, raw],
  ['raw r ‖ s, compressed key', publicKeyFromPrivateKey(privateKey, true), message, raw],
  ['DER', publicKey, message, rawToDerSignature(raw)],
  ['the high-s twin', publicKey, message, highS(raw)],
  ['another message', publicKey, utf8Encode('another'), raw],
  ['a flipped signature bit', publicKey, message, flipped(raw, 10)],
  ['another key', publicKeyFromPrivateKey(fromHex(tlsFetcher.privateKey), false), message, raw],
  ['a key off the curve', flipped(publicKey, 64), message, raw],
  ['a compressed x with no point', fromHex(`02${'ff'.repeat(32)}`), message, raw],
  ['a hybrid-encoded (0x06/0x07) key', hybridKey, message, raw],
  ['r = 0', publicKey, message, new Uint8Array(64)],
  ['s = n', publicKey, message, fromHex(`${toHex(raw.subarray(0, 32))}${p256Order.toString(16)}`)],
  ['a 63-byte signature', publicKey, message, raw.subarray(0, 63)],
  ['broken DER', publicKey, message, rawToDerSignature(raw).subarray(0, 20)],
  ['a 32-byte key', publicKey.subarray(0, 32), message, raw],
];

describe('verifyP256: ECDSA P-256 over SHA-256(message) on WebCrypto', () => {
  it.each(signatureCases)('answers as @noble/curves does: %s', async (_case, key, signed, signature) => {
    expect(await verifyP256(key, signed, signature)).toBe(nobleVerifies(key, signed, signature));
  });

  it('accepts exactly the four good cases (the oracle is not vacuous)', async () => {
    const accepted = await Promise.all(signatureCases.map(([, key, signed, signature]) => verifyP256(key, signed, signature)));
    expect(accepted.filter(Boolean)).toHaveLength(4);
  });

  it('accepts the DER vector signatures of the API stamps over the exact body', async () => {
    for (const vector of interop.apiStamp) {
      if (!vector.decoded) continue;
      const body = utf8Encode(vector.body);
      expect(await verifyP256(fromHex(apiKey.publicKeyCompressed), body, fromHex(vector.decoded.signature))).toBe(true);
      expect(await verifyP256(fromHex(apiKey.publicKeyUncompressed), body, derToRawSignature(fromHex(vector.decoded.signature)))).toBe(true);
    }
  });

  it('agrees with noble on random messages and keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 80 }), fc.boolean(), fc.boolean(), async (text, compressed, tamper) => {
        const signature = signP256WithPrivateKey(privateKey, text);
        const key = publicKeyFromPrivateKey(privateKey, compressed);
        const signed = tamper ? utf8Encode(`${toHex(text)}!`) : text;
        expect(await verifyP256(key, signed, signature)).toBe(nobleVerifies(key, signed, signature));
      }),
      { numRuns: 60 },
    );
  });

  it('cross-check: noble verifies a WebCrypto signature made with a key WebCrypto generated', async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const jwk = await subtle.exportKey('jwk', pair.privateKey);
    const rawPub = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
    expect(toHex(publicKeyFromPrivateKey(fromBase64Url(jwk.d!), false))).toBe(toHex(rawPub));
    const webSignature = new Uint8Array(await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, bufferSource(message)));
    expect(nobleVerifies(rawPub, message, webSignature)).toBe(true);
    expect(await verifyP256(compressPublicKey(rawPub), message, rawToDerSignature(normalizeLowS(webSignature)))).toBe(true);
  });
});

describe('fastSigningKeyFromPrivateKey (mock relay)', () => {
  it('signs SHA-256(message) as low-s raw r ‖ s that noble verifies, under the key’s public key', async () => {
    const key = await fastSigningKeyFromPrivateKey(privateKey);
    expect(toHex(key.publicKeyUncompressed)).toBe(toHex(publicKey));
    expect(toHex(key.publicKey)).toBe(toHex(publicKeyFromPrivateKey(privateKey, true)));
    const signature = await key.sign(message);
    expect(signature).toHaveLength(64);
    expect(p256.Signature.fromBytes(signature, 'compact').hasHighS()).toBe(false);
    expect(nobleVerifies(publicKey, message, signature)).toBe(true);
    expect(toHex(privateKey)).toBe(sessionKey.privateKey);
  });
});
