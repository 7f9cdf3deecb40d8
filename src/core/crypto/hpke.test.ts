import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { generateHpkeKeyPair, hpkeOpen, hpkeSeal } from './hpke';
import { compressPublicKey } from './p256';

const { receiver, apiKey } = interop.keys;
const receiverPrivate = (): Uint8Array => fromHex(receiver.privateKey);
const receiverPublic = fromHex(receiver.publicKeyUncompressed);

describe('HPKE (base mode, P-256/HKDF-SHA256/AES-256-GCM, info "turnkey_hpke", aad = enc ‖ pkR)', () => {
  it('opens the OTP vector ciphertext sealed by Turnkey’s library', async () => {
    const vector = interop.otpEncryption;
    const { encappedPublic, ciphertext } = JSON.parse(vector.encryptedOtpBundle) as { encappedPublic: string; ciphertext: string };
    const plaintext = await hpkeOpen(fromHex(vector.targetPrivate), fromHex(encappedPublic), fromHex(ciphertext));
    expect(utf8Decode(plaintext)).toBe(vector.expectedPlaintext);
  });

  it('round-trips to a raw private scalar, with and without the receiver public key', async () => {
    const message = utf8Encode('secret ✓');
    const sealed = await hpkeSeal(receiverPublic, message);
    expect(sealed.encappedPublic.length).toBe(65);
    expect(sealed.ciphertext.length).toBe(message.length + 16);
    expect(await hpkeOpen(receiverPrivate(), sealed.encappedPublic, sealed.ciphertext)).toEqual(message);
    expect(await hpkeOpen(receiverPrivate(), sealed.encappedPublic, sealed.ciphertext, receiverPublic)).toEqual(message);
    expect(await hpkeOpen(receiverPrivate(), compressPublicKey(sealed.encappedPublic), sealed.ciphertext)).toEqual(message);
  });

  it('seals to a compressed public key the same way (aad uses the uncompressed form)', async () => {
    const sealed = await hpkeSeal(fromHex(receiver.publicKeyCompressed), utf8Encode('x'));
    expect(utf8Decode(await hpkeOpen(receiverPrivate(), sealed.encappedPublic, sealed.ciphertext))).toBe('x');
  });

  it('WebCrypto cross-check: a non-extractable ECDH CryptoKey receiver opens what we seal', async () => {
    const pair = await generateHpkeKeyPair();
    expect(pair.privateKey.extractable).toBe(false);
    expect(pair.publicKey.length).toBe(65);
    const sealed = await hpkeSeal(pair.publicKey, utf8Encode('to webcrypto'));
    const opened = await hpkeOpen(pair.privateKey, sealed.encappedPublic, sealed.ciphertext, pair.publicKey);
    expect(utf8Decode(opened)).toBe('to webcrypto');
  });

  it('an extractable ECDH CryptoKey works without its public key', async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const pub = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
    const sealed = await hpkeSeal(pub, utf8Encode('y'));
    expect(utf8Decode(await hpkeOpen(pair.privateKey, sealed.encappedPublic, sealed.ciphertext))).toBe('y');
  });

  describe('failures', () => {
    it('a flipped ciphertext bit, a wrong key, a wrong public key or a bad enc are bundle_invalid', async () => {
      const sealed = await hpkeSeal(receiverPublic, utf8Encode('z'));
      const flipped = new Uint8Array(sealed.ciphertext);
      flipped[0]! ^= 1;
      await expect(hpkeOpen(receiverPrivate(), sealed.encappedPublic, flipped)).rejects.toMatchObject({ code: 'bundle_invalid' });
      await expect(hpkeOpen(fromHex(apiKey.privateKey), sealed.encappedPublic, sealed.ciphertext)).rejects.toMatchObject({ code: 'bundle_invalid' });
      await expect(
        hpkeOpen(receiverPrivate(), sealed.encappedPublic, sealed.ciphertext, fromHex(apiKey.publicKeyUncompressed)),
      ).rejects.toMatchObject({ code: 'bundle_invalid' });
      await expect(hpkeOpen(receiverPrivate(), new Uint8Array(65), sealed.ciphertext)).rejects.toMatchObject({ code: 'bundle_invalid' });
      await expect(hpkeOpen(receiverPrivate(), sealed.encappedPublic, new Uint8Array(3))).rejects.toMatchObject({ code: 'bundle_invalid' });
    });

    it('a non-extractable key without its public key, or a key of the wrong kind, is invalid_input', async () => {
      const pair = await generateHpkeKeyPair();
      const sealed = await hpkeSeal(pair.publicKey, utf8Encode('w'));
      await expect(hpkeOpen(pair.privateKey, sealed.encappedPublic, sealed.ciphertext)).rejects.toMatchObject({
        code: 'invalid_input',
        details: { field: 'recipientPublicKey' },
      });
      const ecdsa = await globalThis.crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
      await expect(hpkeOpen(ecdsa.privateKey, sealed.encappedPublic, sealed.ciphertext, pair.publicKey)).rejects.toMatchObject({
        code: 'invalid_input',
      });
      await expect(hpkeOpen(new Uint8Array(32), sealed.encappedPublic, sealed.ciphertext)).rejects.toMatchObject({ code: 'invalid_input' });
    });

    it('sealing to something that is not a P-256 key is invalid_input', async () => {
      await expect(hpkeSeal(new Uint8Array(65), utf8Encode('v'))).rejects.toMatchObject({ code: 'invalid_input' });
      expect(toHex(new Uint8Array([1]))).toBe('01');
    });
  });
});
