import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { hpkeOpen } from './hpke';
import { utf8Decode } from '../encoding/utf8';
import { decryptOtpBundle, encryptOtpCode, parseOtpTargetBundle } from './otp-encryption';
import { signOtpTargetBundle } from './private-key-signing';
import { publicKeyFromPrivateKey, randomPrivateKey } from './p256-private-key';

const vector = interop.otpEncryption;
const { tlsFetcher } = interop.keys;

describe('OTP encryption: HPKE of {"otp_code","public_key"} to the verified target bundle key', () => {
  it('decrypts the vector’s encryptedOtpBundle with the target private key', async () => {
    expect(await decryptOtpBundle(vector.encryptedOtpBundle, fromHex(vector.targetPrivate))).toEqual({
      otpCode: vector.otpCode,
      publicKey: vector.sessionPublicKey,
    });
  });

  it('encrypts to the vector target bundle; the plaintext matches the vector byte for byte', async () => {
    const encrypted = await encryptOtpCode({
      otpEncryptionTargetBundle: vector.targetBundle,
      otpCode: vector.otpCode,
      publicKey: vector.sessionPublicKey,
      tlsFetcherKey: tlsFetcher.publicKeyUncompressed,
    });
    const parsed = JSON.parse(encrypted) as { encappedPublic: string; ciphertext: string };
    expect(Object.keys(parsed)).toEqual(['encappedPublic', 'ciphertext']);
    expect(parsed.encappedPublic).toMatch(/^04[0-9a-f]{128}$/);
    const plaintext = await hpkeOpen(fromHex(vector.targetPrivate), fromHex(parsed.encappedPublic), fromHex(parsed.ciphertext));
    expect(utf8Decode(plaintext)).toBe(vector.expectedPlaintext);
  });

  it('keeps the code exactly as typed (alphanumeric, leading zeros)', async () => {
    const targetPrivate = randomPrivateKey();
    const bundle = signOtpTargetBundle(publicKeyFromPrivateKey(targetPrivate, false), fromHex(tlsFetcher.privateKey));
    const encrypted = await encryptOtpCode({
      otpEncryptionTargetBundle: bundle,
      otpCode: '00A9zZ',
      publicKey: vector.sessionPublicKey,
      tlsFetcherKey: fromHex(tlsFetcher.publicKeyCompressed),
    });
    expect((await decryptOtpBundle(encrypted, targetPrivate)).otpCode).toBe('00A9zZ');
  });

  it('refuses a target bundle that is not signed by the pinned TLS-fetcher key', async () => {
    const [, swapped, otherSigner] = interop.otpTargetBundle;
    for (const bad of [swapped!, otherSigner!]) {
      await expect(
        encryptOtpCode({ otpEncryptionTargetBundle: bad.bundle, otpCode: '1', publicKey: vector.sessionPublicKey, tlsFetcherKey: bad.pinnedSignerPublicKey }),
      ).rejects.toMatchObject({ code: 'signature_invalid' });
    }
    await expect(parseOtpTargetBundle(vector.targetBundle, interop.keys.signer.publicKeyUncompressed)).rejects.toThrowError(
      expect.objectContaining({ code: 'signature_invalid' }),
    );
    expect(toHex(await parseOtpTargetBundle(vector.targetBundle, tlsFetcher.publicKeyUncompressed))).toBe(interop.otpTargetBundle[0]!.targetPublic);
  });

  it('rejects a target bundle whose targetPublic is not an uncompressed key as bundle_invalid', async () => {
    const bundle = signOtpTargetBundle(fromHex(tlsFetcher.publicKeyCompressed), fromHex(tlsFetcher.privateKey));
    await expect(parseOtpTargetBundle(bundle, tlsFetcher.publicKeyUncompressed)).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it.each([
    ['an empty code', { otpCode: '' }, 'otpCode'],
    ['an uncompressed public key', { publicKey: interop.keys.sessionKey.publicKeyUncompressed }, 'publicKey'],
    ['a public key off the curve', { publicKey: `02${'00'.repeat(31)}01` /* x = 1 has no y on P-256 */ }, 'publicKey'],
  ])('rejects %s as invalid_input', async (_why, override, field) => {
    await expect(
      encryptOtpCode({
        otpEncryptionTargetBundle: vector.targetBundle,
        otpCode: '123456',
        publicKey: vector.sessionPublicKey,
        tlsFetcherKey: tlsFetcher.publicKeyUncompressed,
        ...override,
      }),
    ).rejects.toMatchObject({ code: 'invalid_input', details: { field } });
  });

  it.each([
    ['not JSON', 'x'],
    ['missing ciphertext', JSON.stringify({ encappedPublic: '04' })],
    ['non-hex fields', JSON.stringify({ encappedPublic: 'zz', ciphertext: 'zz' })],
  ])('decryptOtpBundle rejects a bundle that is %s as invalid_input naming encryptedOtpBundle', async (_why, bundle) => {
    await expect(decryptOtpBundle(bundle, fromHex(vector.targetPrivate))).rejects.toMatchObject({
      code: 'invalid_input',
      details: { field: 'encryptedOtpBundle' },
    });
  });

  it('decryptOtpBundle rejects a bundle for another target as bundle_invalid', async () => {
    await expect(decryptOtpBundle(vector.encryptedOtpBundle, randomPrivateKey())).rejects.toMatchObject({ code: 'bundle_invalid' });
  });
});
