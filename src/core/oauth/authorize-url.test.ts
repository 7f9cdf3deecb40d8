import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, mockOauthEndpoints, oauth2ProviderName, oauthResponseKind, productionOauthEndpoints, type AuthorizeUrlInput } from './authorize-url';

const base = { clientId: 'client-1', redirectUri: 'https://app.test/callback?from=modal', state: 'state-abc' };
const nonce = 'a'.repeat(64);
const codeChallenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function params(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('authorize URL: Google and Apple (OIDC implicit, id_token in the fragment, nonce)', () => {
  it.each([
    ['google', 'https://accounts.google.com/o/oauth2/v2/auth'],
    ['apple', 'https://appleid.apple.com/auth/authorize'],
  ] as const)('%s: every parameter, on the production endpoint', (provider, endpoint) => {
    const url = buildAuthorizeUrl({ provider, endpoint: productionOauthEndpoints[provider], ...base, nonce, codeChallenge });
    expect(url.startsWith(`${endpoint}?`)).toBe(true);
    expect(params(url)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.test/callback?from=modal',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email',
      nonce,
      state: 'state-abc',
    });
  });

  it('requires the nonce', () => {
    expect(() => buildAuthorizeUrl({ provider: 'google', endpoint: productionOauthEndpoints.google, ...base })).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'nonce' } }),
    );
  });
});

describe('authorize URL: X and Discord (authorization code + PKCE S256)', () => {
  it.each([
    ['x', 'https://twitter.com/i/oauth2/authorize', 'tweet.read users.read'],
    ['discord', 'https://discord.com/oauth2/authorize', 'identify email'],
  ] as const)('%s: every parameter, on the production endpoint, no nonce in the URL', (provider, endpoint, scope) => {
    const url = buildAuthorizeUrl({ provider, endpoint: productionOauthEndpoints[provider], ...base, nonce, codeChallenge });
    expect(url.startsWith(`${endpoint}?`)).toBe(true);
    expect(params(url)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.test/callback?from=modal',
      response_type: 'code',
      scope,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state: 'state-abc',
    });
  });

  it('requires the code challenge', () => {
    expect(() => buildAuthorizeUrl({ provider: 'x', endpoint: productionOauthEndpoints.x, ...base, nonce })).toThrowError(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'codeChallenge' } }),
    );
  });
});

describe('authorize URL: inputs', () => {
  const valid: AuthorizeUrlInput = { provider: 'google', endpoint: productionOauthEndpoints.google, ...base, nonce };

  it.each<[string, Partial<AuthorizeUrlInput>]>([
    ['clientId', { clientId: '' }],
    ['state', { state: '' }],
    ['redirectUri', { redirectUri: '/callback' }],
    ['redirectUri', { redirectUri: 'javascript:alert(1)' }],
    ['endpoint', { endpoint: 'not a url' }],
    ['endpoint', { endpoint: 'ftp://idp.test/authorize' }],
    ['provider', { provider: 'facebook' as never }],
  ])('rejects a bad %s, naming it', (field, change) => {
    expect(() => buildAuthorizeUrl({ ...valid, ...change })).toThrowError(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });

  it('keeps query parameters the endpoint already has, and encodes values', () => {
    const url = buildAuthorizeUrl({ ...valid, endpoint: 'https://idp.test/authorize?tenant=t1', state: 'a b&c' });
    expect(params(url)).toMatchObject({ tenant: 't1', state: 'a b&c' });
  });
});

describe('endpoint tables and provider kinds', () => {
  it('points the mock relay endpoints at its identity providers', () => {
    expect(mockOauthEndpoints('http://127.0.0.1:8787/')).toEqual({
      google: 'http://127.0.0.1:8787/idp/google/authorize',
      apple: 'http://127.0.0.1:8787/idp/apple/authorize',
      x: 'http://127.0.0.1:8787/idp/x/authorize',
      discord: 'http://127.0.0.1:8787/idp/discord/authorize',
    });
    expect(() => mockOauthEndpoints('relay')).toThrowError(expect.objectContaining({ details: { field: 'authProxyUrl' } }));
  });

  it('names the response each provider gives and the relay provider of the code flows', () => {
    expect(['google', 'apple', 'x', 'discord'].map((p) => oauthResponseKind(p as 'google'))).toEqual(['id_token', 'id_token', 'code', 'code']);
    expect(oauth2ProviderName('x')).toBe('OAUTH2_PROVIDER_X');
    expect(oauth2ProviderName('discord')).toBe('OAUTH2_PROVIDER_DISCORD');
  });
});
