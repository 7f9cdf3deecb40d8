import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { decodeBase58Check } from '../encoding/base58check';
import { fromHex, toHex } from '../encoding/hex';
import { decryptCredentialBundle, encryptCredentialBundle, maxCredentialBundleLength } from './credential-bundle';
import { generateHpkeKeyPair } from './hpke';
import { publicKeyFromPrivateKey } from './p256-private-key';
import { importSessionPrivateKey } from './session-key';

const valid = interop.credentialBundle.filter((v) => v.valid);
const invalid = interop.credentialBundle.filter((v) => !v.valid);

describe('credential bundles: base58check(compressed enc ‖ ciphertext), HPKE to the target key', () => {
  it.each(valid)('decrypts the vector to the 32-byte session scalar ($plaintextHex)', async (vector) => {
    const plaintext = await decryptCredentialBundle(vector.bundle, fromHex(vector.receiverPrivateKey));
    expect(toHex(plaintext)).toBe(vector.plaintextHex);
    const withPublic = await decryptCredentialBundle(vector.bundle, fromHex(vector.receiverPrivateKey), fromHex(vector.receiverPublicKey!));
    expect(toHex(withPublic)).toBe(vector.plaintextHex);
  });

  it.each(invalid)('rejects as bundle_invalid naming credentialBundle: $why', async (vector) => {
    await expect(decryptCredentialBundle(vector.bundle, fromHex(vector.receiverPrivateKey))).rejects.toMatchObject({
      code: 'bundle_invalid',
      details: { field: 'credentialBundle' },
    });
  });

  it('rejects a bundle too short to hold enc and a tag', async () => {
    const vector = valid[0]!;
    const { encodeBase58Check } = await import('../encoding/base58check');
    const short = await encodeBase58Check((await decodeBase58Check(vector.bundle)).subarray(0, 40));
    await expect(decryptCredentialBundle(short, fromHex(vector.receiverPrivateKey))).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it(`refuses a bundle over maxCredentialBundleLength (${maxCredentialBundleLength}) characters before decoding it`, async () => {
    const vector = valid[0]!;
    expect(vector.bundle.length).toBeLessThan(130); // a session key's bundle: about 110 characters
    for (const length of [maxCredentialBundleLength + 1, 60_000]) {
      const bundle = `${vector.bundle}${'z'.repeat(length - vector.bundle.length)}`;
      await expect(decryptCredentialBundle(bundle, fromHex(vector.receiverPrivateKey))).rejects.toMatchObject({
        code: 'bundle_invalid',
        details: { field: 'credentialBundle' },
        message: `credentialBundle: not valid base58check (longer than ${maxCredentialBundleLength} characters; not decoded)`,
      });
    }
  });

  it('round-trips: an 81-byte bundle for a fresh key, opened by a non-extractable WebCrypto receiver', async () => {
    const scalar = fromHex(interop.keys.sessionKey.privateKey);
    const receiver = await generateHpkeKeyPair();
    const bundle = await encryptCredentialBundle(scalar, receiver.publicKey);
    expect((await decodeBase58Check(bundle)).length).toBe(81);
    const opened = await decryptCredentialBundle(bundle, receiver.privateKey, receiver.publicKey);
    expect(toHex(opened)).toBe(interop.keys.sessionKey.privateKey);
    const session = await importSessionPrivateKey(opened);
    expect(toHex(session.publicKey)).toBe(toHex(publicKeyFromPrivateKey(scalar)));
  });
});
