import { describe, expect, it } from 'vitest';
import { createPkcePair } from '../../core/crypto/pkce';
import {
  authorizeParams,
  choose,
  codeFor,
  createTestIdp,
  get,
  postForm,
  testClientIds,
  testRedirectUri,
  tokenRequest,
} from './idp-test-helpers';
import type { MockIdp } from './mock-idp';

async function exchange(idp: MockIdp, provider: 'x' | 'discord', form: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await postForm(idp, `/idp/${provider}/token`, form);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function userInfo(idp: MockIdp, provider: string, authorization?: string): Promise<Response> {
  return get(idp, `/idp/${provider}/userinfo`, authorization === undefined ? {} : { Authorization: authorization });
}

describe('X and Discord: authorization code with PKCE (S256)', () => {
  it.each(['x', 'discord'] as const)('%s redirects back with a code and the state in the query', async (provider) => {
    const { idp } = createTestIdp();
    const location = await choose(idp, provider, authorizeParams(provider).params, { account: 'ada' });
    expect(`${location.origin}${location.pathname}`).toBe(testRedirectUri);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.hash).toBe('');
  });

  it.each(['x', 'discord'] as const)('%s exchanges the code with the right verifier for a Bearer access token', async (provider) => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, provider);
    const result = await exchange(idp, provider, tokenRequest(provider, code, verifier));
    expect(result).toEqual({ status: 200, body: { access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', expires_in: 3600 } });
  });

  it('refuses a wrong verifier with invalid_grant, and the code is then spent', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    const wrong = await exchange(idp, 'x', tokenRequest('x', code, (await createPkcePair()).verifier));
    expect(wrong).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.stringMatching(/^codeVerifier: /) } });
    expect((await exchange(idp, 'x', tokenRequest('x', code, verifier))).body.error).toBe('invalid_grant');
  });

  it('refuses a malformed verifier with invalid_grant', async () => {
    const { idp } = createTestIdp();
    const { code } = await codeFor(idp, 'discord');
    expect((await exchange(idp, 'discord', tokenRequest('discord', code, 'short'))).body.error).toBe('invalid_grant');
  });

  it('refuses a code used twice, and revokes the access token it gave', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'discord');
    const first = await exchange(idp, 'discord', tokenRequest('discord', code, verifier));
    expect(first.status).toBe(200);
    expect((await userInfo(idp, 'discord', `Bearer ${String(first.body.access_token)}`)).status).toBe(200);
    const second = await exchange(idp, 'discord', tokenRequest('discord', code, verifier));
    expect(second).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.stringMatching(/^authCode: was already used/) } });
    expect((await userInfo(idp, 'discord', `Bearer ${String(first.body.access_token)}`)).status).toBe(401);
  });

  it('refuses a redirect_uri other than the authorization request’s', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    const result = await exchange(idp, 'x', tokenRequest('x', code, verifier, { redirect_uri: `${testRedirectUri}/other` }));
    expect(result).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.stringMatching(/^redirectUri: /) } });
  });

  it('refuses a code older than 60 seconds, and accepts one just younger', async () => {
    const { idp, clock } = createTestIdp();
    const young = await codeFor(idp, 'x');
    const old = await codeFor(idp, 'x');
    clock.ms += 59_999;
    expect((await exchange(idp, 'x', tokenRequest('x', young.code, young.verifier))).status).toBe(200);
    clock.ms += 1;
    const result = await exchange(idp, 'x', tokenRequest('x', old.code, old.verifier));
    expect(result).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.stringMatching(/^authCode: has expired/) } });
  });

  it('refuses an unknown code, and a code issued by another provider', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    expect((await exchange(idp, 'x', tokenRequest('x', 'A'.repeat(43), verifier))).body.error).toBe('invalid_grant');
    expect((await exchange(idp, 'discord', tokenRequest('discord', code, verifier))).body.error).toBe('invalid_grant');
  });

  it('refuses another client with 401 invalid_client, before looking at the code', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    const result = await exchange(idp, 'x', tokenRequest('x', code, verifier, { client_id: testClientIds.discord }));
    expect(result).toEqual({ status: 401, body: { error: 'invalid_client', error_description: expect.any(String) } });
    expect((await exchange(idp, 'x', tokenRequest('x', code, verifier))).status).toBe(200);
  });

  it('refuses another grant type, and missing parameters', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    expect((await exchange(idp, 'x', tokenRequest('x', code, verifier, { grant_type: 'refresh_token' }))).body.error).toBe('unsupported_grant_type');
    for (const name of ['code', 'redirect_uri', 'client_id', 'code_verifier']) {
      const form = tokenRequest('x', code, verifier);
      delete form[name];
      expect((await exchange(idp, 'x', form)).body, name).toEqual({ error: 'invalid_request', error_description: expect.stringContaining(`(${name}) is required`) });
    }
  });

  it('answers Cancel with error=access_denied and the state, in the query', async () => {
    const { idp } = createTestIdp();
    const location = await choose(idp, 'discord', authorizeParams('discord').params, 'cancel');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it.each([
    ['no code_challenge', { code_challenge: undefined }, /^code_challenge: is required/],
    ['a malformed code_challenge', { code_challenge: 'abc' }, /^code_challenge: must be/],
    ['the plain method', { code_challenge_method: 'plain' }, /^code_challenge_method: must be S256/],
    ['no method (which means plain)', { code_challenge_method: undefined }, /^code_challenge_method: must be S256/],
    ['response_type=id_token (Discord is code)', { response_type: 'id_token' }, /^response_type: must be code/],
  ])('shows an error page, never a redirect, for %s', async (_, overrides, message) => {
    const { idp } = createTestIdp();
    const { params } = authorizeParams('discord', overrides);
    const response = await get(idp, `/idp/discord/authorize?${params.toString()}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(/<p role="alert">([^<]*)<\/p>/.exec(await response.text())?.[1]).toMatch(message);
  });
});

describe('user info for an access token', () => {
  async function tokenFor(idp: MockIdp, provider: 'x' | 'discord', account: string): Promise<string> {
    const { code, verifier } = await codeFor(idp, provider, account);
    return String((await exchange(idp, provider, tokenRequest(provider, code, verifier))).body.access_token);
  }

  it('X answers {sub, email, email_verified, name, username}', async () => {
    const { idp } = createTestIdp();
    const response = await userInfo(idp, 'x', `Bearer ${await tokenFor(idp, 'x', 'alan')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sub: '1912000000000000003', email: 'alan@example.com', email_verified: true, name: 'Alan Turing', username: 'alan_turing' });
  });

  it('Discord answers {id, username, global_name, email, verified}', async () => {
    const { idp } = createTestIdp();
    const response = await userInfo(idp, 'discord', `Bearer ${await tokenFor(idp, 'discord', 'grace')}`);
    expect(await response.json()).toEqual({ id: '190612091992000002', username: 'grace_hopper', global_name: 'Grace Hopper', email: 'grace@example.com', verified: true });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', `Bearer ${'B'.repeat(43)}`],
    ['a Basic credential', 'Basic dXNlcjpwYXNz'],
    ['an empty Bearer', 'Bearer '],
  ])('refuses %s with 401 invalid_token', async (_, authorization) => {
    const { idp } = createTestIdp();
    const response = await userInfo(idp, 'x', authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('refuses a token of another provider, and an expired token', async () => {
    const { idp, clock } = createTestIdp();
    const token = await tokenFor(idp, 'x', 'ada');
    expect((await userInfo(idp, 'discord', `Bearer ${token}`)).status).toBe(401);
    clock.ms += 3_599_000;
    expect((await userInfo(idp, 'x', `Bearer ${token}`)).status).toBe(200);
    clock.ms += 1_000;
    expect((await userInfo(idp, 'x', `Bearer ${token}`)).status).toBe(401);
  });
});

describe('exchangeCode: the token and user-info steps in-process (the relay’s oauth2_authenticate)', () => {
  it('returns the access token and the provider-shaped user info', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'discord', 'ada');
    const result = await idp.exchangeCode({ provider: 'discord', code, codeVerifier: verifier, redirectUri: testRedirectUri, clientId: testClientIds.discord });
    expect(result.userInfo).toMatchObject({ id: '181512101852000001', email: 'ada@example.com', verified: true });
    expect((await userInfo(idp, 'discord', `Bearer ${result.accessToken}`)).status).toBe(200);
  });

  it.each([
    ['a wrong verifier', { codeVerifier: 'a-verifier-the-client-never-sent-0123456789abc' }, 'codeVerifier', 'invalid_grant'],
    ['a wrong redirect URI', { redirectUri: 'http://localhost:5173/elsewhere' }, 'redirectUri', 'invalid_grant'],
    ['an unknown code', { code: 'nope' }, 'authCode', 'invalid_grant'],
    ['another client', { clientId: 'someone-else' }, 'clientId', 'invalid_client'],
  ])('throws invalid_input naming the relay field for %s', async (_, overrides, field, oauthError) => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    const input = { provider: 'x' as const, code, codeVerifier: verifier, redirectUri: testRedirectUri, clientId: testClientIds.x, ...overrides };
    await expect(idp.exchangeCode(input)).rejects.toMatchObject({ code: 'invalid_input', details: { field, oauthError } });
  });

  it('spends the code: the HTTP token endpoint then refuses it', async () => {
    const { idp } = createTestIdp();
    const { code, verifier } = await codeFor(idp, 'x');
    await idp.exchangeCode({ provider: 'x', code, codeVerifier: verifier, redirectUri: testRedirectUri, clientId: testClientIds.x });
    expect((await exchange(idp, 'x', tokenRequest('x', code, verifier))).body.error).toBe('invalid_grant');
  });
});
