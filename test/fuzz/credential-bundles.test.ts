import fc from 'fast-check';
import { describe, it } from 'vitest';
import { decryptCredentialBundle, encryptCredentialBundle } from '../../src/core/crypto/credential-bundle';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { encodeBase58Check } from '../../src/core/encoding/base58check';
import { acceptsOrRefusesAsync, anyText, fuzzTally, fuzzTimeout, mutatedText } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const refusal = { codes: ['bundle_invalid', 'invalid_input'], field: 'credentialBundle' } as const;

describe('credential bundles (protocol.md section 3): any input opens or is refused naming credentialBundle', () => {
  const receiver = randomPrivateKey();
  const receiverPublic = publicKeyFromPrivateKey(receiver, false);

  it('refuses any string', async () => {
    await tally.check(
      'credential bundle: any string',
      fc.asyncProperty(anyText, (text) => acceptsOrRefusesAsync(() => decryptCredentialBundle(text, receiver), refusal)),
      3000,
    );
  }, fuzzTimeout(1));

  it('refuses any bytes with a correct base58check checksum (bad enc, short, tampered)', async () => {
    await tally.check(
      'credential bundle: checksummed bytes',
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 120 }), (bytes) =>
        acceptsOrRefusesAsync(async () => decryptCredentialBundle(await encodeBase58Check(bytes), receiver), refusal),
      ),
      1500,
    );
  }, fuzzTimeout(2));

  it('refuses edits of a valid bundle', async () => {
    const valid = await encryptCredentialBundle(randomPrivateKey(), receiverPublic);
    await tally.check(
      'credential bundle: edits of a valid one',
      fc.asyncProperty(mutatedText(valid), (text) => acceptsOrRefusesAsync(() => decryptCredentialBundle(text, receiver), refusal)),
      1500,
    );
  }, fuzzTimeout(2));
});
