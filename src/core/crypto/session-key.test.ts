import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { compressPublicKey, verifyP256 } from './p256';
import { generateSessionKeyPair, importSessionPrivateKey, sessionKeyPairFromCryptoKey } from './session-key';
import { signingKeyFromPrivateKey } from './p256-private-key';
import { bufferSource } from './webcrypto';
import { p256 } from '@noble/curves/nist.js';

const { sessionKey } = interop.keys;
const message = utf8Encode('{"organizationId":"org-1"}');

describe('generateSessionKeyPair: non-extractable WebCrypto ECDSA P-256', () => {
  it('keeps the private key non-extractable and fills both public key forms', async () => {
    const pair = await generateSessionKeyPair();
    expect(pair.privateKey.extractable).toBe(false);
    expect(pair.privateKey.usages).toEqual(['sign']);
    expect(pair.publicKeyUncompressed.length).toBe(65);
    expect(pair.publicKeyUncompressed[0]).toBe(4);
    expect(toHex(pair.publicKey)).toBe(toHex(compressPublicKey(pair.publicKeyUncompressed)));
    await expect(globalThis.crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
  });

  it('signs raw r ‖ s, low-s, verifiable by verifyP256 (WebCrypto → noble)', async () => {
    const pair = await generateSessionKeyPair();
    for (let i = 0; i < 8; i += 1) {
      const signature = await pair.sign(message);
      expect(signature.length).toBe(64);
      expect(p256.Signature.fromBytes(signature, 'compact').hasHighS()).toBe(false);
      expect(await verifyP256(pair.publicKey, message, signature)).toBe(true);
      expect(await verifyP256(pair.publicKey, utf8Encode('other'), signature)).toBe(false);
    }
  });
});

describe('importSessionPrivateKey: a decrypted credential bundle becomes a non-extractable key', () => {
  it('derives the vector public key, signs verifiably, and wipes the input bytes', async () => {
    const bytes = fromHex(sessionKey.privateKey);
    const pair = await importSessionPrivateKey(bytes);
    expect(bytes.every((b) => b === 0)).toBe(true);
    expect(toHex(pair.publicKey)).toBe(sessionKey.publicKeyCompressed);
    expect(toHex(pair.publicKeyUncompressed)).toBe(sessionKey.publicKeyUncompressed);
    expect(pair.privateKey.extractable).toBe(false);
    const signature = await pair.sign(message);
    expect(await verifyP256(fromHex(sessionKey.publicKeyUncompressed), message, signature)).toBe(true);
  });

  it('rejects a scalar that is not a P-256 private key, and still wipes it', async () => {
    const bytes = new Uint8Array(32).fill(0xff);
    await expect(importSessionPrivateKey(bytes)).rejects.toMatchObject({ code: 'invalid_input' });
    expect(bytes.every((b) => b === 0)).toBe(true);
    await expect(importSessionPrivateKey(new Uint8Array(31).fill(1))).rejects.toMatchObject({ code: 'invalid_input' });
  });
});

describe('sessionKeyPairFromCryptoKey', () => {
  it('wraps a stored key; WebCrypto verifies its signatures and noble ones (noble → WebCrypto)', async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
    const wrapped = sessionKeyPairFromCryptoKey(pair.privateKey, raw);
    const signature = await wrapped.sign(message);
    const alg = { name: 'ECDSA', hash: 'SHA-256' };
    expect(await subtle.verify(alg, pair.publicKey, bufferSource(signature), bufferSource(message))).toBe(true);

    const nobleKey = signingKeyFromPrivateKey(fromHex(sessionKey.privateKey));
    const imported = await subtle.importKey('raw', bufferSource(nobleKey.publicKeyUncompressed), { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']);
    expect(await subtle.verify(alg, imported, bufferSource(await nobleKey.sign(message)), bufferSource(message))).toBe(true);
  });

  it('rejects a public key, an ECDH key, and a malformed public key', async () => {
    const subtle = globalThis.crypto.subtle;
    const ecdsa = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const raw = new Uint8Array(await subtle.exportKey('raw', ecdsa.publicKey));
    expect(() => sessionKeyPairFromCryptoKey(ecdsa.publicKey, raw)).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    const ecdh = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
    expect(() => sessionKeyPairFromCryptoKey(ecdh.privateKey, raw)).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => sessionKeyPairFromCryptoKey(ecdsa.privateKey, raw.subarray(1))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => sessionKeyPairFromCryptoKey(ecdsa.privateKey, compressPublicKey(raw))).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('signingKeyFromPrivateKey (noble-backed, for the mock and tests)', () => {
  it('reproduces the deterministic client-signature vector and does not keep a reference to the input', async () => {
    const vector = interop.clientSignature[0]!;
    const bytes = fromHex(vector.privateKey);
    const key = signingKeyFromPrivateKey(bytes);
    bytes.fill(0);
    expect(toHex(key.publicKey)).toBe(vector.publicKey);
    expect(toHex(await key.sign(utf8Encode(vector.message)))).toBe(vector.signature);
  });
});
