import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { authorizeParams, choose, createTestIdp, fragmentOf, get, postForm, testBaseUrl, testClientIds, testRedirectUri } from './idp-test-helpers';

describe('Google and Apple: implicit id_token flow with a nonce', () => {
  it.each(['google', 'apple'] as const)('%s redirects back with the id_token and the state in the fragment', async (provider) => {
    const { idp, clock } = createTestIdp();
    const { params } = authorizeParams(provider, { state: 'st-Ω 1', nonce: 'a3f1c2e4b5d6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b0a1f2' });
    const location = await choose(idp, provider, params, { account: 'grace' });
    expect(`${location.origin}${location.pathname}`).toBe(testRedirectUri);
    expect(location.search).toBe('');
    const answer = fragmentOf(location);
    expect(answer.get('state')).toBe('st-Ω 1');

    const token = answer.get('id_token') ?? '';
    const jwks = createLocalJWKSet(await (await get(idp, `/idp/${provider}/jwks`)).json());
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { currentDate: new Date(clock.ms) });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: idp.jwks(provider).keys[0]?.kid });
    const iat = Math.floor(clock.ms / 1000);
    expect(payload).toEqual({
      iss: `${testBaseUrl}/idp/${provider}`,
      sub: idp.accounts[1]?.subjects?.[provider],
      aud: testClientIds[provider],
      iat,
      exp: iat + 600,
      nonce: 'a3f1c2e4b5d6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b0a1f2',
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace Hopper',
    });
  });

  it('gives each person a stable subject that differs between providers', async () => {
    const { idp } = createTestIdp();
    const subjectOf = async (provider: 'google' | 'apple', account: string) => {
      const token = fragmentOf(await choose(idp, provider, authorizeParams(provider).params, { account })).get('id_token') ?? '';
      return (await idp.verifyIdToken(token, { audience: testClientIds[provider] })).sub;
    };
    expect(await subjectOf('google', 'ada')).toBe(await subjectOf('google', 'ada'));
    expect(await subjectOf('google', 'ada')).not.toBe(await subjectOf('google', 'alan'));
    expect(await subjectOf('google', 'ada')).not.toBe(await subjectOf('apple', 'ada'));
  });

  it('answers in the query instead when response_mode=query, keeping the redirect URI’s own parameters', async () => {
    const { idp } = createTestIdp();
    const { params } = authorizeParams('google', { response_mode: 'query', redirect_uri: `${testRedirectUri}?from=popup` });
    const location = await choose(idp, 'google', params, { account: 'ada' });
    expect(location.hash).toBe('');
    expect(location.searchParams.get('from')).toBe('popup');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('id_token')).toMatch(/^ey/);
  });

  it('omits state from the answer when the request had none', async () => {
    const { idp } = createTestIdp();
    const answer = fragmentOf(await choose(idp, 'apple', authorizeParams('apple', { state: undefined }).params, { account: 'ada' }));
    expect(answer.has('state')).toBe(false);
    expect(answer.has('id_token')).toBe(true);
  });

  it('answers Cancel with error=access_denied and the state, in the fragment', async () => {
    const { idp } = createTestIdp();
    const location = await choose(idp, 'google', authorizeParams('google').params, 'cancel');
    const answer = fragmentOf(location);
    expect(answer.get('error')).toBe('access_denied');
    expect(answer.get('state')).toBe('state-123');
    expect(answer.has('id_token')).toBe(false);
  });

  it('signs with the provider’s own key', async () => {
    const { idp } = createTestIdp();
    const token = fragmentOf(await choose(idp, 'apple', authorizeParams('apple').params, { account: 'ada' })).get('id_token') ?? '';
    expect(decodeProtectedHeader(token).kid).toBe(idp.jwks('apple').keys[0]?.kid);
    expect(decodeProtectedHeader(token).kid).not.toBe(idp.jwks('google').keys[0]?.kid);
  });
});

describe('authorize requests that cannot be completed get an error page, never a redirect', () => {
  it.each([
    ['an unknown client_id', 'google', { client_id: 'evil-client' }, /^client_id: /],
    ['another provider’s client_id', 'apple', { client_id: testClientIds.google }, /^client_id: /],
    ['no client_id', 'google', { client_id: undefined }, /^client_id: is required/],
    ['no nonce (Google)', 'google', { nonce: undefined }, /^nonce: is required/],
    ['no nonce (Apple)', 'apple', { nonce: undefined }, /^nonce: is required/],
    ['no redirect_uri', 'google', { redirect_uri: undefined }, /^redirect_uri: is required/],
    ['a relative redirect_uri', 'google', { redirect_uri: '/callback' }, /^redirect_uri: must be an absolute/],
    ['a javascript: redirect_uri', 'google', { redirect_uri: 'javascript:alert(1)' }, /^redirect_uri: must be an absolute/],
    ['a redirect_uri with a fragment', 'google', { redirect_uri: `${testRedirectUri}#x` }, /^redirect_uri: must not contain a fragment/],
    ['response_type=code (Google is id_token)', 'google', { response_type: 'code' }, /^response_type: must be id_token/],
    ['response_type=token', 'apple', { response_type: 'token' }, /^response_type: /],
    ['an unknown response_mode', 'google', { response_mode: 'form_post' }, /^response_mode: /],
  ] as const)('%s', async (_, provider, overrides, message) => {
    const { idp } = createTestIdp();
    const { params } = authorizeParams(provider, overrides);
    for (const response of [
      await get(idp, `/idp/${provider}/authorize?${params.toString()}`),
      await postForm(idp, `/idp/${provider}/authorize`, new URLSearchParams([...params, ['account', 'ada']])),
    ]) {
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const alert = /<p role="alert">([^<]*)<\/p>/.exec(await response.text())?.[1] ?? '';
      expect(alert).toMatch(message);
    }
  });

  it('refuses a repeated parameter', async () => {
    const { idp } = createTestIdp();
    const { params } = authorizeParams('google');
    params.append('nonce', 'second');
    const response = await get(idp, `/idp/google/authorize?${params.toString()}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('nonce: must not be repeated');
  });

  it('refuses a provider the relay configured no client id for', async () => {
    const { idp } = createTestIdp({ clientIds: { google: testClientIds.google } });
    const { params } = authorizeParams('apple');
    const response = await get(idp, `/idp/apple/authorize?${params.toString()}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('oauthClientIds.apple');
  });

  it('refuses a POST that picks no known account', async () => {
    const { idp } = createTestIdp();
    const { params } = authorizeParams('google');
    for (const account of [undefined, 'mallory']) {
      const form = new URLSearchParams(params);
      if (account !== undefined) form.set('account', account);
      const response = await postForm(idp, '/idp/google/authorize', form);
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
    }
  });
});
