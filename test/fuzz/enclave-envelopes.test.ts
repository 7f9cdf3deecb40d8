import fc from 'fast-check';
import { describe, it } from 'vitest';
import { signEnclaveEnvelope, verifyEnclaveEnvelope } from '../../src/core/crypto/enclave-envelope';
import { decryptExportBundle, encryptExportBundle } from '../../src/core/crypto/export-bundle';
import { parseOtpTargetBundle, signOtpTargetBundle } from '../../src/core/crypto/otp-encryption';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../src/core/crypto/p256';
import { toHex } from '../../src/core/encoding/hex';
import { acceptsOrRefuses, acceptsOrRefusesAsync, anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson, mutatedText } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const envelopeCodes = ['bundle_invalid', 'signature_invalid', 'invalid_input'] as const;

describe('signed enclave envelopes (protocol.md section 4): any input verifies or is refused naming the field', () => {
  const signer = randomPrivateKey();
  const pinned = publicKeyFromPrivateKey(signer, false);
  const valid = signEnclaveEnvelope({ targetPublic: toHex(publicKeyFromPrivateKey(randomPrivateKey(), false)) }, signer);
  const validObject = JSON.parse(valid) as Record<string, unknown>;

  it('verifyEnclaveEnvelope: any string, any JSON, edits of a valid envelope', async () => {
    const check = (text: string): void => acceptsOrRefuses(() => verifyEnclaveEnvelope(text, pinned, 'envelope'), { codes: envelopeCodes, field: 'envelope' });
    await tally.check('envelope: any string', fc.property(anyText, check), 3000);
    await tally.check('envelope: any JSON', fc.property(anyJson, (value) => check(JSON.stringify(value) ?? '')), 2000);
    await tally.check('envelope: edited members', fc.property(mutatedJson(validObject), (value) => check(JSON.stringify(value) ?? '')), 600);
    await tally.check('envelope: edited text', fc.property(mutatedText(valid), check), 500);
  }, fuzzTimeout(3));

  it('envelopes signed by the pinned key whose data is any JSON: the OTP target bundle takes only an uncompressed point', async () => {
    await tally.check(
      'otp target bundle: signed data of any shape',
      fc.property(anyJson, (data) =>
        acceptsOrRefuses(() => parseOtpTargetBundle(signEnclaveEnvelope(data, signer), pinned), {
          codes: envelopeCodes,
          field: 'otpEncryptionTargetBundle',
        }),
      ),
      150,
    );
    await tally.check(
      'otp target bundle: signed targetPublic of any text',
      fc.property(anyText, (targetPublic) =>
        acceptsOrRefuses(() => parseOtpTargetBundle(signOtpTargetBundleText(targetPublic), pinned), {
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
    const validExport = await encryptExportBundle(randomPrivateKey(), publicKeyFromPrivateKey(receiver, false), 'org-1', signer);
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
    acceptsOrRefuses(() => parseOtpTargetBundle(signOtpTargetBundle(target, signer), pinned), { codes: [] });
  });
});
