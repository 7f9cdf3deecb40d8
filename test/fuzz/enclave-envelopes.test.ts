import fc from 'fast-check';
import { describe, it } from 'vitest';
import { verifyEnclaveEnvelope } from '../../src/core/crypto/enclave-envelope';
import { signEnclaveEnvelope } from '../../src/core/crypto/private-key-signing';
import { decryptExportBundle, encryptExportBundle } from '../../src/core/crypto/export-bundle';
import { parseOtpTargetBundle } from '../../src/core/crypto/otp-encryption';
import { signOtpTargetBundle } from '../../src/core/crypto/private-key-signing';
import { publicKeyFromPrivateKey, randomPrivateKey, signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import { acceptsOrRefusesAsync, anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson, mutatedText } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const envelopeCodes = ['bundle_invalid', 'signature_invalid', 'invalid_input'] as const;

describe('signed enclave envelopes (protocol.md section 4): any input verifies or is refused naming the field', () => {
  const signer = randomPrivateKey();
  const pinned = publicKeyFromPrivateKey(signer, false);
  const valid = signEnclaveEnvelope({ targetPublic: toHex(publicKeyFromPrivateKey(randomPrivateKey(), false)) }, signer);
  const validObject = JSON.parse(valid) as Record<string, unknown>;

  it('verifyEnclaveEnvelope: any string, any JSON, edits of a valid envelope', async () => {
    const check = (text: string): Promise<void> => acceptsOrRefusesAsync(() => verifyEnclaveEnvelope(text, pinned, 'envelope'), { codes: envelopeCodes, field: 'envelope' });
    await tally.check('envelope: any string', fc.asyncProperty(anyText, check), 3000);
    await tally.check('envelope: any JSON', fc.asyncProperty(anyJson, (value) => check(JSON.stringify(value) ?? '')), 2000);
    await tally.check('envelope: edited members', fc.asyncProperty(mutatedJson(validObject), (value) => check(JSON.stringify(value) ?? '')), 600);
    await tally.check('envelope: edited text', fc.asyncProperty(mutatedText(valid), check), 500);
  }, fuzzTimeout(3));

  it('envelopes signed by the pinned key whose data is any JSON: the OTP target bundle takes only an uncompressed point', async () => {
    await tally.check(
      'otp target bundle: signed data of any shape',
      fc.asyncProperty(anyJson, (data) =>
        acceptsOrRefusesAsync(() => parseOtpTargetBundle(signEnclaveEnvelope(data, signer), pinned), {
          codes: envelopeCodes,
          field: 'otpEncryptionTargetBundle',
        }),
      ),
      150,
    );
    await tally.check(
      'otp target bundle: signed targetPublic of any text',
      fc.asyncProperty(anyText, (targetPublic) =>
        acceptsOrRefusesAsync(() => parseOtpTargetBundle(signOtpTargetBundleText(targetPublic), pinned), {
          codes: envelopeCodes,
          field: 'otpEncryptionTargetBundle',
        }),
      ),
      150,
    );
    function signOtpTargetBundleText(targetPublic: string): string {
      return signEnclaveEnvelope({ targetPublic }, signer);
    }
  }, fuzzTimeout(2));

  it('export bundles: edits of a valid bundle and signed data of any shape are refused naming exportBundle', async () => {
    const receiver = randomPrivateKey();
    const validExport = await encryptExportBundle(randomPrivateKey(), publicKeyFromPrivateKey(receiver, false), 'org-1', signingKeyFromPrivateKey(signer));
    const refusal = { codes: envelopeCodes, field: 'exportBundle' } as const;
    await tally.check(
      'export bundle: edits',
      fc.asyncProperty(mutatedText(validExport), (text) => acceptsOrRefusesAsync(() => decryptExportBundle(text, 'org-1', receiver, pinned), refusal)),
      400,
    );
    const data = JSON.parse(Buffer.from((JSON.parse(validExport) as { data: string }).data, 'hex').toString('utf8')) as Record<string, unknown>;
    await tally.check(
      'export bundle: signed data of any shape',
      fc.asyncProperty(mutatedJson(data), (value) =>
        acceptsOrRefusesAsync(() => decryptExportBundle(signEnclaveEnvelope(value, signer), 'org-1', receiver, pinned), refusal),
      ),
      300,
    );
  }, fuzzTimeout(4));

  it('the OTP target bundle of the mock relay verifies (the property above is not vacuous)', () => {
    const target = publicKeyFromPrivateKey(randomPrivateKey(), false);
    acceptsOrRefusesAsync(() => parseOtpTargetBundle(signOtpTargetBundle(target, signer), pinned), { codes: [] });
  });
});
