/**
 * Attack: a relay or network in the middle alters a credential bundle (protocol.md section 3),
 * or hands over one sealed to another key. The kit opens only what was sealed to its own target
 * key and untouched: everything else is `bundle_invalid` naming `credentialBundle`.
 */
import { describe, expect, it } from 'vitest';
import { decryptCredentialBundle, encryptCredentialBundle } from '../../src/core/crypto/credential-bundle';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { decodeBase58Check, encodeBase58Check } from '../../src/core/encoding/base58check';

const receiver = randomPrivateKey();
const sessionKey = randomPrivateKey();
const bundle = await encryptCredentialBundle(sessionKey, publicKeyFromPrivateKey(receiver, false));
const rejected = expect.objectContaining({ code: 'bundle_invalid', details: { field: 'credentialBundle' } });

describe('tampered credential bundles are rejected with bundle_invalid', () => {
  it('the untouched bundle opens to the session key (the attacks below start from a working bundle)', async () => {
    expect(await decryptCredentialBundle(bundle, receiver)).toEqual(sessionKey);
  });

  it('any single flipped bit, in the encapsulated key or the ciphertext, with a recomputed checksum', async () => {
    const bytes = await decodeBase58Check(bundle);
    for (let index = 0; index < bytes.length; index += 1) {
      const forged = bytes.slice();
      forged[index]! ^= 1 << index % 8;
      await expect(decryptCredentialBundle(await encodeBase58Check(forged), receiver), `byte ${index}`).rejects.toEqual(rejected);
    }
  });

  it('a broken base58check checksum', async () => {
    const last = bundle.at(-1) === '1' ? '2' : '1';
    await expect(decryptCredentialBundle(bundle.slice(0, -1) + last, receiver)).rejects.toEqual(rejected);
  });

  it('a truncated or extended bundle', async () => {
    const bytes = await decodeBase58Check(bundle);
    await expect(decryptCredentialBundle(await encodeBase58Check(bytes.subarray(0, 60)), receiver)).rejects.toEqual(rejected);
    await expect(decryptCredentialBundle(await encodeBase58Check(new Uint8Array([...bytes, 0])), receiver)).rejects.toEqual(rejected);
  });

  it('a bundle sealed to another target key (a substituted key the attacker can read)', async () => {
    const attackers = await encryptCredentialBundle(randomPrivateKey(), publicKeyFromPrivateKey(randomPrivateKey(), false));
    await expect(decryptCredentialBundle(attackers, receiver)).rejects.toEqual(rejected);
  });
});
