import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../../core/errors';
import { createMockIdp } from './mock-idp';
import { idpProviders } from './idp-providers';
import { choose, createTestIdp, fragmentOf, get, authorizeParams, testBaseUrl, testClientIds } from './idp-test-helpers';

describe('createMockIdp checks its options', () => {
  it.each([
    ['baseUrl', { baseUrl: 'not a url' }],
    ['baseUrl', { baseUrl: 'ftp://127.0.0.1' }],
    ['baseUrl', { baseUrl: 'http://127.0.0.1:8787/?x=1' }],
    ['clientIds.facebook', { clientIds: { facebook: 'id' } as never }],
    ['clientIds.google', { clientIds: { google: ' ' } }],
    ['accounts', { accounts: [] }],
    ['accounts[1].id', { accounts: [{ id: 'a', name: 'A', email: 'a@example.com' }, { id: 'a', name: 'B', email: 'b@example.com' }] }],
    ['accounts[0].id', { accounts: [{ id: 'has space', name: 'A', email: 'a@example.com' }] }],
    ['accounts[0].email', { accounts: [{ id: 'a', name: 'A', email: 'nobody' }] }],
    ['keys.google', { keys: { google: { kty: 'RSA' } } }],
    ['keys.apple.d', { keys: { apple: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' } } }],
  ])('refuses a bad %s with invalid_input naming it', (field, overrides) => {
    const create = () => createMockIdp({ baseUrl: testBaseUrl, clientIds: testClientIds, ...overrides });
    expect(create).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });

  it('refuses a persisted key whose public half does not belong to its private half', () => {
    const keys = createMockIdp({ baseUrl: testBaseUrl, clientIds: {} }).exportKeys();
    const mixed = { ...keys.google, x: keys.apple.x, y: keys.apple.y };
    expect(() => createMockIdp({ baseUrl: testBaseUrl, clientIds: {}, keys: { google: mixed } })).toThrow(/keys\.google: x and y do not match/);
  });
});

describe('the IdP answers only below /idp/', () => {
  it('returns undefined for other paths, so the relay handles them', async () => {
    const { idp } = createTestIdp();
    expect(await idp.fetch(new Request(`${testBaseUrl}/v1/wallet_kit_config`, { method: 'POST' }))).toBeUndefined();
    expect(await idp.fetch(new Request(`${testBaseUrl}/idpx/google/jwks`))).toBeUndefined();
  });

  it('answers an unknown provider or endpoint with a JSON 404', async () => {
    const { idp } = createTestIdp();
    for (const path of ['/idp/facebook/jwks', '/idp/google/nothing', '/idp/']) {
      const response = await get(idp, path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('serves below the base URL path when it has one', async () => {
    const idp = createMockIdp({ baseUrl: 'http://127.0.0.1:8787/mock/', clientIds: testClientIds });
    expect(idp.issuer('google')).toBe('http://127.0.0.1:8787/mock/idp/google');
    const response = await idp.fetch(new Request('http://127.0.0.1:8787/mock/idp/google/jwks'));
    expect(response?.status).toBe(200);
    expect(await idp.fetch(new Request('http://127.0.0.1:8787/idp/google/jwks'))).toBeUndefined();
  });
});

describe('discovery: one issuer per provider', () => {
  it.each(idpProviders)('%s publishes its endpoints below its issuer', async (provider) => {
    const { idp } = createTestIdp();
    const issuer = `${testBaseUrl}/idp/${provider}`;
    expect(idp.issuer(provider)).toBe(issuer);
    const response = await get(idp, `/idp/${provider}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
      subject_types_supported: ['public'],
    });
  });

  it('offers the implicit id_token flow for Google and Apple, the code flow for X and Discord', async () => {
    const { idp } = createTestIdp();
    const responseTypes = async (provider: string) =>
      ((await (await get(idp, `/idp/${provider}/.well-known/openid-configuration`)).json()) as { response_types_supported: string[] }).response_types_supported;
    expect(await responseTypes('google')).toEqual(['id_token']);
    expect(await responseTypes('apple')).toEqual(['id_token']);
    expect(await responseTypes('x')).toEqual(['code']);
    expect(await responseTypes('discord')).toEqual(['code']);
  });
});

describe('JWKS: one public signing key per provider', () => {
  it.each(idpProviders)('%s publishes one ES256 public key without its private part', async (provider) => {
    const { idp } = createTestIdp();
    const response = await get(idp, `/idp/${provider}/jwks`);
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks).toEqual(idp.jwks(provider));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('uses a different key for every provider', () => {
    const { idp } = createTestIdp();
    const kids = idpProviders.map((provider) => idp.jwks(provider).keys[0]?.kid);
    expect(new Set(kids).size).toBe(idpProviders.length);
  });

  it('keeps its keys across a restart through exportKeys and the keys option', async () => {
    const first = createTestIdp();
    const { params } = authorizeParams('google');
    const token = fragmentOf(await choose(first.idp, 'google', params, { account: 'ada' })).get('id_token') ?? '';
    const restarted = createMockIdp({ baseUrl: testBaseUrl, clientIds: testClientIds, keys: JSON.parse(JSON.stringify(first.idp.exportKeys())) });
    expect(restarted.jwks('google')).toEqual(first.idp.jwks('google'));
    const { payload } = await jwtVerify(token, createLocalJWKSet(restarted.jwks('google')), { currentDate: new Date(first.clock.ms) });
    expect(payload.sub).toBe('108540203919203981001');
    expect(restarted.jwks('apple')).toEqual(first.idp.jwks('apple'));
  });

  it('makes fresh keys for providers the persisted keys lack', () => {
    const { idp } = createTestIdp();
    const partial = createMockIdp({ baseUrl: testBaseUrl, clientIds: testClientIds, keys: { google: idp.exportKeys().google } });
    expect(partial.jwks('google')).toEqual(idp.jwks('google'));
    expect(partial.jwks('x')).not.toEqual(idp.jwks('x'));
  });
});

describe('GET /idp/accounts lists the accounts for e2e', () => {
  it('lists the three default people with a stable subject per provider', async () => {
    const { idp } = createTestIdp();
    const body = (await (await get(idp, '/idp/accounts')).json()) as { accounts: { id: string; name: string; email: string }[] };
    expect(body.accounts.map(({ id, name, email }) => ({ id, name, email }))).toEqual([
      { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' },
      { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
      { id: 'alan', name: 'Alan Turing', email: 'alan@example.com' },
    ]);
    expect(body).toEqual({ accounts: JSON.parse(JSON.stringify(idp.accounts)) });
  });

  it('lists the accounts given as an option instead', async () => {
    const { idp } = createTestIdp({ accounts: [{ id: 'eve', name: 'Eve Example', email: 'eve@example.com', emailVerified: false }] });
    const body = (await (await get(idp, '/idp/accounts')).json()) as { accounts: { id: string }[] };
    expect(body.accounts.map((account) => account.id)).toEqual(['eve']);
  });
});

describe('issueIdToken signs for an account directly (relay tests)', () => {
  it('signs a token verifyIdToken accepts, for the configured client by default', async () => {
    const { idp } = createTestIdp();
    const token = await idp.issueIdToken({ provider: 'apple', accountId: 'grace', nonce: 'n-1' });
    const claims = await idp.verifyIdToken(token, { audience: testClientIds.apple, nonce: 'n-1' });
    expect(claims).toMatchObject({ iss: idp.issuer('apple'), aud: testClientIds.apple, email: 'grace@example.com', nonce: 'n-1' });
  });

  it('refuses an unknown account, or a provider without a client id and no audience', async () => {
    const { idp } = createTestIdp({ clientIds: { google: 'g' } });
    await expect(idp.issueIdToken({ provider: 'google', accountId: 'nobody', nonce: 'n' })).rejects.toSatisfy((error) => isLoginKitError(error, 'invalid_input'));
    await expect(idp.issueIdToken({ provider: 'apple', accountId: 'ada', nonce: 'n' })).rejects.toThrow(/audience/);
    await expect(idp.issueIdToken({ provider: 'apple', accountId: 'ada', nonce: 'n', audience: 'aud' })).resolves.toEqual(expect.any(String));
  });
});
