import { describe, expect, it } from 'vitest';
import { verifySessionJwt, verifyVerificationToken, type SessionJwtClaims, type VerificationTokenClaims } from '../core/crypto/jwt';
import { signVerificationToken } from '../core/crypto/private-key-signing';
import { encryptOtpCode, parseOtpTargetBundle } from '../core/crypto/otp-encryption';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../core/crypto/p256-private-key';
import { fromHex, toHex } from '../core/encoding/hex';
import { createEnclave, generateEnclaveKeys } from './enclave';

const NOW = Date.UTC(2030, 0, 1);
const keys = generateEnclaveKeys();
const claims: VerificationTokenClaims = {
  id: 'token-1',
  verification_type: 'OTP_TYPE_EMAIL',
  contact: 'ada@example.com',
  organization_id: 'org-parent',
  public_key: toHex(publicKeyFromPrivateKey(randomPrivateKey())),
  exp: String(NOW + 600_000),
};

describe('the enclave signs with its keys', () => {
  it('verification tokens by the TLS-fetcher key, sessions by the notarizer key (double SHA-256)', async () => {
    const enclave = createEnclave(keys);
    expect(await verifyVerificationToken(await enclave.signVerificationToken(claims), enclave.publicKeys.tlsFetcher, NOW)).toEqual(claims);
    const session: SessionJwtClaims = {
      exp: NOW / 1000 + 900,
      public_key: claims.public_key,
      session_type: 'SESSION_TYPE_READ_WRITE',
      user_id: 'user-1',
      organization_id: 'org-1',
    };
    const jwt = await enclave.signSession(session);
    expect(await verifySessionJwt(jwt, enclave.publicKeys.notarizer, NOW)).toEqual(session);
    await expect(verifySessionJwt(jwt, enclave.publicKeys.tlsFetcher, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('OTP targets: a bundle by the TLS-fetcher key naming a fresh key, which opens codes sealed to it', async () => {
    const enclave = createEnclave(keys);
    const first = await enclave.newOtpTarget();
    const second = await enclave.newOtpTarget();
    expect(first.targetPrivateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.targetPrivateKey).not.toBe(first.targetPrivateKey);
    const targetPublic = await parseOtpTargetBundle(first.otpEncryptionTargetBundle, enclave.publicKeys.tlsFetcher);
    expect(toHex(targetPublic)).toBe(toHex(publicKeyFromPrivateKey(fromHex(first.targetPrivateKey), false)));

    const encrypted = await encryptOtpCode({
      otpEncryptionTargetBundle: first.otpEncryptionTargetBundle,
      otpCode: '123456',
      publicKey: claims.public_key,
      tlsFetcherKey: enclave.publicKeys.tlsFetcher,
    });
    expect(await enclave.openOtpBundle(encrypted, first.targetPrivateKey)).toEqual({ otpCode: '123456', publicKey: claims.public_key });
    await expect(enclave.openOtpBundle(encrypted, second.targetPrivateKey)).rejects.toMatchObject({ code: 'bundle_invalid' });
    // A relay restarted on the same state holds only the stored private scalar: it still opens the code.
    expect(await createEnclave(keys).openOtpBundle(encrypted, first.targetPrivateKey)).toEqual({ otpCode: '123456', publicKey: claims.public_key });
  });
});

describe('verification tokens: verified once, checked on every use', () => {
  it('a token is accepted again within its lifetime and refused as token_expired once it is over', async () => {
    const enclave = createEnclave(keys);
    const token = await enclave.signVerificationToken(claims);
    expect(await enclave.verifyVerificationToken(token, NOW)).toEqual(claims);
    expect(await enclave.verifyVerificationToken(token, NOW + 1000)).toEqual(claims);
    await expect(enclave.verifyVerificationToken(token, Number(claims.exp))).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('a token whose signature does not verify is refused every time, also after a valid token with the same claims', async () => {
    const enclave = createEnclave(keys);
    const valid = await enclave.signVerificationToken(claims);
    await enclave.verifyVerificationToken(valid, NOW);
    const forged = signVerificationToken(claims, randomPrivateKey());
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(enclave.verifyVerificationToken(forged, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
    }
    const [header, payload] = valid.split('.');
    const otherSignature = forged.split('.')[2];
    await expect(enclave.verifyVerificationToken(`${header}.${payload}.${otherSignature}`, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('another enclave (other keys) refuses the token', async () => {
    const token = await createEnclave(keys).signVerificationToken(claims);
    await expect(createEnclave(generateEnclaveKeys()).verifyVerificationToken(token, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
  });
});
