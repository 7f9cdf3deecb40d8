import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { decryptExportBundle, encryptExportBundle } from './export-bundle';
import { generateHpkeKeyPair } from './hpke';
import { signingKeyFromPrivateKey } from './p256-private-key';

const [valid, wrongOrg] = interop.exportBundle;
const { signer, tlsFetcher } = interop.keys;

describe('export bundles: signed envelope {encappedPublic, ciphertext, organizationId}', () => {
  it('decrypts the vector for the matching organization', async () => {
    const plaintext = await decryptExportBundle(valid!.bundle, valid!.organizationId, fromHex(valid!.receiverPrivateKey), valid!.pinnedSignerPublicKey);
    expect(toHex(plaintext)).toBe(valid!.plaintextHex);
  });

  it('rejects an organizationId that does not match as bundle_invalid', async () => {
    await expect(
      decryptExportBundle(wrongOrg!.bundle, wrongOrg!.organizationId, fromHex(wrongOrg!.receiverPrivateKey), wrongOrg!.pinnedSignerPublicKey),
    ).rejects.toMatchObject({ code: 'bundle_invalid', details: { field: 'exportBundle' } });
  });

  it('rejects a bundle checked against a different pinned signer as signature_invalid', async () => {
    await expect(
      decryptExportBundle(valid!.bundle, valid!.organizationId, fromHex(valid!.receiverPrivateKey), tlsFetcher.publicKeyUncompressed),
    ).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('rejects the wrong receiver key as bundle_invalid', async () => {
    await expect(
      decryptExportBundle(valid!.bundle, valid!.organizationId, fromHex(interop.keys.apiKey.privateKey), valid!.pinnedSignerPublicKey),
    ).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it('round-trips with encryptExportBundle to a non-extractable WebCrypto receiver', async () => {
    const receiver = await generateHpkeKeyPair();
    const secret = fromHex(valid!.plaintextHex ?? '');
    const bundle = await encryptExportBundle(secret, receiver.publicKey, 'org-9', signingKeyFromPrivateKey(fromHex(signer.privateKey)));
    const opened = await decryptExportBundle(bundle, 'org-9', receiver.privateKey, signer.publicKeyUncompressed, receiver.publicKey);
    expect(toHex(opened)).toBe(valid!.plaintextHex);
  });
});
