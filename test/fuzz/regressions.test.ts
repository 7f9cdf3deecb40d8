/**
 * Crashes the property-based suite found, each kept as an example: before the fix each escaped
 * as a TypeError or RangeError (a 500 from the mock relay) instead of a refusal naming the field.
 */
import { describe, expect, it } from 'vitest';
import { signEnclaveEnvelope } from '../../src/core/crypto/private-key-signing';
import { decryptExportBundle } from '../../src/core/crypto/export-bundle';
import { verifySessionJwt } from '../../src/core/crypto/jwt';
import { signSessionJwt, signVerificationToken } from '../../src/core/crypto/private-key-signing';
import { parseOtpTargetBundle } from '../../src/core/crypto/otp-encryption';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toBase64Url } from '../../src/core/encoding/base64url';
import { utf8Encode } from '../../src/core/encoding/utf8';
import { readBootProof } from '../../src/core/proofs/verify-boot-proof';
import { createMockRelay } from '../../src/mock-relay/handler';
import { call, errorInfo, testConfigId } from '../../src/mock-relay/test-utils/relay-test-client';

const now = Date.UTC(2030, 0, 1);
const key = '02' + 'ab'.repeat(32);

describe('regressions found by the fuzz suite', () => {
  it('an enclave envelope correctly signed over `null` data is bundle_invalid, not a TypeError', async () => {
    const signer = randomPrivateKey();
    const pinned = publicKeyFromPrivateKey(signer, false);
    for (const data of [null, [], 'text', 7]) {
      await expect(parseOtpTargetBundle(signEnclaveEnvelope(data, signer), pinned)).rejects.toThrow(
        expect.objectContaining({ code: 'bundle_invalid', details: { field: 'otpEncryptionTargetBundle' } }),
      );
      await expect(decryptExportBundle(signEnclaveEnvelope(data, signer), 'org-1', randomPrivateKey(), pinned)).rejects.toMatchObject({
        code: 'bundle_invalid',
        details: { field: 'exportBundle' },
      });
    }
  });

  it('a session JWT whose exp no Date can hold is session_expired, not a RangeError', async () => {
    const notarizer = randomPrivateKey();
    const claims = { exp: -8640000000000.001, public_key: key, session_type: 'SESSION_TYPE_READ_WRITE' as const, user_id: 'u', organization_id: 'o' };
    await expect(verifySessionJwt(signSessionJwt(claims, notarizer), publicKeyFromPrivateKey(notarizer, false), now)).rejects.toThrow(
      expect.objectContaining({ code: 'session_expired', details: { field: 'session' } }),
    );
  });

  it('a JWT header whose alg is {"toString": null} is signature_invalid, and the relay answers 400 naming verificationToken', async () => {
    const relay = createMockRelay({ now: () => now, config: { configId: testConfigId } });
    const token = signVerificationToken(
      { id: 't', verification_type: 'OTP_TYPE_EMAIL', contact: 'ada@example.com', organization_id: relay.config.organizationId, public_key: key, exp: String(now + 60_000) },
      randomPrivateKey(),
    );
    const header = toBase64Url(utf8Encode(JSON.stringify({ alg: { toString: null }, typ: 'JWT' })));
    const forged = [header, ...token.split('.').slice(1)].join('.');
    const answer = await call(relay, '/v1/account', { filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: forged });
    expect(answer.status).toBe(200); // the lookup does not require a token by default: it is ignored
    const login = await call(relay, '/v1/otp_login_v2', {
      verificationToken: forged,
      publicKey: key,
      clientSignature: { publicKey: key, scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256', message: 'm', signature: 'ab'.repeat(64) },
    });
    expect(login.status).toBe(400);
    expect(errorInfo(login.body)).toEqual({ reason: 'TOKEN_INVALID', field: 'verificationToken' });
  });

  it('a boot proof whose createdAt.seconds is {"toString": null} is read with seconds "0", not a TypeError', () => {
    const bootProof = {
      ephemeralPublicKeyHex: 'AB',
      awsAttestationDocB64: 'AA==',
      qosManifestB64: 'AA==',
      qosManifestEnvelopeB64: 'AA==',
      deploymentLabel: 'l',
      enclaveApp: 'a',
      owner: 'o',
      createdAt: { seconds: { toString: null }, nanos: 5 },
    };
    expect(readBootProof({ bootProof }).createdAt).toEqual({ seconds: '0', nanos: '5' });
  });
});
