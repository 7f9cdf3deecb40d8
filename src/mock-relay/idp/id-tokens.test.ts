import { SignJWT, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../../core/errors';
import { authorizeParams, choose, createTestIdp, fragmentOf, testClientIds } from './idp-test-helpers';
import type { MockIdp } from './mock-idp';
import type { IdpProvider } from './idp-providers';

async function idTokenFrom(idp: MockIdp, provider: 'google' | 'apple', nonce = 'nonce-abc'): Promise<string> {
  const location = await choose(idp, provider, authorizeParams(provider, { nonce }).params, { account: 'ada' });
  return fragmentOf(location).get('id_token') ?? '';
}

/** A token with any claims, signed by `signer`'s key (the way a forger holding that key would). */
async function forge(idp: MockIdp, signer: IdpProvider, claims: Record<string, unknown>): Promise<string> {
  const key = idp.exportKeys()[signer];
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: key.kid }).sign(await importJWK(key, 'ES256'));
}

const rejectsWith = async (promise: Promise<unknown>, code: 'signature_invalid' | 'token_expired' | 'invalid_input', message?: RegExp) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isLoginKitError(error, code), `expected LoginKitError ${code}, got ${String(error)}`).toBe(true);
  if (message !== undefined) expect((error as Error).message).toMatch(message);
  expect((error as { details: { field?: string } }).details.field).toBe('oidcToken');
};

describe('verifyIdToken: the check behind the relay’s oauth_login', () => {
  it('accepts a token from the picker and returns its claims, finding the issuer from iss', async () => {
    const { idp } = createTestIdp();
    const claims = await idp.verifyIdToken(await idTokenFrom(idp, 'google'), { audience: testClientIds.google });
    expect(claims).toMatchObject({ iss: idp.issuer('google'), aud: testClientIds.google, email: 'ada@example.com', email_verified: true, nonce: 'nonce-abc' });
  });

  it('accepts the expected provider when named, and checks the nonce when given', async () => {
    const { idp } = createTestIdp();
    const token = await idTokenFrom(idp, 'apple', 'n-42');
    await expect(idp.verifyIdToken(token, { provider: 'apple', audience: testClientIds.apple, nonce: 'n-42' })).resolves.toMatchObject({ nonce: 'n-42' });
    await rejectsWith(idp.verifyIdToken(token, { provider: 'apple', audience: testClientIds.apple, nonce: 'n-43' }), 'invalid_input', /nonce/);
  });

  it('refuses a token signed with another provider’s key (iss of Google, key of Apple)', async () => {
    const { idp, clock } = createTestIdp();
    const iat = Math.floor(clock.ms / 1000);
    const claims = { iss: idp.issuer('google'), sub: 's', aud: testClientIds.google, iat, exp: iat + 600, nonce: 'n', email: 'a@example.com', email_verified: true, name: 'A' };
    const forged = await forge(idp, 'apple', claims);
    await rejectsWith(idp.verifyIdToken(forged, { audience: testClientIds.google }), 'signature_invalid');
    await rejectsWith(idp.verifyIdToken(forged, { provider: 'google', audience: testClientIds.google }), 'signature_invalid');
    // the same claims signed with Google's key pass: only the key was wrong
    await expect(idp.verifyIdToken(await forge(idp, 'google', claims), { audience: testClientIds.google })).resolves.toMatchObject({ sub: 's' });
  });

  it('refuses a token of another issuer than the named provider', async () => {
    const { idp } = createTestIdp();
    const token = await idTokenFrom(idp, 'apple');
    await rejectsWith(idp.verifyIdToken(token, { provider: 'google', audience: testClientIds.apple }), 'signature_invalid');
  });

  it('refuses a token from another IdP instance (same issuer URL, other keys)', async () => {
    const { idp } = createTestIdp();
    const other = createTestIdp().idp;
    await rejectsWith(idp.verifyIdToken(await idTokenFrom(other, 'google'), { audience: testClientIds.google }), 'signature_invalid');
  });

  it('refuses a token for another audience', async () => {
    const { idp } = createTestIdp();
    await rejectsWith(idp.verifyIdToken(await idTokenFrom(idp, 'google'), { audience: 'another-client' }), 'invalid_input', /claim aud/);
  });

  it('refuses an expired token (ten minutes after issue), by the injected clock', async () => {
    const { idp, clock } = createTestIdp();
    const token = await idTokenFrom(idp, 'google');
    clock.ms += 599_000;
    await expect(idp.verifyIdToken(token, { audience: testClientIds.google })).resolves.toBeDefined();
    clock.ms += 1_000;
    await rejectsWith(idp.verifyIdToken(token, { audience: testClientIds.google }), 'token_expired');
  });

  it('refuses a token of an unknown issuer, an unsigned token and garbage', async () => {
    const { idp } = createTestIdp();
    const stranger = await forge(idp, 'google', { iss: 'https://accounts.example', sub: 's', aud: testClientIds.google, exp: 2e9, iat: 1 });
    await rejectsWith(idp.verifyIdToken(stranger, { audience: testClientIds.google }), 'signature_invalid', /known issuer/);
    const [header, payload] = (await idTokenFrom(idp, 'google')).split('.');
    const unsigned = `${btoa('{"alg":"none"}').replace(/=+$/, '')}.${payload}.`;
    await rejectsWith(idp.verifyIdToken(unsigned, { provider: 'google', audience: testClientIds.google }), 'signature_invalid');
    await rejectsWith(idp.verifyIdToken(`${header}.${payload}.AAAA`, { audience: testClientIds.google }), 'signature_invalid');
    await rejectsWith(idp.verifyIdToken('not-a-jwt', { audience: testClientIds.google }), 'invalid_input');
  });

  it('refuses a validly signed token that lacks a claim the relay needs', async () => {
    const { idp, clock } = createTestIdp();
    const iat = Math.floor(clock.ms / 1000);
    const withoutEmail = await forge(idp, 'google', { iss: idp.issuer('google'), sub: 's', aud: testClientIds.google, iat, exp: iat + 60, nonce: 'n', email_verified: true, name: 'A' });
    await rejectsWith(idp.verifyIdToken(withoutEmail, { audience: testClientIds.google }), 'invalid_input', /claim email is missing/);
    const withoutNonce = await forge(idp, 'google', { iss: idp.issuer('google'), sub: 's', aud: testClientIds.google, iat, exp: iat + 60 });
    await rejectsWith(idp.verifyIdToken(withoutNonce, { audience: testClientIds.google }), 'invalid_input', /nonce/);
  });
});
