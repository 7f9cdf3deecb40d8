import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromBase64Url } from '../encoding/base64url';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import {
  compressPublicKey,
  derToRawSignature,
  normalizeLowS,
  parsePublicKeyHex,
  publicKeyFromPrivateKey,
  randomPrivateKey,
  rawToDerSignature,
  signP256WithPrivateKey,
  uncompressPublicKey,
  verifyP256,
} from './p256';
import { bufferSource } from './webcrypto';

const { apiKey, sessionKey } = interop.keys;
const [stamp] = interop.apiStamp;

describe('P-256 public keys', () => {
  it.each(Object.entries(interop.keys))('%s: private → public, compress ↔ uncompress match the vectors', (_name, key) => {
    const priv = fromHex(key.privateKey);
    expect(toHex(publicKeyFromPrivateKey(priv))).toBe(key.publicKeyCompressed);
    expect(toHex(publicKeyFromPrivateKey(priv, false))).toBe(key.publicKeyUncompressed);
    expect(toHex(compressPublicKey(fromHex(key.publicKeyUncompressed)))).toBe(key.publicKeyCompressed);
    expect(toHex(uncompressPublicKey(fromHex(key.publicKeyCompressed)))).toBe(key.publicKeyUncompressed);
    expect(toHex(compressPublicKey(fromHex(key.publicKeyCompressed)))).toBe(key.publicKeyCompressed);
  });

  it('parsePublicKeyHex accepts 66 or 130 hex chars of a curve point', () => {
    expect(toHex(parsePublicKeyHex(apiKey.publicKeyCompressed, 'k'))).toBe(apiKey.publicKeyCompressed);
    expect(toHex(parsePublicKeyHex(apiKey.publicKeyUncompressed, 'k'))).toBe(apiKey.publicKeyUncompressed);
  });

  it.each([
    ['a wrong length', apiKey.publicKeyCompressed.slice(2)],
    ['a point off the curve', `04${apiKey.publicKeyUncompressed.slice(2, 66)}${'00'.repeat(32)}`],
    ['a bad prefix byte', `05${apiKey.publicKeyCompressed.slice(2)}`],
    ['non-hex', 'zz'.repeat(33)],
  ])('parsePublicKeyHex rejects %s as invalid_input naming the field', (_why, text) => {
    expect(() => parsePublicKeyHex(text, 'trustedKeys.signer')).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'trustedKeys.signer' } }),
    );
  });

  it('compressPublicKey rejects bytes that are not a point', () => {
    expect(() => compressPublicKey(new Uint8Array(33))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => compressPublicKey(new Uint8Array(64))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('publicKeyFromPrivateKey rejects zero and the wrong length', () => {
    expect(() => publicKeyFromPrivateKey(new Uint8Array(32))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => publicKeyFromPrivateKey(new Uint8Array(31).fill(1))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('randomPrivateKey returns distinct valid scalars', () => {
    const a = randomPrivateKey();
    const b = randomPrivateKey();
    expect(a.length).toBe(32);
    expect(p256.utils.isValidSecretKey(a)).toBe(true);
    expect(toHex(a)).not.toBe(toHex(b));
  });
});

describe('ECDSA signature formats', () => {
  const der = fromHex(stamp!.decoded!.signature);

  it('DER ↔ raw r ‖ s round-trips on a vector signature', () => {
    const raw = derToRawSignature(der);
    expect(raw.length).toBe(64);
    expect(toHex(rawToDerSignature(raw))).toBe(stamp!.decoded!.signature);
  });

  it('rejects malformed DER and raw signatures of the wrong length', () => {
    expect(() => derToRawSignature(der.subarray(0, der.length - 1))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => rawToDerSignature(new Uint8Array(63))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => rawToDerSignature(new Uint8Array(64))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('normalizeLowS maps a high-s signature to its low-s twin, and both verify', () => {
    const priv = fromHex(sessionKey.privateKey);
    const pub = fromHex(sessionKey.publicKeyCompressed);
    const message = utf8Encode('high-s');
    const low = signP256WithPrivateKey(priv, message);
    const lowSig = p256.Signature.fromBytes(low, 'compact');
    const high = new p256.Signature(lowSig.r, p256.Point.Fn.neg(lowSig.s)).toBytes('compact');
    expect(p256.Signature.fromBytes(high, 'compact').hasHighS()).toBe(true);
    expect(toHex(normalizeLowS(high))).toBe(toHex(low));
    expect(normalizeLowS(low)).toBe(low);
    expect(verifyP256(pub, message, high)).toBe(true);
    expect(verifyP256(pub, message, low)).toBe(true);
  });
});

describe('verifyP256: ECDSA P-256 over SHA-256(message)', () => {
  const pub = fromHex(apiKey.publicKeyCompressed);

  it('accepts the DER vector signatures of the API stamps over the exact body', () => {
    for (const vector of interop.apiStamp) {
      if (!vector.decoded) continue;
      const body = utf8Encode(vector.body);
      expect(verifyP256(pub, body, fromHex(vector.decoded.signature))).toBe(true);
      expect(verifyP256(fromHex(apiKey.publicKeyUncompressed), body, derToRawSignature(fromHex(vector.decoded.signature)))).toBe(true);
    }
  });

  it('rejects a changed message, another key, and garbage without throwing', () => {
    const signature = fromHex(stamp!.decoded!.signature);
    expect(verifyP256(pub, utf8Encode(`${stamp!.body} `), signature)).toBe(false);
    expect(verifyP256(fromHex(sessionKey.publicKeyCompressed), utf8Encode(stamp!.body), signature)).toBe(false);
    expect(verifyP256(pub, utf8Encode(stamp!.body), new Uint8Array(64))).toBe(false);
    expect(verifyP256(pub, utf8Encode(stamp!.body), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(verifyP256(new Uint8Array(33), utf8Encode(stamp!.body), signature)).toBe(false);
  });

  it('prehashed: verifies over a digest the caller already computed', () => {
    const body = utf8Encode(stamp!.body);
    const signature = fromHex(stamp!.decoded!.signature);
    expect(verifyP256(pub, sha256(body), signature, { prehashed: true })).toBe(true);
    expect(verifyP256(pub, body, signature, { prehashed: true })).toBe(false);
  });

  it('signP256WithPrivateKey is deterministic and reproduces the client-signature vectors', () => {
    const vector = interop.clientSignature[0]!;
    const signature = signP256WithPrivateKey(fromHex(vector.privateKey), utf8Encode(vector.message));
    expect(toHex(signature)).toBe(vector.signature);
  });

  it('cross-check: WebCrypto verifies a noble signature and noble verifies a WebCrypto one', async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const jwk = await subtle.exportKey('jwk', pair.privateKey);
    const priv = fromBase64Url(jwk.d!);
    const rawPub = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
    expect(toHex(publicKeyFromPrivateKey(priv, false))).toBe(toHex(rawPub));

    const message = utf8Encode('cross-check ✓');
    const webSignature = new Uint8Array(await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, bufferSource(message)));
    expect(verifyP256(rawPub, message, webSignature)).toBe(true);
    expect(verifyP256(compressPublicKey(rawPub), message, rawToDerSignature(webSignature))).toBe(true);

    const nobleSignature = signP256WithPrivateKey(priv, message);
    const ok = await subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, pair.publicKey, bufferSource(nobleSignature), bufferSource(message));
    expect(ok).toBe(true);
  });
});
