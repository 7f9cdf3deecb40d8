import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex } from '../encoding/hex';
import type { ClientSignature } from '../transport/relay-types';
import { createClientSignature, loginSignatureMessage, signupSignatureMessage, verifyClientSignature } from './client-signature';
import { generateSessionKeyPair } from './session-key';
import { signingKeyFromPrivateKey } from './p256-private-key';

const [login, signup, tampered] = interop.clientSignature;
const tokenId = '0b1c7a52-6f0e-4a3e-9a51-1f3f5c7e2d10';
const asSignature = (v: typeof login): ClientSignature => ({
  publicKey: v!.publicKey,
  scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
  message: v!.message,
  signature: v!.signature,
});

describe('client signature messages (sent verbatim, key order fixed)', () => {
  it('login message matches the vector byte for byte', () => {
    expect(loginSignatureMessage(login!.publicKey, tokenId)).toBe(login!.message);
  });

  it('signup message matches the vector byte for byte (email)', () => {
    expect(signupSignatureMessage({ apiKeys: [], authenticators: [], oauthProviders: [], email: 'ada@example.com' }, tokenId)).toBe(signup!.message);
  });

  it('signup message carries phoneNumber instead of email for SMS, and copies the arrays', () => {
    const providers = [{ providerName: 'google', oidcToken: 't' }];
    const message = signupSignatureMessage({ apiKeys: [], authenticators: [], oauthProviders: providers, phoneNumber: '+15550100' }, 'tok');
    expect(message).toBe(
      '{"signupV2":{"apiKeys":[],"authenticators":[],"oauthProviders":[{"providerName":"google","oidcToken":"t"}],"phoneNumber":"+15550100"},"tokenId":"tok","type":"USAGE_TYPE_SIGNUP"}',
    );
  });

  it('rejects a missing token id or a non-array list as invalid_input', () => {
    expect(() => loginSignatureMessage(login!.publicKey, '')).toThrowError(expect.objectContaining({ code: 'invalid_input', details: { field: 'tokenId' } }));
    expect(() => signupSignatureMessage({ apiKeys: [], authenticators: {} as unknown[], oauthProviders: [] }, 't')).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'authenticators' } }),
    );
  });
});

describe('client signatures: raw r ‖ s hex over SHA-256(message)', () => {
  it.each([login!, signup!])('reproduces the deterministic vector signature: $message', async (vector) => {
    const key = signingKeyFromPrivateKey(fromHex(vector.privateKey));
    expect(await createClientSignature(vector.message, key)).toEqual(asSignature(vector));
  });

  it.each([login!, signup!])('verifies the valid vector', async (vector) => {
    expect(await verifyClientSignature(asSignature(vector))).toBe(true);
  });

  it('rejects the vector whose message changed after signing', async () => {
    expect(await verifyClientSignature(asSignature(tampered!))).toBe(false);
  });

  it('rejects DER signatures, other schemes and malformed keys without throwing', async () => {
    const good = asSignature(login!);
    expect(await verifyClientSignature({ ...good, scheme: 'X' as ClientSignature['scheme'] })).toBe(false);
    expect(await verifyClientSignature({ ...good, signature: `30${good.signature}` })).toBe(false);
    expect(await verifyClientSignature({ ...good, publicKey: 'zz' })).toBe(false);
    expect(await verifyClientSignature({ ...good, publicKey: interop.keys.apiKey.publicKeyCompressed })).toBe(false);
  });

  it('WebCrypto cross-check: a non-extractable session key’s signature is 128 hex chars and verifies', async () => {
    const key = await generateSessionKeyPair();
    const signature = await createClientSignature(loginSignatureMessage('k', tokenId), key);
    expect(signature.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(await verifyClientSignature(signature)).toBe(true);
  });
});
